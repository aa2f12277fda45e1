import { ORDER_AMOUNTS } from '../../registry/orderAmounts';
import { Box, Card, CardContent, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useModuleAccess } from '../auth/useModuleAccess';
import type { Order, OrderLine } from '../dataProvider/orders';
import { useBusinessFormat } from '../format';
import { HeadedTable } from '../shared/HeadedTable';
import { sharesLabel } from '../shared/staffShareDraft';
import { StatusChip } from '../shared/StatusChip';
import { failedMpesaOf, MpesaFailureText, TryAgainLink } from './MpesaFailure';
import { bandLabel } from './taxBands';
import './taxTexts';
import { TableStatusRows } from '../shared/TableStatusRows';
import '../shared/staffSharesTexts';

/** A titled card holding one table of the order (a region named by its title); the table scrolls inside it on phones. */
export const Section = ({
  title,
  columns,
  empty,
  footer,
  children,
}: {
  title: string;
  columns: string[];
  /** For a list that may hold nothing: whether it does, and the text (an i18n key) saying so. */
  empty?: { when: boolean; text: string };
  /** What follows the table (a note, a summary). */
  footer?: ReactNode;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={titleId} gutterBottom>
          {translate(title)}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <HeadedTable
            columns={columns.map((column) => ({
              label: translate(`saluni.orders.page.${column}`),
            }))}
          >
            {empty && (
              <TableStatusRows
                columns={columns.length}
                loading={false}
                empty={empty.when}
                emptyText={empty.text}
              />
            )}
            {children}
          </HeadedTable>
        </Box>
        {footer}
      </CardContent>
    </Card>
  );
};

/** A service line's appointment (its day as every date of the business is shown), or that none is linked. */
const LineDetail = ({ line }: { line: OrderLine }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  if (line.kind !== 'service') return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {line.appointmentId
        ? translate('saluni.orders.page.appointment', {
            date: line.appointmentDate ? format.calendarDate(line.appointmentDate) : '',
            time: line.appointmentTime ?? '',
          })
        : translate('saluni.orders.page.noAppointment')}
    </Typography>
  );
};

const LINE_COLUMNS = [
  'item',
  'staff',
  'quantity',
  'refundedQuantity',
  'unitPrice',
  'discount',
  'taxBand',
  'total',
];

/**
 * The order's lines with the staff who did or sold each (a shared line's each with their share),
 * their tax band and, below, subtotal, discount, total, the tips (when any), paid, refunded and
 * the balance due.
 */
export const OrderLines = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const totals: [string, number][] = [
    ['subtotal', order.subtotal],
    ...ORDER_AMOUNTS.map(({ key }): [string, number] => [key, order[key]]),
    ['total', order.cost],
    // Tips are paid with the order but are not its sale: they show between the total and the paid.
    ...(order.tipTotal > 0 ? [['tipTotal', order.tipTotal] as [string, number]] : []),
    ['paid', order.payment.amount],
    ['refunded', order.refundedAmount],
    ['balanceDue', order.balanceDue],
  ];
  return (
    <Section title="saluni.orders.page.lines" columns={LINE_COLUMNS}>
      {order.lines.map((line) => (
        <TableRow key={line._id}>
          <TableCell>
            {line.name}
            <LineDetail line={line} />
          </TableCell>
          <TableCell>
            {line.staff.length > 1
              ? sharesLabel(line.staff, translate('saluni.staffShares.formerStaff'))
              : (line.employee?.fullName ?? translate('saluni.orders.page.noStaff'))}
          </TableCell>
          <TableCell>{line.quantity}</TableCell>
          <TableCell>{line.refundedQuantity}</TableCell>
          <TableCell>{format.money(line.unitPrice)}</TableCell>
          <TableCell>{format.money(line.discount)}</TableCell>
          <TableCell>
            {line.taxBand
              ? bandLabel(line.taxBand, line.taxRate)
              : translate('saluni.orders.page.noValue')}
          </TableCell>
          <TableCell>{format.money(line.total)}</TableCell>
        </TableRow>
      ))}
      {totals.map(([name, amount]) => (
        <TableRow key={name} data-total={name}>
          <TableCell
            colSpan={LINE_COLUMNS.length - 1}
            align="right"
            sx={{ fontWeight: name === 'total' || name === 'balanceDue' ? 700 : undefined }}
          >
            {translate(`saluni.orders.page.${name}`)}
          </TableCell>
          <TableCell
            sx={{ fontWeight: name === 'total' || name === 'balanceDue' ? 700 : undefined }}
          >
            {format.money(amount)}
          </TableCell>
        </TableRow>
      ))}
    </Section>
  );
};

/** Every payment toward the order: how, how much, its state, cash tendered and change, the slip or receipt number. */
export const OrderPayments = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const none = translate('saluni.orders.page.noValue');
  // Only the latest M-Pesa attempt of an order still owing money offers to try again.
  const canPay = useModuleAccess('sales.Checkout', 'create').allowed;
  const retryable =
    canPay && order.status !== 'cancelled' && failedMpesaOf(order)
      ? order.payments.filter((payment) => payment.method === 'm-pesa').at(-1)
      : undefined;
  return (
    <Section
      title="saluni.orders.page.payments"
      columns={['date', 'method', 'amount', 'status', 'tendered', 'change', 'reference']}
      empty={{ when: order.payments.length === 0, text: 'saluni.orders.page.noPayments' }}
    >
      {order.payments.map((payment) => (
        <TableRow key={payment._id}>
          <TableCell>{format.dateTime(payment.createdAt)}</TableCell>
          <TableCell>
            {payment.method === 'voucher' && payment.reference
              ? translate('saluni.orders.page.voucherPayment', { reference: payment.reference })
              : translate(`saluni.orders.methods.${payment.method}`)}
          </TableCell>
          <TableCell>{format.money(payment.amount)}</TableCell>
          <TableCell>
            <StatusChip status={payment.status} labels="saluni.orders.paymentStates" />
            {payment.failureReason && (
              <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                <MpesaFailureText reason={payment.failureReason} />
              </Typography>
            )}
            {payment === retryable && <TryAgainLink order={order} />}
          </TableCell>
          <TableCell>{payment.tendered === null ? none : format.money(payment.tendered)}</TableCell>
          <TableCell>{payment.change === null ? none : format.money(payment.change)}</TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{payment.reference ?? none}</TableCell>
        </TableRow>
      ))}
    </Section>
  );
};

/** Money given back, with the lines returned, the reason and who did it. */
export const OrderRefunds = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const none = translate('saluni.orders.page.noValue');
  const lineName = (lineId: string) =>
    order.lines.find((line) => line._id === lineId)?.name ?? lineId;
  return (
    <Section
      title="saluni.orders.page.refunds"
      columns={['date', 'amount', 'method', 'lines', 'reason', 'by']}
      empty={{ when: order.refunds.length === 0, text: 'saluni.orders.page.noRefunds' }}
    >
      {order.refunds.map((refund) => (
        <TableRow key={refund._id}>
          <TableCell>{format.dateTime(refund.createdAt)}</TableCell>
          <TableCell>{format.money(refund.amount)}</TableCell>
          <TableCell>{translate(`saluni.orders.methods.${refund.method}`)}</TableCell>
          <TableCell>
            <Stack>
              {refund.lines.length === 0
                ? none
                : refund.lines.map((line) => (
                    <span key={line.lineId}>{`${lineName(line.lineId)} × ${line.quantity}`}</span>
                  ))}
            </Stack>
          </TableCell>
          <TableCell>{refund.reason ?? none}</TableCell>
          <TableCell>{refund.createdBy?.displayName ?? none}</TableCell>
        </TableRow>
      ))}
    </Section>
  );
};

/** The stock the order moved: Sale OUT entries and SALES-RETURNS IN entries (read Sale and Return, as in the Sales Ledger), per product and warehouse. */
export const OrderStockEntries = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const entries = order.stockEntries ?? [];
  return (
    <Section
      title="saluni.orders.page.stock"
      columns={['product', 'warehouse', 'direction', 'referenceType', 'quantity']}
      empty={{ when: entries.length === 0, text: 'saluni.orders.page.noStock' }}
    >
      {entries.map((entry) => (
        <TableRow key={entry._id}>
          <TableCell>
            {entry.variant.sku
              ? `${entry.itemCode.title} (${entry.variant.sku})`
              : entry.itemCode.title}
          </TableCell>
          <TableCell>{entry.warehouse.name}</TableCell>
          <TableCell>{entry.transactionType}</TableCell>
          <TableCell>
            {translate(
              `saluni.orders.ledger.types.${entry.referenceType === 'Sale' ? 'SALE' : 'SALES-RETURNS'}`,
            )}
          </TableCell>
          <TableCell>{entry.quantity}</TableCell>
        </TableRow>
      ))}
    </Section>
  );
};
