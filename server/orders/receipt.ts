import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { v7 as uuidv7 } from 'uuid';
import { ORDER_AMOUNTS } from '../../registry/orderAmounts';
import type { Order } from '../../registry/orders';
import type { Database } from '../db/database';
import { outboxMessages } from '../db/schema';
import { readBusinessTax, type BusinessTax } from '../tax';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';

dayjs.extend(utc);
dayjs.extend(timezone);

const R = 'saluni.orders.receipt';

/**
 * What makes the e-mailed receipt a tax invoice (docs/areas/receipts.md): the seller's KRA PIN or
 * ABN and the invoice's number, in the receipt area's words.
 */
const taxInvoiceHead = (order: Order, business: BusinessTax): string[] => {
  const taxId = business.country === 'KE' ? business.settings.kraPin : business.settings.abn;
  const invoice = order.invoices.find((one) => one.kind === 'sale');
  return [
    ...(taxId ? [`${text(`saluni.receipts.taxId.${business.country}`)}: ${taxId}`] : []),
    ...(invoice ? [`${text('saluni.receipts.labels.invoiceNo')}: ${invoice.invoiceNo}`] : []),
  ];
};

/**
 * The receipt as plain text: business, order number and date, lines with their staff, totals,
 * the tips apart from the sale, payments (with the change given) and refunds. Blank lines separate its parts, which the outbox's HTML part turns
 * into paragraphs (server/messaging/emailHtml.ts), so one text makes both parts.
 */
export const receiptText = (order: Order, business: BusinessTax): string => {
  const money = (amount: number) => `${order.currency} ${amount.toFixed(2)}`;
  const head = [
    business.name,
    ...taxInvoiceHead(order, business),
    text(`${R}.orderNo`, { orderNo: order.orderNo }),
    text(`${R}.date`, {
      date: dayjs(order.createdAt).tz(business.timezone).format('YYYY-MM-DD HH:mm'),
    }),
    text(`${R}.client`, { name: order.client.fullName }),
  ];
  const lines = order.lines.map((line) => {
    const sold = text(line.discount > 0 ? `${R}.lineWithDiscount` : `${R}.line`, {
      quantity: line.quantity,
      name: line.name,
      price: money(line.unitPrice),
      discount: money(line.discount),
      total: money(line.total),
    });
    return line.employee ? `${sold} ${text(`${R}.staff`, { name: line.employee.fullName })}` : sold;
  });
  const totals = [
    text(`${R}.subtotal`, { amount: money(order.subtotal) }),
    ...ORDER_AMOUNTS.filter(({ key }) => order[key] > 0).map(({ key }) =>
      text(`${R}.${key}`, { amount: money(order[key]) }),
    ),
    text(`${R}.total`, { amount: money(order.cost) }),
    ...(business.context.registered
      ? [text(`saluni.receipts.taxLine.${business.country}`, { amount: money(order.tax) })]
      : []),
    ...(order.tipTotal > 0
      ? [text(`${R}.totalWithTips`, { amount: money(order.cost + order.tipTotal) })]
      : []),
    text(`${R}.paid`, { amount: money(order.payment.amount) }),
    ...(order.balanceDue > 0 ? [text(`${R}.balanceDue`, { amount: money(order.balanceDue) })] : []),
    ...(order.refundedAmount > 0
      ? [text(`${R}.refunded`, { amount: money(order.refundedAmount) })]
      : []),
  ];
  const payments = order.payments
    .filter((payment) => payment.status === 'paid')
    .map((payment) => {
      const method = text(`${R}.methods.${payment.method}`);
      const paid = text(payment.depositAppointmentId ? `${R}.depositPaid` : `${R}.payment`, {
        method,
        amount: money(payment.amount),
      });
      const withReference = payment.reference ? `${paid} (${payment.reference})` : paid;
      return payment.change
        ? `${withReference} ${text(`${R}.change`, { tendered: money(payment.tendered ?? 0), change: money(payment.change) })}`
        : withReference;
    });
  // Apart from the sale and its tax: a tip is the staff member's (docs/areas/orders.md "Tips").
  const tips =
    order.tips.length === 0
      ? []
      : [
          text(`${R}.tips`),
          ...order.tips.map((tip) =>
            text(`${R}.tipFor`, {
              name: tip.fullName ?? text(`${R}.formerStaff`),
              amount: money(tip.amount),
            }),
          ),
        ];
  return [head, lines, totals, tips, payments, [text(`${R}.thanks`)]]
    .filter((part) => part.length)
    .map((part) => part.join('\n'))
    .join('\n\n');
};

/**
 * Queues the receipt to the client's e-mail through the outbox, in the caller's transaction, as a
 * client e-mail (text and HTML). 422 when the client has no e-mail address.
 */
export const queueReceiptEmail = async (tx: Database, order: Order) => {
  const recipient = order.client.email?.trim();
  if (!recipient) throw validationFailed({ email: text(`${R}.noEmail`) });
  const business = await readBusinessTax(tx, order.businessId);
  await tx.insert(outboxMessages).values({
    businessId: order.businessId,
    id: uuidv7(),
    channel: 'email',
    recipient,
    subject: text(`${R}.subject`, { business: business.name, orderNo: order.orderNo }),
    body: receiptText(order, business),
    clientId: order.client._id,
  });
};
