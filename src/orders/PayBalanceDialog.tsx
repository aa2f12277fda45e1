import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PAYMENT_METHODS, type PaymentMethod } from '../../registry/orders';
import { useSaluniDataProvider } from '../dataProvider';
import type { Order, PaymentInput } from '../dataProvider/orders';
import { useBusinessFormat } from '../format';
import { useRequestFailed } from '../products/queries';
import { StatusChip } from '../shared/StatusChip';
import { minorUnits, parseAmount, pendingMpesa } from './orderState';

/**
 * Pays (part of) the balance due: cash with the change to give, card with its slip number, or an
 * M-Pesa STK push to the client's phone. An M-Pesa payment is recorded as pending, the push is
 * sent with the order as its transaction reference, and the page follows the order until the
 * callback settles it.
 */
export const PayBalanceDialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useBusinessFormat();
  const api = useSaluniDataProvider();
  const queryClient = useQueryClient();
  const requestFailed = useRequestFailed();
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [amount, setAmount] = useState(String(order.balanceDue));
  const [tendered, setTendered] = useState('');
  const [reference, setReference] = useState('');
  const [phone, setPhone] = useState(order.client.phone ?? '');
  const [pushed, setPushed] = useState(false);

  const amountValue = parseAmount(amount);
  const tenderedValue = parseAmount(tendered);
  const amountError =
    Number.isNaN(amountValue) || amountValue <= 0 || minorUnits(amountValue) > minorUnits(order.balanceDue)
      ? translate('saluni.orders.pay.amountInvalid', { amount: format.money(order.balanceDue) })
      : undefined;
  const tenderedError =
    method === 'cash' && tendered.trim() !== '' && (Number.isNaN(tenderedValue) || minorUnits(tenderedValue) < minorUnits(amountValue))
      ? translate('saluni.orders.pay.tenderedTooLow')
      : undefined;
  const phoneError = method === 'm-pesa' && !phone.trim() ? translate('saluni.orders.pay.phoneRequired') : undefined;
  const change = method === 'cash' && !tenderedError && tenderedValue > 0 ? (minorUnits(tenderedValue) - minorUnits(amountValue)) / 100 : 0;

  const pay = useMutation({
    mutationFn: async () => {
      const payment: PaymentInput = { method, amount: amountValue };
      if (method === 'cash' && tendered.trim()) payment.tendered = tenderedValue;
      if (method === 'card' && reference.trim()) payment.reference = reference.trim();
      if (method === 'm-pesa') payment.phone = phone.trim();
      const updated = await api.retryOrderPayment(order._id, payment);
      if (method === 'm-pesa') await api.payByMpesa({ phoneNumber: phone.trim(), amount: amountValue, transactionRef: order._id });
      return updated;
    },
    onSuccess: async () => {
      if (method === 'm-pesa') setPushed(true);
      else onClose();
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
    onError: requestFailed,
  });
  const submit = () => {
    notify('saluni.spec.toast.processingPayment', { type: 'success' });
    pay.mutate();
  };

  const waiting = pushed && pendingMpesa(order);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="pay-title">
      <DialogTitle id="pay-title">{translate('saluni.orders.pay.title', { number: order.orderNo })}</DialogTitle>
      <DialogContent>
        {pushed ? (
          <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }}>
            {waiting ? (
              <>
                <CircularProgress size={28} />
                <Typography>{translate('saluni.orders.pay.waiting')}</Typography>
              </>
            ) : (
              <StatusChip status={order.paymentStatus} labels="saluni.orders.paymentStatuses" />
            )}
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>{translate('saluni.orders.pay.due', { amount: format.money(order.balanceDue) })}</Typography>
            <TextField select label={translate('saluni.orders.pay.method')} value={method} onChange={(event) => setMethod(event.target.value as PaymentMethod)}>
              {PAYMENT_METHODS.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {translate(`saluni.orders.methods.${choice}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('saluni.orders.pay.amount')}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={!!amountError}
              helperText={amountError}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            {method === 'cash' && (
              <TextField
                label={translate('saluni.orders.pay.tendered')}
                value={tendered}
                onChange={(event) => setTendered(event.target.value)}
                error={!!tenderedError}
                helperText={tenderedError ?? (change > 0 ? translate('saluni.orders.pay.change', { amount: format.money(change) }) : undefined)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            )}
            {method === 'card' && (
              <TextField label={translate('saluni.orders.pay.reference')} value={reference} onChange={(event) => setReference(event.target.value)} />
            )}
            {method === 'm-pesa' && (
              <TextField
                label={translate('saluni.orders.pay.phone')}
                type="tel"
                autoComplete="tel"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
                error={!!phoneError}
                helperText={phoneError}
              />
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('saluni.orders.pay.close')}</Button>
        {!pushed && (
          <Button variant="contained" onClick={submit} disabled={!!(amountError || tenderedError || phoneError) || pay.isPending}>
            {translate('saluni.orders.pay.submit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
