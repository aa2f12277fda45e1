import { Button, Snackbar } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { reloadIntoNewVersion, useNewVersionWaiting } from './newVersion';
import './texts';

/**
 * A gentle notice when a new version waits: Reload takes it now, Later keeps the page as it is
 * (the new version starts with the next visit, once every tab of the old one is closed).
 */
export const NewVersionPrompt = () => {
  const translate = useTranslate();
  const waiting = useNewVersionWaiting();
  const [dismissed, setDismissed] = useState(false);
  return (
    <Snackbar
      open={waiting && !dismissed}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={translate('saluni.pwa.update.ready')}
      action={
        <>
          <Button color="inherit" size="small" onClick={() => setDismissed(true)}>
            {translate('saluni.pwa.update.dismiss')}
          </Button>
          <Button color="secondary" size="small" onClick={() => void reloadIntoNewVersion()}>
            {translate('saluni.pwa.update.reload')}
          </Button>
        </>
      }
    />
  );
};
