import { Button, TableSortLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { shownDeliveryStatus } from '../../registry/orders';
import { Link } from 'react-router-dom';
import type { Order } from '../dataProvider/orders';
import { useBusinessFormat } from '../format';
import { StatusChip } from '../shared/StatusChip';
import { PagedTable, type Paging, type TableColumn } from '../shared/PagedTable';
import { orderPath } from '../shared/appScreens';
import { ORDER_PAGE_SIZES } from './orderState';
import './texts';

export type OrderDateSort = '-createdAt' | 'createdAt';

interface OrdersTableProps {
  /** The page of orders the server sent, until the first one arrives none. */
  result: { docs: Order[]; total: number } | undefined;
  fetching: boolean;
  paging: Paging;
  emptyText: string;
  /**
   * The Orders tab's table: the Customer column, Order Date sorted by a click, unread orders
   * tinted and bold. A client's purchases are one client's and keep the server's order.
   */
  hub?: { sort: OrderDateSort; onSortChange: (sort: OrderDateSort) => void };
}

const heading = (key: string) => `saluni.orders.list.${key}`;
/** Unread orders: tinted and bold until someone opens them. */
const UNREAD = { bgcolor: 'action.selected', '& > td': { fontWeight: 700 } };

/** The orders of the Orders tab and of a client's Purchases tab: number, date, payment and delivery chips, amounts, View Order. */
export const OrdersTable = ({ result, fetching, paging, emptyText, hub }: OrdersTableProps) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const unread = (order: Order) => !!hub && !order.read;
  const customer: TableColumn<Order> = {
    label: heading('customerColumn'),
    cellSx: { overflowWrap: 'anywhere' },
    render: (order) => order.client.fullName,
  };
  const columns: TableColumn<Order>[] = [
    { label: heading('orderId'), render: (order) => order.orderNo },
    ...(hub ? [customer] : []),
    {
      label: heading('orderDate'),
      heading: hub && (
        <TableSortLabel
          active
          direction={hub.sort === 'createdAt' ? 'asc' : 'desc'}
          onClick={() => hub.onSortChange(hub.sort === 'createdAt' ? '-createdAt' : 'createdAt')}
        >
          {translate(heading('orderDate'))}
        </TableSortLabel>
      ),
      render: (order) => format.dateTime(order.createdAt),
    },
    {
      label: heading('paymentStatus'),
      render: (order) => (
        <StatusChip status={order.paymentStatus} labels="saluni.orders.paymentStatuses" />
      ),
    },
    { label: heading('paidAmount'), render: (order) => format.money(order.payment.amount) },
    { label: heading('orderTotal'), render: (order) => format.money(order.cost) },
    {
      label: heading('deliveryStatus'),
      render: (order) => (
        <StatusChip status={shownDeliveryStatus(order)} labels="saluni.orders.statuses" />
      ),
    },
    {
      label: heading('actions'),
      alignRight: true,
      render: (order) => (
        <Button size="small" component={Link} to={orderPath(order._id)}>
          {translate('saluni.orders.list.viewOrder')}
        </Button>
      ),
    },
  ];
  return (
    <PagedTable
      columns={columns}
      rows={result?.docs ?? []}
      rowKey={(order) => order._id}
      loading={fetching && !result}
      emptyText={emptyText}
      paging={paging}
      total={result?.total ?? 0}
      sizes={ORDER_PAGE_SIZES}
      rowSx={(order) => (unread(order) ? UNREAD : {})}
      rowMarks={(order) => ({ 'data-unread': unread(order) || undefined })}
    />
  );
};
