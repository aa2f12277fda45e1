import { CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';

// The trail's list, its names and texts load when a folded History is first opened, so the
// screens that fold one (the appointment dialog) do not grow by it.
const HistoryEntries = lazy(() =>
  import('./RecordHistory').then((module) => ({ default: module.HistoryEntries })),
);

/** A record's History entries, loaded when first shown. */
export const LazyHistoryEntries = (props: { table: string; recordId: string }) => (
  <Suspense fallback={<CircularProgress size={24} />}>
    <HistoryEntries {...props} />
  </Suspense>
);
