import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSaluniDataProvider } from '../dataProvider';
import type { Order, OrderBuyer } from '../dataProvider/orders';
import { formatPhone } from '../format/phone';
import { paymentsOf, type PaymentRow } from '../orders';
import { mpesaPhoneRefusal } from '../shared/mpesaPhone';
import { CART_QUERY_KEY } from '../shared/appScreens';
import '../shared/specScreensTexts';

const orderPath = (order: Order) => `/order/${order._id}`;

/** The page of an order just made from the cart; the server emptied the cart, so it is read again first. */
export const useOpenNewOrder = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (order: Order) => {
    await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    navigate(orderPath(order));
  };
};

/** What Pay sends: the payment rows and, when given, who the invoice is made out to. */
export interface CartPayment {
  rows: PaymentRow[];
  buyer?: OrderBuyer;
}

/**
 * Pay creates the order from the cart ('Order Created!'). Without an M-Pesa row the order page
 * opens at once; with one the request goes to the phone ('Processing Payment') and `onAwaiting`
 * gets the order while the client answers it. A refused request leaves the order with its
 * M-Pesa line pending: its page opens, where paying again is offered.
 */
export const usePayCart = (onAwaiting: (order: Order) => void) => {
  const notify = useNotify();
  const dataProvider = useSaluniDataProvider();
  const openOrder = useOpenNewOrder();
  return useMutation({
    mutationFn: async ({ rows, buyer }: CartPayment) => {
      const order = await dataProvider.createOrder(paymentsOf(rows), buyer);
      notify('saluni.spec.toast.order.created', { type: 'success', autoHideDuration: 5000 });
      const mpesaRow = rows.find((row) => row.method === 'm-pesa');
      // With an M-Pesa row the page waits for the phone first (the cart is read again then).
      if (!mpesaRow) return openOrder(order);
      notify('saluni.spec.toast.processingPayment', { type: 'success' });
      try {
        await dataProvider.payByMpesa({
          phoneNumber: mpesaRow.phone.trim(),
          amount: Number(mpesaRow.amount),
          transactionRef: order._id,
        });
      } catch (error) {
        notify(mpesaPhoneRefusal(error) ?? (error as Error).message, { type: 'error' });
        return openOrder(order);
      }
      notify('saluni.checkout.payment.requestSentToClient', {
        type: 'success',
        messageArgs: { phone: formatPhone(mpesaRow.phone.trim()) },
      });
      onAwaiting(order);
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
};
