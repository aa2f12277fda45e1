import { Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PAYMENT_METHODS, type PaymentMethod } from '../../registry/orders';
import { PaymentMethodSelect } from './PaymentMethodSelect';
import type { Order } from '../dataProvider/orders';
import { useBusinessFormat } from '../format';
import { OrderTaskDialog } from './OrderTaskDialog';
import { useOrderMutation } from './useOrderMutation';
import { minorUnits, parseAmount, refundableAmount, returnableUnits } from './orderState';
import { NoteField } from '../shared/NoteField';
import '../shared/specScreensTexts';

/** Whether a gift voucher paid the order: only then can a refund go back to the voucher. */
const paidByVoucher = (order: Order): boolean =>
  order.payments.some((payment) => payment.method === 'voucher' && payment.status === 'paid');

/**
 * Refund: units of chosen lines returned and/or an amount of money, a method and a reason. Each
 * field says what can still be refunded and refuses more (the server refuses it too). An order a
 * gift voucher paid is refunded to the voucher unless another method is chosen.
 */
export const RefundDialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useBusinessFormat();
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState('');
  const voucherPaid = paidByVoucher(order);
  const [method, setMethod] = useState<PaymentMethod>(voucherPaid ? 'voucher' : 'cash');
  const [reason, setReason] = useState('');

  const refundable = refundableAmount(order);
  const methods = PAYMENT_METHODS.filter((option) => option !== 'voucher' || voucherPaid);
  const lines = order.lines.filter((line) => returnableUnits(line) > 0);
  const quantityError = (line: Order['lines'][number]) => {
    const text = quantities[line._id] ?? '';
    if (text === '') return undefined;
    const units = Number(text);
    return Number.isInteger(units) && units >= 0 && units <= returnableUnits(line)
      ? undefined
      : translate('saluni.orders.refund.tooMany', { count: returnableUnits(line) });
  };
  const amountValue = parseAmount(amount);
  const amountError =
    amount.trim() !== '' &&
    (Number.isNaN(amountValue) || minorUnits(amountValue) > minorUnits(refundable))
      ? translate('saluni.orders.refund.tooMuch', { amount: format.money(refundable) })
      : undefined;
  const chosenLines = lines
    .map((line) => ({ lineId: line._id, quantity: Number(quantities[line._id] || 0) }))
    .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
  const invalid = !!amountError || lines.some((line) => quantityError(line));
  const nothingChosen = chosenLines.length === 0 && !(amountValue > 0);

  const refund = useOrderMutation(
    (api) =>
      api.refundOrder(order._id, {
        lines: chosenLines.length ? chosenLines : undefined,
        amount: amount.trim() === '' ? undefined : amountValue,
        method,
        reason: reason.trim() || undefined,
      }),
    () => {
      notify('saluni.spec.toast.orderRefund', { type: 'success' });
      onClose();
    },
  );

  return (
    <OrderTaskDialog
      titleId="refund-title"
      title={translate('saluni.orders.refund.title', { number: order.orderNo })}
      onClose={onClose}
      closeLabel="saluni.orders.refund.close"
      submit={
        refundable > 0
          ? {
              label: 'saluni.orders.refund.submit',
              onClick: () => refund.mutate(),
              disabled: invalid || nothingChosen || refund.isPending,
            }
          : undefined
      }
    >
      {refundable <= 0 ? (
        <Typography>{translate('saluni.orders.refund.nothingLeft')}</Typography>
      ) : (
        <Stack spacing={2} sx={{ pt: 1 }}>
          {lines.length > 0 && (
            <Typography variant="subtitle2">{translate('saluni.orders.refund.lines')}</Typography>
          )}
          {lines.map((line) => (
            <TextField
              key={line._id}
              type="number"
              size="small"
              label={line.name}
              value={quantities[line._id] ?? ''}
              onChange={(event) =>
                setQuantities((previous) => ({ ...previous, [line._id]: event.target.value }))
              }
              error={!!quantityError(line)}
              helperText={
                quantityError(line) ??
                translate('saluni.orders.refund.returnable', { count: returnableUnits(line) })
              }
              slotProps={{ htmlInput: { min: 0, max: returnableUnits(line), step: 1 } }}
            />
          ))}
          <TextField
            label={translate('saluni.orders.refund.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={!!amountError}
            helperText={
              amountError ??
              translate('saluni.orders.refund.amountHint', { amount: format.money(refundable) })
            }
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <PaymentMethodSelect
            label="saluni.orders.refund.method"
            names="saluni.orders.methods"
            value={method}
            methods={methods}
            onChange={setMethod}
          />
          <NoteField label="saluni.orders.refund.reason" value={reason} onChange={setReason} />
          {nothingChosen && (
            <Typography variant="body2" color="text.secondary">
              {translate('saluni.orders.refund.chooseSomething')}
            </Typography>
          )}
        </Stack>
      )}
    </OrderTaskDialog>
  );
};
