import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusyCall } from '../shared/useBusyCall';
import './texts';

/** Downloads clients.csv with the list's current search and category filter. */
export const ExportClientsButton = () => {
  const { filterValues } = useListContext();
  const dataProvider = useSaluniDataProvider();
  const { busy, run } = useBusyCall();
  const exportClients = () =>
    run(() =>
      dataProvider.exportClients({
        q: filterValues.q as string | undefined,
        categoryIds: filterValues.categoryIds as string | undefined,
      }),
    );
  return (
    <Button label="saluni.clients.export.button" onClick={exportClients} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
};
