import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import { downloadClientsCsv } from './clientApi';

/** Downloads clients.csv with the list's current search and category filter. */
export const ExportClientsButton = () => {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const exportClients = async () => {
    setBusy(true);
    try {
      await downloadClientsCsv({ q: filterValues.q as string | undefined, categoryIds: filterValues.categoryIds as string | undefined });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="saluni.clients.export.button" onClick={exportClients} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
};
