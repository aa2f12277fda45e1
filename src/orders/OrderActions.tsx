import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paidAtSalon } from '../../registry/orders';
import { useModuleAccess } from '../auth/useModuleAccess';
import type { Order } from '../dataProvider/orders';
import { OrderReceipt } from './OrderReceipt';
import { pendingMpesa, refundableAmount } from './orderState';
import { ORDERS_TAB_PATH } from '../shared/appScreens';
import { PayBalanceDialog } from './PayBalanceDialog';
import { RefundDialog } from './RefundDialog';
import { useOrderMutation } from './useOrderMutation';
import '../shared/specScreensTexts';

const ORDERS = 'products.Orders';
type Opened = 'cancel' | 'delete' | 'refund' | 'pay' | 'receipt';
type Action = 'fulfil' | 'cancel' | 'delete' | 'checkPayment' | 'email';

/** Each one-call action's success toast. */
const TOASTS: Record<Action, string> = {
  fulfil: 'saluni.spec.toast.orderStatusUpdated',
  cancel: 'saluni.spec.toast.orderStatusUpdated',
  delete: 'saluni.spec.toast.order.deleted',
  checkPayment: 'saluni.spec.toast.processingPayment',
  email: 'saluni.orders.actions.emailed',
};

/**
 * What can be done with the order, by its state and the user's permissions: Fulfil while pending
 * and not paid at the salon, Cancel while pending, Refund while paid money remains, pay the balance (cash, card or M-Pesa), check
 * a pending M-Pesa payment, Delete while unpaid, print or e-mail the receipt.
 */
export const OrderActions = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const canUpdate = useModuleAccess(ORDERS, 'update').allowed;
  const canDelete = useModuleAccess(ORDERS, 'delete').allowed;
  const canPay = useModuleAccess('sales.Checkout', 'create').allowed;
  const [opened, setOpened] = useState<Opened>();
  // "Try again" of a failed M-Pesa payment (its row or its toast) opens the payment dialog on M-Pesa.
  const [params, setParams] = useSearchParams();
  const payingAgain =
    params.get('pay') === 'm-pesa' && canPay && order.balanceDue > 0 && !pendingMpesa(order);

  const act = useOrderMutation(
    (api, action: Action) => {
      const calls: Record<Action, () => Promise<unknown>> = {
        fulfil: () => api.fulfilOrder(order._id),
        cancel: () => api.setOrderStatus(order._id, 'cancelled'),
        delete: () => api.deleteOrder(order._id),
        checkPayment: () => api.checkOrderPayment(order._id),
        email: () => api.emailOrderReceipt(order._id),
      };
      return calls[action]();
    },
    (action) => {
      notify(TOASTS[action], { type: 'success' });
      // Away from a deleted order first, so its page does not ask for it again.
      if (action === 'delete') navigate(ORDERS_TAB_PATH);
    },
  );
  const confirmed = (action: 'cancel' | 'delete') => () => {
    setOpened(undefined);
    act.mutate(action);
  };

  const pending = order.status === 'pending';
  const waitingForMpesa = pendingMpesa(order);
  const buttons: { key: string; show: boolean; onClick: () => void; colour?: 'error' }[] = [
    // An order paid at the salon has been handed over: nothing to fulfil.
    {
      key: 'fulfil',
      show: canUpdate && pending && !paidAtSalon(order),
      onClick: () => act.mutate('fulfil'),
    },
    {
      key: 'cancel',
      show: canUpdate && pending,
      onClick: () => setOpened('cancel'),
      colour: 'error',
    },
    {
      key: 'refund',
      show: canUpdate && refundableAmount(order) > 0,
      onClick: () => setOpened('refund'),
    },
    {
      key: 'pay',
      show: canPay && order.status !== 'cancelled' && order.balanceDue > 0 && !waitingForMpesa,
      onClick: () => setOpened('pay'),
    },
    {
      key: 'checkPayment',
      show: canPay && waitingForMpesa,
      onClick: () => act.mutate('checkPayment'),
    },
    {
      key: 'delete',
      show: canDelete && order.paymentStatus === 'unpaid',
      onClick: () => setOpened('delete'),
      colour: 'error',
    },
    { key: 'print', show: true, onClick: () => setOpened('receipt') },
    { key: 'email', show: canUpdate && !!order.client.email, onClick: () => act.mutate('email') },
  ];
  return (
    <>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1 }}
        role="group"
        aria-label={translate('saluni.orders.actions.label')}
      >
        {buttons
          .filter((button) => button.show)
          .map((button) => (
            <Button
              key={button.key}
              variant="outlined"
              color={button.colour}
              onClick={button.onClick}
              disabled={act.isPending}
            >
              {translate(`saluni.orders.actions.${button.key}`)}
            </Button>
          ))}
      </Stack>
      <Confirm
        isOpen={opened === 'cancel' || opened === 'delete'}
        title={
          opened === 'delete'
            ? 'saluni.orders.actions.deleteTitle'
            : 'saluni.orders.actions.cancelTitle'
        }
        translateOptions={{ number: order.orderNo }}
        content={
          opened === 'delete'
            ? 'saluni.orders.actions.deleteContent'
            : 'saluni.orders.actions.cancelContent'
        }
        confirm={
          opened === 'delete' ? 'saluni.orders.actions.delete' : 'saluni.orders.actions.cancel'
        }
        cancel="saluni.orders.actions.keep"
        onConfirm={confirmed(opened === 'delete' ? 'delete' : 'cancel')}
        onClose={() => setOpened(undefined)}
      />
      {opened === 'refund' && <RefundDialog order={order} onClose={() => setOpened(undefined)} />}
      {opened === 'pay' && <PayBalanceDialog order={order} onClose={() => setOpened(undefined)} />}
      {payingAgain && opened !== 'pay' && (
        <PayBalanceDialog
          order={order}
          method="m-pesa"
          onClose={() => setParams({}, { replace: true })}
        />
      )}
      {opened === 'receipt' && (
        <OrderReceipt order={order} canSend={canUpdate} onClose={() => setOpened(undefined)} />
      )}
    </>
  );
};
