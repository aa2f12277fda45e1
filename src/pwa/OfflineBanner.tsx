import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOnline } from './useOnline';
import './texts';

/**
 * Above the screen while the browser is offline: what is shown may be out of date (read from the
 * cache, docs/areas/offline.md) and nothing can be saved, as the API client refuses writes.
 */
export const OfflineBanner = () => {
  const online = useOnline();
  const translate = useTranslate();
  if (online) return null;
  return (
    <Alert severity="warning" role="status" square sx={{ position: 'sticky', top: 0, zIndex: 2 }}>
      <AlertTitle>{translate('saluni.pwa.offline.title')}</AlertTitle>
      {translate('saluni.pwa.offline.body')}
    </Alert>
  );
};
