import { useSaluniDataProvider } from '../dataProvider';
import { useCartChange } from './cartQueries';

/** The dashboard's Checkout: opening the dialog first empties the cart (back-office.md 2). */
export const useStartCheckout = (onEmptied: () => void) => {
  const dataProvider = useSaluniDataProvider();
  return useCartChange<void>(() => dataProvider.emptyCart(), onEmptied);
};
