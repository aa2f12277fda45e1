import { lazy, Suspense } from 'react';
import type { CheckoutDialogProps } from './CheckoutDialog';

// The dialog and its pickers load on first open, so the dashboard and the initial page stay light.
const CheckoutDialog = lazy(() =>
  import('./CheckoutDialog').then((module) => ({ default: module.CheckoutDialog })),
);

/** The Checkout dialog, loaded when first opened. */
export const LazyCheckoutDialog = (props: CheckoutDialogProps) => (
  <Suspense fallback={null}>
    <CheckoutDialog {...props} />
  </Suspense>
);
