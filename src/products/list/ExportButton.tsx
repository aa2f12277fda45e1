import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../../dataProvider';
import { useRequestFailed } from '../../shared/useRequestFailed';

/** Saves the server's product export as inventory.csv (inventory.md 7). */
export const ExportButton = () => {
  const translate = useTranslate();
  const failed = useRequestFailed();
  const dataProvider = useSaluniDataProvider();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await dataProvider.exportProducts();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={busy}>
      {translate('saluni.inventory.actions.export')}
    </Button>
  );
};
