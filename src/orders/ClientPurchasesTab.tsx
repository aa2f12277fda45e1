import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format';
import { useRequestFailed } from '../products/queries';
import { StatusChip } from '../shared/StatusChip';
import { TableStatusRows } from '../shared/TableStatusRows';
import { ServerPagination } from '../shared/ServerPagination';
import { orderPath } from './paths';
import { ORDER_PAGE_SIZES } from './orderState';
import './texts';

const COLUMNS = ['orderId', 'orderDate', 'paymentStatus', 'paidAmount', 'orderTotal', 'deliveryStatus', 'actions'] as const;

/** The client page's Purchases tab: the client's orders, newest first, each with its View Order link. */
export const ClientPurchasesTab = ({ clientId }: { clientId: string }) => {
  const translate = useTranslate();
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const format = useBusinessFormat();
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
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{translate(`saluni.orders.list.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStatusRows
              columns={COLUMNS.length}
              loading={isFetching && !result}
              empty={!!result && orders.length === 0}
              emptyText="saluni.clients.empty.purchases"
            />
            {orders.map((order) => (
              <TableRow key={order._id}>
                <TableCell>{order.orderNo}</TableCell>
                <TableCell>{format.dateTime(order.createdAt)}</TableCell>
                <TableCell>
                  <StatusChip status={order.paymentStatus} labels="saluni.orders.paymentStatuses" />
                </TableCell>
                <TableCell>{format.money(order.payment.amount)}</TableCell>
                <TableCell>{format.money(order.cost)}</TableCell>
                <TableCell>
                  <StatusChip status={order.status} labels="saluni.orders.statuses" />
                </TableCell>
                <TableCell>
                  <Button size="small" component={Link} to={orderPath(order._id)}>
                    {translate('saluni.orders.list.viewOrder')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <ServerPagination total={result?.total ?? 0} page={page} perPage={perPage} onPageChange={setPage} onPerPageChange={setPerPage} sizes={ORDER_PAGE_SIZES} />
    </Box>
  );
};
