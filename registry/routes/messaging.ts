import { moduleRoutes } from './moduleRoutes';
import { memberRoute, providerCallback } from './openRoutes';
import type { RouteDeclaration } from './declaration';

const messages = moduleRoutes('marketing.Client Messages');

/** Messaging and the outbox (back-office.md 7, docs/areas/messaging.md). */
export const messagingRoutes = {
  // Members whose role is not staff (owners and admins) read the outbox.
  outboxList: memberRoute('GET', '/v1/outbox', 'outboxMessagePage'),

  // Messaging (back-office.md 7, docs/areas/messaging.md). Deletes take `?id=`, one or several,
  // and answer `{ clientEmail | clientSMS }` for one, `{ deleted }` for several.
  clientEmailList: messages.read('/v1/client-email', 'clientEmailPage'),
  clientEmailSend: messages.create('/v1/client-email', 'clientEmails'),
  clientEmailDelete: {
    method: 'DELETE',
    path: '/v1/client-email',
    access: messages.access('delete'),
  },
  clientSmsList: messages.read('/v1/client-sms', 'clientSMSPage'),
  clientSmsSend: messages.create('/v1/client-sms', 'clientSMSs'),
  clientSmsDelete: { method: 'DELETE', path: '/v1/client-sms', access: messages.access('delete') },
  // The SMS provider's delivery reports: the token in the path is the proof.
  smsDeliveryReport: providerCallback('/v1/sms/delivery-report/:token'),
} as const satisfies Record<string, RouteDeclaration>;
