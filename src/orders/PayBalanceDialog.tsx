import { CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PAYMENT_METHODS, type PaymentMethod } from '../../registry/orders';
import {
  newRow,
  paymentOf,
  rowErrors,
  type PaymentRow,
  type PaymentRowTexts,
  type RowRules,
} from './paymentRows';
import { PaymentRowFields } from './PaymentRowFields';
import { OrderTaskDialog } from './OrderTaskDialog';
import { useOrderMutation } from './useOrderMutation';
import type { Order } from '../dataProvider/orders';
import { useBusinessFormat } from '../format';
import { StatusChip } from '../shared/StatusChip';
import { pendingMpesa } from './orderState';
import '../shared/specScreensTexts';

/** The checkout's payment row in the order page's own words; its amount message names the balance due. */
const PAY_BALANCE_TEXTS: PaymentRowTexts = {
  methodLabel: 'saluni.orders.pay.method',
  methodNames: 'saluni.orders.methods',
  amount: 'saluni.orders.pay.amount',
  tendered: 'saluni.orders.pay.tendered',
  changeDue: 'saluni.orders.pay.change',
  reference: 'saluni.orders.pay.reference',
  phone: 'saluni.orders.pay.phone',
  amountInvalid: 'saluni.orders.pay.amountInvalid',
  wholeShillings: 'saluni.orders.pay.wholeShillings',
  tenderedTooLow: 'saluni.orders.pay.tenderedTooLow',
  phoneRequired: 'saluni.orders.pay.phoneRequired',
  phoneValid: 'saluni.spec.validation.phoneValid',
};

/**
 * Pays (part of) the balance due with the checkout's payment row: cash with the change to give,
 * card with its slip number, a gift voucher's code, or an M-Pesa STK push to the client's phone (KES orders). An M-Pesa
 * payment is recorded as pending, the push is sent with the order as its transaction reference,
 * and the page follows the order until the callback settles it.
 */
export const PayBalanceDialog = ({
  order,
  onClose,
  method = 'cash',
}: {
  order: Order;
  onClose: () => void;
  method?: PaymentMethod;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useBusinessFormat();
  const [row, setRow] = useState<PaymentRow>(() => ({
    ...newRow(0, method, order.balanceDue),
    phone: order.client.phone ?? '',
  }));
  const [pushed, setPushed] = useState(false);

  const rules: RowRules = { texts: PAY_BALANCE_TEXTS, maxAmount: order.balanceDue };
  const errors = rowErrors(row, format.country, rules);
  const methods = PAYMENT_METHODS.filter(
    (method) => method !== 'm-pesa' || order.currency === 'KES',
  );

  const pay = useOrderMutation(
    async (api) => {
      const payment = paymentOf(row);
      const updated = await api.retryOrderPayment(order._id, payment);
      if (row.method === 'm-pesa')
        await api.payByMpesa({
          phoneNumber: row.phone.trim(),
          amount: payment.amount,
          transactionRef: order._id,
        });
      return updated;
    },
    () => {
      if (row.method === 'm-pesa') setPushed(true);
      else onClose();
    },
  );
  const submit = () => {
    notify('saluni.spec.toast.processingPayment', { type: 'success' });
    pay.mutate();
  };

  const waiting = pushed && pendingMpesa(order);
  return (
    <OrderTaskDialog
      titleId="pay-title"
      title={translate('saluni.orders.pay.title', { number: order.orderNo })}
      onClose={onClose}
      closeLabel="saluni.orders.pay.close"
      submit={
        pushed
          ? undefined
          : {
              label: 'saluni.orders.pay.submit',
              onClick: submit,
              disabled: Object.keys(errors).length > 0 || pay.isPending,
            }
      }
    >
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
          <Typography>
            {translate('saluni.orders.pay.due', { amount: format.money(order.balanceDue) })}
          </Typography>
          <PaymentRowFields
            row={row}
            errors={errors}
            methods={methods}
            rules={rules}
            leftToPay={order.balanceDue}
            onChange={setRow}
          />
        </Stack>
      )}
    </OrderTaskDialog>
  );
};
