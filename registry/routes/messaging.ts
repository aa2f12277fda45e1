import type { Action } from '../modules';
import type { RouteDeclaration } from './declaration';

const messagesAccess = <A extends Action>(action: A) =>
  ({ module: 'marketing.Client Messages', action }) as const;

/** Messaging and the outbox (back-office.md 7, docs/areas/messaging.md). */
export const messagingRoutes = {
  // Members whose role is not staff (owners and admins) read the outbox.
  outboxList: {
    method: 'GET',
    path: '/v1/outbox',
    access: 'member',
    replyKey: 'outboxMessagePage',
  },

  // Messaging (back-office.md 7, docs/areas/messaging.md). Deletes take `?id=`, one or several,
  // and answer `{ clientEmail | clientSMS }` for one, `{ deleted }` for several.
  clientEmailList: {
    method: 'GET',
    path: '/v1/client-email',
    access: messagesAccess('read'),
    replyKey: 'clientEmailPage',
  },
  clientEmailSend: {
    method: 'POST',
    created: true,
    path: '/v1/client-email',
    access: messagesAccess('create'),
    replyKey: 'clientEmails',
  },
  clientEmailDelete: {
    method: 'DELETE',
    path: '/v1/client-email',
    access: messagesAccess('delete'),
  },
  clientSmsList: {
    method: 'GET',
    path: '/v1/client-sms',
    access: messagesAccess('read'),
    replyKey: 'clientSMSPage',
  },
  clientSmsSend: {
    method: 'POST',
    created: true,
    path: '/v1/client-sms',
    access: messagesAccess('create'),
    replyKey: 'clientSMSs',
  },
  clientSmsDelete: {
    method: 'DELETE',
    path: '/v1/client-sms',
    access: messagesAccess('delete'),
  },
  // The SMS provider's delivery reports: the token in the path is the proof.
  smsDeliveryReport: {
    method: 'POST',
    path: '/v1/sms/delivery-report/:token',
    access: 'public',
    business: 'none',
  },
} as const satisfies Record<string, RouteDeclaration>;
