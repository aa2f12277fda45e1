import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { productsApi } from '../api';
import { useRequestFailed } from '../queries';

/** Saves the server's product export as inventory.csv (inventory.md 7). */
export const ExportButton = () => {
  const translate = useTranslate();
  const failed = useRequestFailed();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await productsApi.exportProducts();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'inventory.csv';
      link.click();
      URL.revokeObjectURL(url);
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
