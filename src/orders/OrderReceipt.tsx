import { ORDER_AMOUNTS } from '../../registry/orderAmounts';
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  Divider,
  GlobalStyles,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useRoles } from '../business/useRoles';
import type { Order } from '../dataProvider/orders';
import { useBusinessFormat } from '../format';
import { printOnlyStyles } from '../shared/printOnlyStyles';
import { DialogFrame } from '../shared/FormDialog';
import { minorUnits } from './orderState';

const RECEIPT_ID = 'order-receipt';

/** On paper only the receipt shows: the page, the menu and the dialog's buttons are left out. */
const PRINT_STYLES = printOnlyStyles(RECEIPT_ID);

const Row = ({ left, right, strong }: { left: ReactNode; right: ReactNode; strong?: boolean }) => (
  <Stack
    direction="row"
    sx={{ justifyContent: 'space-between', gap: 2, fontWeight: strong ? 700 : undefined }}
  >
    <Box sx={{ overflowWrap: 'anywhere' }}>{left}</Box>
    <Box sx={{ whiteSpace: 'nowrap' }}>{right}</Box>
  </Stack>
);

/** The printable receipt: business, order number, date, client, lines with their staff, totals, payments and the change given; Print opens the browser's print. */
export const OrderReceipt = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const { current } = useRoles();
  const paid = order.payments.filter((payment) => payment.status === 'paid');
  const change = paid.reduce((sum, payment) => sum + minorUnits(payment.change ?? 0), 0) / 100;
  return (
    <DialogFrame
      title={translate('saluni.orders.receipt.title')}
      titleId="receipt-title"
      onClose={onClose}
      maxWidth="xs"
    >
      <GlobalStyles styles={PRINT_STYLES} />
      <DialogContent>
        <Stack id={RECEIPT_ID} spacing={1} sx={{ fontFamily: 'monospace' }}>
          <Typography variant="h6" component="p" align="center">
            {current?.business.name}
          </Typography>
          <Typography align="center">
            {translate('saluni.orders.receipt.orderNo', { number: order.orderNo })}
          </Typography>
          <Typography align="center">{format.dateTime(order.createdAt)}</Typography>
          <Typography>
            {translate('saluni.orders.receipt.client', { name: order.client.fullName })}
          </Typography>
          <Divider />
          {order.lines.map((line) => (
            <Row
              key={line._id}
              left={
                <>
                  {`${line.name} × ${line.quantity}`}
                  {line.employee && (
                    <Box sx={{ fontSize: '0.875em' }}>
                      {translate('saluni.orders.receipt.staff', { name: line.employee.fullName })}
                    </Box>
                  )}
                </>
              }
              right={format.money(line.total)}
            />
          ))}
          <Divider />
          <Row
            left={translate('saluni.orders.page.subtotal')}
            right={format.money(order.subtotal)}
          />
          {ORDER_AMOUNTS.filter(({ key }) => order[key] > 0).map(({ key }) => (
            <Row
              key={key}
              left={translate(`saluni.orders.page.${key}`)}
              right={format.money(order[key])}
            />
          ))}
          <Row
            strong
            left={translate('saluni.orders.page.total')}
            right={format.money(order.cost)}
          />
          {paid.map((payment) => (
            <Row
              key={payment._id}
              left={
                payment.depositAppointmentId
                  ? translate('saluni.orders.receipt.depositPaid', {
                      method: translate(`saluni.orders.methods.${payment.method}`),
                    })
                  : translate(`saluni.orders.methods.${payment.method}`)
              }
              right={format.money(payment.tendered ?? payment.amount)}
            />
          ))}
          {change > 0 && (
            <Row left={translate('saluni.orders.receipt.change')} right={format.money(change)} />
          )}
          {order.refundedAmount > 0 && (
            <Row
              left={translate('saluni.orders.page.refunded')}
              right={format.money(order.refundedAmount)}
            />
          )}
          {order.balanceDue > 0 && (
            <Row
              strong
              left={translate('saluni.orders.page.balanceDue')}
              right={format.money(order.balanceDue)}
            />
          )}
          <Divider />
          <Typography align="center">{translate('saluni.orders.receipt.thanks')}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('saluni.orders.receipt.close')}</Button>
        <Button variant="contained" onClick={() => window.print()}>
          {translate('saluni.orders.receipt.print')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
};
