import { TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Order, OrderTip } from '../dataProvider/orders';
import { useBusinessFormat } from '../format';
import { Section } from './OrderSections';
import './texts';

/** "Tip — Wanjiru Kamau", or a former staff member's tip when they have been removed. */
export const useTipLabel = () => {
  const translate = useTranslate();
  return (tip: OrderTip) =>
    translate('saluni.orders.tips.line', {
      name: tip.fullName ?? translate('saluni.orders.tips.formerStaff'),
    });
};

/**
 * The order's tips, apart from its lines (docs/areas/orders-web.md "Tips"): out of the sale and
 * its tax, each paid out in full to its staff member. Nothing shows for an order without tips.
 */
export const OrderTips = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const tipLabel = useTipLabel();
  if (order.tips.length === 0) return null;
  return (
    <Section
      title="saluni.orders.page.tips"
      columns={['tip', 'amount']}
      footer={
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('saluni.orders.tips.note')}
        </Typography>
      }
    >
      {order.tips.map((tip) => (
        <TableRow key={tip.employeeId}>
          <TableCell>{tipLabel(tip)}</TableCell>
          <TableCell>{format.money(tip.amount)}</TableCell>
        </TableRow>
      ))}
      <TableRow data-total="tipTotal">
        <TableCell align="right" sx={{ fontWeight: 700 }}>
          {translate('saluni.orders.page.tipTotal')}
        </TableCell>
        <TableCell sx={{ fontWeight: 700 }}>{format.money(order.tipTotal)}</TableCell>
      </TableRow>
    </Section>
  );
};
