import { lazy, Suspense } from 'react';
import type { AppointmentDialogProps } from './AppointmentDialog';

// The booking form, its pickers and the client's quick-create load on first open, so the
// dashboard and the calendar draw without them.
const AppointmentDialog = lazy(() =>
  import('./AppointmentDialog').then((module) => ({ default: module.AppointmentDialog })),
);

/** The appointment dialog (book or edit), loaded when first opened. */
export const LazyAppointmentDialog = (props: AppointmentDialogProps) => (
  <Suspense fallback={null}>
    <AppointmentDialog {...props} />
  </Suspense>
);
