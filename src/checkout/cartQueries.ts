import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSaluniDataProvider } from '../dataProvider';
import type { Appointment } from '../dataProvider/appointments';
import type { Cart } from '../dataProvider/orders';
import { CART_QUERY_KEY, CHECKOUT_PATH } from '../shared/appScreens';

/** The signed-in user's cart in the current business, as the server keeps it. */
export const useCart = () => {
  const dataProvider = useSaluniDataProvider();
  return useQuery({ queryKey: CART_QUERY_KEY, queryFn: () => dataProvider.getCart() });
};

/**
 * A change to the cart. Every cart call replies with the whole cart, which replaces the one
 * shown, so no second read follows; then `onChanged` runs. A refusal is the server's message in
 * an error toast, unless `onRefused` shows it itself (under its field) and says so.
 */
export const useCartChange = <Input>(
  change: (input: Input) => Promise<Cart>,
  onChanged?: (cart: Cart) => void,
  onRefused?: (error: Error) => boolean,
) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: change,
    onSuccess: (cart) => {
      queryClient.setQueryData(CART_QUERY_KEY, cart);
      onChanged?.(cart);
    },
    onError: (error) => {
      if (!onRefused?.(error)) notify(error.message, { type: 'error' });
    },
  });
};

/**
 * Checkout of a booked appointment: a new cart with that client and the appointment's services,
 * each linked to the appointment; then /checkout, to take payment, and `onStarted`.
 */
export const useCheckoutAppointment = (appointment: Appointment, onStarted: () => void) => {
  const navigate = useNavigate();
  const dataProvider = useSaluniDataProvider();
  return useCartChange<void>(
    async () => {
      await dataProvider.emptyCart();
      let cart = await dataProvider.updateCart({ clientId: appointment.clientId });
      for (const serviceId of appointment.serviceIds)
        cart = await dataProvider.addCartEntry({
          kind: 'service',
          serviceId,
          appointmentId: appointment._id,
          quantity: 1,
        });
      return cart;
    },
    () => {
      navigate(CHECKOUT_PATH);
      onStarted();
    },
  );
};
