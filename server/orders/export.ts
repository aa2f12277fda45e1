import type { FastifyReply } from 'fastify';
import { shownDeliveryStatus, type Order } from '../../registry/orders';
import type { Database } from '../db/database';
import { documentsInBatches } from '../registry/documentPage';
import { orders } from '../db/schema';
import { csvDateTime, sendCsv, type CsvColumn } from '../http/csv';
import { text } from '../http/messages';
import { orderDocuments } from './documents';
import type { orderListQuery } from './listQuery';

const label = (key: string) => text(`saluni.orders.export.${key}`);

/** The columns of orders.csv, headed in the caller's language, dates on the business's clock. */
const columnsIn = (timeZone: string): CsvColumn<Order>[] => [
  { header: label('orderNo'), value: (order) => order.orderNo },
  { header: label('date'), value: (order) => csvDateTime(order.createdAt, timeZone) },
  { header: label('customer'), value: (order) => order.client.fullName },
  { header: label('email'), value: (order) => order.client.email },
  {
    header: label('items'),
    value: (order) => order.lines.map((line) => `${line.quantity} x ${line.name}`).join('; '),
  },
  {
    header: label('paymentMethods'),
    value: (order) => [...new Set(order.payments.map((payment) => payment.method))].join('; '),
  },
  {
    header: label('paymentStatus'),
    value: (order) => text(`saluni.orders.paymentStatuses.${order.paymentStatus}`),
  },
  { header: label('total'), value: (order) => order.cost.toFixed(2) },
  { header: label('paid'), value: (order) => order.payment.amount.toFixed(2) },
  { header: label('refunded'), value: (order) => order.refundedAmount.toFixed(2) },
  { header: label('currency'), value: (order) => order.currency },
  {
    header: label('status'),
    value: (order) => text(`saluni.orders.statuses.${shownDeliveryStatus(order)}`),
  },
  { header: label('takenBy'), value: (order) => order.user?.displayName },
];

/** Streams orders.csv: the orders the list's filters select, in its order. */
export const sendOrdersCsv = (
  reply: FastifyReply,
  db: Database,
  businessId: string,
  timeZone: string,
  list: ReturnType<typeof orderListQuery>,
) =>
  sendCsv(
    reply,
    'orders.csv',
    columnsIn(timeZone),
    documentsInBatches(db, orders, list.where, list.orderBy, (rows) =>
      orderDocuments(db, businessId, rows),
    ),
  );
