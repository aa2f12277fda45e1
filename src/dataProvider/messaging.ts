import type { ClientEmail, ClientSms } from '../../registry/messaging';
import type { MessageAudience } from '../../registry/messages';
import { ROUTES } from '../../registry/routes';
import type { RouteCaller } from './routeCall';

import type { MessagePage, Recipients } from '../../registry/messaging';

export type * from '../../registry/messaging';

export interface MessagePaging {
  page: number;
  limit: number;
}

/** The client e-mail and SMS calls (back-office.md 7, docs/areas/messaging.md), as dataProvider methods. */
export const messagingMethods = ({ call }: RouteCaller) => ({
  listClientEmails: (paging: MessagePaging) =>
    call<MessagePage<ClientEmail>>(ROUTES.clientEmailList, { query: { ...paging } }),
  /** The reply is a list of one: the message sent, with its recipients' summary. */
  sendClientEmail: async (input: Recipients & { subject: string; intro: string }) =>
    (await call<ClientEmail[]>(ROUTES.clientEmailSend, { body: { ...input } }))[0],
  deleteClientEmail: (id: string) => call<unknown>(ROUTES.clientEmailDelete, { query: { id } }),
  listClientSms: (paging: MessagePaging) =>
    call<MessagePage<ClientSms>>(ROUTES.clientSmsList, { query: { ...paging } }),
  sendClientSms: async (input: Recipients & { message: string }) =>
    (await call<ClientSms[]>(ROUTES.clientSmsSend, { body: { ...input } }))[0],
  deleteClientSms: (id: string) => call<unknown>(ROUTES.clientSmsDelete, { query: { id } }),
  /** Who a send would reach, and who it would skip for lack of consent, before it is sent. */
  clientAudience: (input: Recipients & { channel: 'sms' | 'email' }) =>
    call<MessageAudience>(ROUTES.clientAudience, { body: { ...input } }),
});
