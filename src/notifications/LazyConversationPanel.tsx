import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import type { ConversationPanelProps } from './ConversationPanel';

// The panel and its texts load when the tab is first opened, so the client page and the appointment stay light.
const ConversationPanel = lazy(() =>
  import('./ConversationPanel').then((module) => ({ default: module.ConversationPanel })),
);

/** A client's or an appointment's messages and replies, loaded when first shown. */
export const LazyConversationPanel = (props: ConversationPanelProps) => (
  <Suspense fallback={<Loading />}>
    <ConversationPanel {...props} />
  </Suspense>
);
