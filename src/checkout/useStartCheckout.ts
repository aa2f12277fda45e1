import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import { CART_QUERY_KEY } from '../shared/appScreens';

/** The dashboard's Checkout: opening the dialog first empties the cart (back-office.md 2). */
export const useStartCheckout = (onEmptied: () => void) => {
  const dataProvider = useSaluniDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: () => dataProvider.emptyCart(),
    onSuccess: (cart) => {
      queryClient.setQueryData(CART_QUERY_KEY, cart);
      onEmptied();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
};
