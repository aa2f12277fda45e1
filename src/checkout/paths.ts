/** Where the cart is paid (back-office.md 2, the Checkout dialog's redirect path). */
export const CHECKOUT_PATH = '/checkout';
