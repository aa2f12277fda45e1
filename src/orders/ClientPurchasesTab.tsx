import { Box } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import { useRequestFailed } from '../shared/useRequestFailed';
import { ServerPagination } from '../shared/ServerPagination';
import { OrdersTable } from './OrdersTable';
import { ORDER_PAGE_SIZES } from './orderState';
import './texts';

/** The client page's Purchases tab: the client's orders, newest first, each with its View Order link. */
export const ClientPurchasesTab = ({ clientId }: { clientId: string }) => {
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const requestFailed = useRequestFailed();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const { data: result, isFetching } = useQuery({
    queryKey: ['orders', businessId, 'list', { clientId }, page, perPage],
    queryFn: () =>
      api.listOrders({ clientId, page: page + 1, limit: perPage }).catch((error: unknown) => {
        requestFailed(error);
        throw error;
      }),
    placeholderData: keepPreviousData,
  });
  const orders = result?.docs ?? [];
  return (
    <Box>
      <OrdersTable
        orders={orders}
        loading={isFetching && !result}
        empty={!!result && orders.length === 0}
        emptyText="saluni.clients.empty.purchases"
      />
      <ServerPagination
        total={result?.total ?? 0}
        page={page}
        perPage={perPage}
        onPageChange={setPage}
        onPerPageChange={setPerPage}
        sizes={ORDER_PAGE_SIZES}
      />
    </Box>
  );
};
