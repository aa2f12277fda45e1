import { lazy, Suspense } from 'react';
import type { ContactClientDialogProps } from './ContactClientDialog';

// The dialog, its forms and the buy flow load on first open, so the dashboard and the client page stay light.
const ContactClientDialog = lazy(() =>
  import('./ContactClientDialog').then((module) => ({ default: module.ContactClientDialog })),
);

/** Contact Client, loaded when first opened. */
export const LazyContactClientDialog = (props: ContactClientDialogProps) => (
  <Suspense fallback={null}>
    <ContactClientDialog {...props} />
  </Suspense>
);
