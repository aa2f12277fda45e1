import { Alert, Button } from '@mui/material';
import { useCallback, useEffect, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { MpesaFailureReason } from '../../registry/orders';
import type { Order } from '../dataProvider/orders';
import { pendingMpesa } from './orderState';
import './texts';

/** The query string that opens the order page's payment dialog on M-Pesa: "Try again" leads there. */
export const PAY_AGAIN_BY_MPESA = 'pay=m-pesa';

export const payAgainPath = (order: Pick<Order, '_id'>) =>
  `/order/${order._id}?${PAY_AGAIN_BY_MPESA}`;

/** The latest M-Pesa row of an order still owing money, when it failed: its reason is worth telling. */
export const failedMpesaOf = (order: Order): MpesaFailureReason | null => {
  const latest = order.payments.filter((payment) => payment.method === 'm-pesa').at(-1);
  return order.balanceDue > 0 && latest?.failureReason ? latest.failureReason : null;
};

/** The reason of a failed M-Pesa payment in words, beside its row's status. */
export const MpesaFailureText = ({ reason }: { reason: MpesaFailureReason }) => {
  const translate = useTranslate();
  return <>{translate(`saluni.orders.failureReasons.${reason}`)}</>;
};

/** The toast of a failed M-Pesa payment: why, and "Try again" (a new push from the order page). */
const MpesaFailureToast = ({ order, reason }: { order: Order; reason: MpesaFailureReason }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Alert
      severity="error"
      variant="filled"
      action={
        <Button color="inherit" size="small" onClick={() => navigate(payAgainPath(order))}>
          {translate('saluni.orders.tryAgain')}
        </Button>
      }
    >
      <MpesaFailureText reason={reason} />
    </Alert>
  );
};

/** Tells, in a toast, why the order's M-Pesa payment failed, with "Try again". */
export const useNotifyMpesaFailure = () => {
  const notify = useNotify();
  return useCallback(
    (order: Order) => {
      const reason = failedMpesaOf(order);
      if (!reason) return;
      notify(<MpesaFailureToast order={order} reason={reason} />, {
        type: 'error',
        autoHideDuration: 15_000,
      });
    },
    [notify],
  );
};

/** On the order page: the toast once a followed M-Pesa payment ends unpaid (not for one that failed before the page opened). */
export const useMpesaFailureToast = (order: Order | undefined) => {
  const notifyFailure = useNotifyMpesaFailure();
  const wasPending = useRef(false);
  useEffect(() => {
    if (!order) return;
    if (wasPending.current && !pendingMpesa(order)) notifyFailure(order);
    wasPending.current = pendingMpesa(order);
  }, [order, notifyFailure]);
};

/** "Try again" on a failed M-Pesa row: the payment dialog, on M-Pesa. */
export const TryAgainLink = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={payAgainPath(order)} size="small">
      {translate('saluni.orders.tryAgain')}
    </Button>
  );
};
