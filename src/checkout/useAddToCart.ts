import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSaluniDataProvider } from '../dataProvider';
import type { Cart } from '../dataProvider/orders';
import { CART_QUERY_KEY, CHECKOUT_PATH } from '../shared/appScreens';
import { entriesOf, type CheckoutSelection } from './checkoutSelection';

/**
 * Add To Cart (back-office.md 4): each selected item is added to the cart in turn; once all are
 * in, `onAdded` resets the selections, the app goes to the redirect path unless already there,
 * and the dialog closes. A refusal stops there with the server's message; what was added stays.
 */
export const useAddToCart = ({
  onAdded,
  redirectTo = CHECKOUT_PATH,
}: {
  onAdded: () => void;
  redirectTo?: string;
}) => {
  const dataProvider = useSaluniDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useMutation({
    mutationFn: async (selection: CheckoutSelection) => {
      let cart: Cart | undefined;
      // One after another: the cart is one document, each addition replies with all of it.
      for (const entry of entriesOf(selection)) cart = await dataProvider.addCartEntry(entry);
      return cart;
    },
    onSuccess: (cart) => {
      if (cart) queryClient.setQueryData(CART_QUERY_KEY, cart);
      onAdded();
      if (pathname !== redirectTo) navigate(redirectTo);
    },
    onError: async (error) => {
      notify(error.message, { type: 'error' });
      await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
  });
};
