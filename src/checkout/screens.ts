/** The checkout page (/checkout), loaded on its first visit as a chunk of its own. */
export { CheckoutPage } from './CheckoutPage';
