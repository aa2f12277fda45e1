import { Box } from '@mui/material';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import { useRequestFailed } from '../shared/useRequestFailed';
import { usePaging } from '../shared/PagedTable';
import { usePagedQuery } from '../shared/usePagedQuery';
import { OrdersTable } from './OrdersTable';
import './texts';

/** The client page's Purchases tab: the client's orders, newest first, each with its View Order link. */
export const ClientPurchasesTab = ({ clientId }: { clientId: string }) => {
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const paging = usePaging();
  const { page, perPage } = paging;
  const { data: result, isFetching } = usePagedQuery(
    ['orders', businessId, 'list', { clientId }, page, perPage],
    () => api.listOrders({ clientId, page: page + 1, limit: perPage }),
    useRequestFailed(),
  );
  return (
    <Box>
      <OrdersTable
        result={result}
        fetching={isFetching}
        paging={paging}
        emptyText="saluni.clients.empty.purchases"
      />
    </Box>
  );
};
