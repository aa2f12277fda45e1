import { lazy, Suspense, type ComponentProps } from 'react';

// The dashboard's own dialogs load on first open, so its figures draw without their forms.
const AppointmentGapDialog = lazy(() =>
  import('./AppointmentGapDialog').then((module) => ({ default: module.AppointmentGapDialog })),
);
const StarterServicesDialog = lazy(() =>
  import('./StarterServicesDialog').then((module) => ({ default: module.StarterServicesDialog })),
);

/** Appointment Gap, loaded when first opened. */
export const LazyAppointmentGapDialog = (props: ComponentProps<typeof AppointmentGapDialog>) => (
  <Suspense fallback={null}>
    <AppointmentGapDialog {...props} />
  </Suspense>
);

/** The starter services offer of the first-run checklist, loaded when first opened. */
export const LazyStarterServicesDialog = (props: ComponentProps<typeof StarterServicesDialog>) => (
  <Suspense fallback={null}>
    <StarterServicesDialog {...props} />
  </Suspense>
);
