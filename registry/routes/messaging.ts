import type { RouteDeclaration } from './declaration';

/** Messaging and the outbox (back-office.md 7, docs/areas/messaging.md). */
export const messagingRoutes = {
  outboxList: { method: 'GET', path: '/v1/outbox', replyKey: 'outboxMessagePage' },

  // Messaging (back-office.md 7, docs/areas/messaging.md). Deletes take `?id=`, one or several.
  clientEmailList: { method: 'GET', path: '/v1/client-email', replyKey: 'clientEmailPage' },
  clientEmailSend: { method: 'POST', path: '/v1/client-email', replyKey: 'clientEmails' },
  clientEmailDelete: {
    method: 'DELETE',
    path: '/v1/client-email',
    access: { module: 'marketing.Client Messages', action: 'delete' },
  },
  clientSmsList: { method: 'GET', path: '/v1/client-sms', replyKey: 'clientSMSPage' },
  clientSmsSend: { method: 'POST', path: '/v1/client-sms', replyKey: 'clientSMSs' },
  clientSmsDelete: {
    method: 'DELETE',
    path: '/v1/client-sms',
    access: { module: 'marketing.Client Messages', action: 'delete' },
  },
  // The SMS provider's delivery reports: the token in the path is the proof.
  smsDeliveryReport: {
    method: 'POST',
    path: '/v1/sms/delivery-report/:token',
    access: 'public',
    business: 'none',
  },
} as const satisfies Record<string, RouteDeclaration>;
