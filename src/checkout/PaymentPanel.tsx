import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PAYMENT_METHODS } from '../../registry/orders';
import { useSaluniDataProvider } from '../dataProvider';
import type { Cart, Order } from '../dataProvider/orders';
import { useBusinessFormat } from '../format/useBusinessFormat';
import {
  useNotifyMpesaFailure,
  pendingMpesa,
  balanceLeft,
  minorUnits,
  newRow,
  rowErrors,
  type PaymentRow,
  PaymentRowFields,
} from '../orders';
import { BuyerFields } from './BuyerFields';
import {
  buyerErrors,
  buyerInput,
  buyerRefusal,
  buyerRequired,
  NO_BUYER,
  type BuyerErrors,
} from './buyerDetails';
import { useOpenNewOrder, usePayCart } from './usePayCart';
import { fieldErrorsOf } from '../shared/errorMessage';

/** How often the order is asked for again while the client confirms the M-Pesa request on the phone. */
export const ORDER_POLL_MS = 3000;

/** The order after its M-Pesa request went out, asked for every few seconds until the payment is settled; then its page. */
export const AwaitingMpesa = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const openOrder = useOpenNewOrder();
  const notifyFailure = useNotifyMpesaFailure();
  useQuery({
    queryKey: ['order', order._id, 'mpesa'],
    queryFn: async () => {
      const latest = await dataProvider.getOrder(order._id);
      // Polling stops with the first settled reply, so this runs once.
      if (!pendingMpesa(latest)) {
        await openOrder(latest);
        notifyFailure(latest);
      }
      return latest;
    },
    refetchInterval: (query) =>
      query.state.data && !pendingMpesa(query.state.data) ? false : ORDER_POLL_MS,
    refetchOnWindowFocus: false,
  });
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
      <CircularProgress size={24} aria-hidden />
      <Typography>{translate('saluni.checkout.payment.awaitingClient')}</Typography>
    </Stack>
  );
};

/**
 * Payment of the cart: one or more rows (cash with change due, card with its reference, M-Pesa
 * for KES businesses, a gift voucher's code) adding up to at most the total with the tips, who the invoice is to (required for an
 * Australian sale of A$1,000 or more), then Pay (`usePayCart`). With an M-Pesa
 * row the order page opens once the client has answered on the phone (the page shows
 * `AwaitingMpesa` meanwhile); without, at once.
 */
export const PaymentPanel = ({
  cart,
  onAwaiting,
}: {
  cart: Cart;
  onAwaiting: (order: Order) => void;
}) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const pay = usePayCart(onAwaiting);
  // Untouched, the one row pays the whole amount, whatever the lines and the tip change it to.
  const [edited, setEdited] = useState<PaymentRow[] | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [buyer, setBuyer] = useState(NO_BUYER);
  const [buyerRefused, setBuyerRefused] = useState<BuyerErrors>({});
  // Why the server refused the payments (a gift voucher spent meanwhile), shown until they change.
  const [paymentsRefused, setPaymentsRefused] = useState<string | undefined>();
  const mustNameBuyer = buyerRequired(format.country, cart.total);
  const buyerMissing = buyerErrors(buyer, mustNameBuyer);
  // The client pays the sale and the tips on it; the sale alone decides the invoice's buyer.
  const toPay = (minorUnits(cart.total) + minorUnits(cart.tipTotal)) / 100;
  const rows = edited ?? [newRow(0, 'cash', toPay)];
  const balance = balanceLeft(rows, toPay);
  const errors = rows.map((row) => rowErrors(row, format.country));
  const invalid =
    errors.some((rowError) => Object.keys(rowError).length > 0) ||
    balance < 0 ||
    Object.keys(buyerMissing).length > 0;
  const mpesaRow = rows.find((row) => row.method === 'm-pesa');
  const methodsFor = (row: PaymentRow) =>
    PAYMENT_METHODS.filter(
      (method) =>
        method !== 'm-pesa' || (cart.currency === 'KES' && (!mpesaRow || mpesaRow === row)),
    );

  const submit = () => {
    setShowErrors(true);
    if (invalid) return;
    pay.mutate(
      { rows, buyer: buyerInput(buyer) },
      {
        onError: (error) => {
          setBuyerRefused(buyerRefusal(error));
          setPaymentsRefused(fieldErrorsOf(error).payments);
        },
      },
    );
  };
  const change = (index: number) => (row: PaymentRow) => {
    setPaymentsRefused(undefined);
    setEdited(rows.map((item, position) => (position === index ? row : item)));
  };
  const leftBy = (index: number) => {
    const others = rows.filter((_, position) => position !== index);
    const left = balanceLeft(others, toPay);
    if (rows[index]!.method !== 'voucher') return left;
    // A gift voucher pays the sale, never the tips (docs/areas/orders.md "Tips").
    const vouchers = others.filter((row) => row.method === 'voucher');
    return Math.min(left, balanceLeft(vouchers, cart.total));
  };
  const nextKey = Math.max(...rows.map((row) => row.key)) + 1;
  return (
    <Stack spacing={2} component="section" aria-labelledby="checkout-payment-title">
      <Typography variant="h6" component="h2" id="checkout-payment-title">
        {translate('saluni.checkout.payment.title')}
      </Typography>
      {rows.map((row, index) => (
        <PaymentRowFields
          key={row.key}
          row={row}
          errors={showErrors ? errors[index]! : {}}
          methods={methodsFor(row)}
          leftToPay={leftBy(index)}
          onChange={change(index)}
          onRemove={
            rows.length > 1
              ? () => setEdited(rows.filter((_, position) => position !== index))
              : undefined
          }
        />
      ))}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography role="status">
          {translate('saluni.checkout.payment.balanceLeft', { amount: format.money(balance) })}
        </Typography>
        {balance > 0 && (
          <Button onClick={() => setEdited([...rows, newRow(nextKey, 'card', balance)])}>
            {translate('saluni.checkout.payment.addPayment')}
          </Button>
        )}
      </Stack>
      {showErrors && balance < 0 && (
        <Alert severity="error">{translate('saluni.checkout.payment.overTotal')}</Alert>
      )}
      {paymentsRefused && <Alert severity="error">{paymentsRefused}</Alert>}
      <BuyerFields
        country={format.country}
        values={buyer}
        errors={{ ...(showErrors ? buyerMissing : {}), ...buyerRefused }}
        required={mustNameBuyer}
        onChange={(values) => {
          setBuyer(values);
          setBuyerRefused({});
        }}
      />
      {!cart.client && (
        <Alert severity="info">{translate('saluni.spec.checkout.empty.selectClient')}</Alert>
      )}
      <Button
        variant="contained"
        size="large"
        onClick={submit}
        disabled={pay.isPending || !cart.client}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('saluni.checkout.payment.pay', { amount: format.money(toPay) })}
      </Button>
    </Stack>
  );
};
