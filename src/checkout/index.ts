/** What other areas use of this area; they import nothing else of it. */
export { CheckoutOffer } from './CheckoutOffer';
export { LazyCheckoutDialog } from './LazyCheckoutDialog';
export { useStartCheckout } from './useStartCheckout';
