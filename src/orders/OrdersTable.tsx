import {
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { shownDeliveryStatus } from '../../registry/orders';
import { Link } from 'react-router-dom';
import type { Order } from '../dataProvider/orders';
import { useBusinessFormat } from '../format';
import { StatusChip } from '../shared/StatusChip';
import { TableStatusRows } from '../shared/TableStatusRows';
import { orderPath } from '../shared/appScreens';
import './texts';

export type OrderDateSort = '-createdAt' | 'createdAt';

interface OrdersTableProps {
  orders: Order[];
  loading: boolean;
  empty: boolean;
  emptyText: string;
  /**
   * The Orders tab's table: the Customer column, Order Date sorted by a click, unread orders
   * tinted and bold. A client's purchases are one client's and keep the server's order.
   */
  hub?: { sort: OrderDateSort; onSortChange: (sort: OrderDateSort) => void };
}

const HUB_COLUMNS = [
  'orderId',
  'customerColumn',
  'orderDate',
  'paymentStatus',
  'paidAmount',
  'orderTotal',
  'deliveryStatus',
  'actions',
] as const;
const CLIENT_COLUMNS = HUB_COLUMNS.filter((column) => column !== 'customerColumn');

/** The orders of the Orders tab and of a client's Purchases tab: number, date, payment and delivery chips, amounts, View Order. */
export const OrdersTable = ({ orders, loading, empty, emptyText, hub }: OrdersTableProps) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const columns = hub ? HUB_COLUMNS : CLIENT_COLUMNS;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} align={column === 'actions' ? 'right' : undefined}>
                {column === 'orderDate' && hub ? (
                  <TableSortLabel
                    active
                    direction={hub.sort === 'createdAt' ? 'asc' : 'desc'}
                    onClick={() =>
                      hub.onSortChange(hub.sort === 'createdAt' ? '-createdAt' : 'createdAt')
                    }
                  >
                    {translate('saluni.orders.list.orderDate')}
                  </TableSortLabel>
                ) : (
                  translate(`saluni.orders.list.${column}`)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStatusRows
            columns={columns.length}
            loading={loading}
            empty={empty}
            emptyText={emptyText}
          />
          {orders.map((order) => {
            const unread = hub && !order.read;
            return (
              <TableRow
                key={order._id}
                data-unread={unread || undefined}
                // Unread orders: tinted and bold until someone opens them.
                sx={
                  unread ? { bgcolor: 'action.selected', '& > td': { fontWeight: 700 } } : undefined
                }
              >
                <TableCell>{order.orderNo}</TableCell>
                {hub && (
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{order.client.fullName}</TableCell>
                )}
                <TableCell>{format.dateTime(order.createdAt)}</TableCell>
                <TableCell>
                  <StatusChip status={order.paymentStatus} labels="saluni.orders.paymentStatuses" />
                </TableCell>
                <TableCell>{format.money(order.payment.amount)}</TableCell>
                <TableCell>{format.money(order.cost)}</TableCell>
                <TableCell>
                  <StatusChip status={shownDeliveryStatus(order)} labels="saluni.orders.statuses" />
                </TableCell>
                <TableCell align="right">
                  <Button size="small" component={Link} to={orderPath(order._id)}>
                    {translate('saluni.orders.list.viewOrder')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
};
