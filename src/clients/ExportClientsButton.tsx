import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import './texts';

/** Downloads clients.csv with the list's current search and category filter. */
export const ExportClientsButton = () => {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const dataProvider = useSaluniDataProvider();
  const [busy, setBusy] = useState(false);
  const exportClients = async () => {
    setBusy(true);
    try {
      await dataProvider.exportClients({
        q: filterValues.q as string | undefined,
        categoryIds: filterValues.categoryIds as string | undefined,
      });
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
