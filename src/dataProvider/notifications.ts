import type {
  ClientConsent,
  ConsentMethod,
  ConversationEntry,
  MessageChannel,
  MessageKind,
  MessagePreview,
  MessageSettings,
  MessageSettingsDocument,
  MessageTemplate,
  MessagesReport,
  ScheduledJobsDocument,
} from '../../registry/messages';
import { ROUTES } from '../../registry/routes';
import type { RouteCaller } from './routeCall';

/** A template's words as the editor sends them, for one kind in one language. */
export interface TemplateWords {
  kind: MessageKind;
  language: MessageTemplate['language'];
  smsBody: string;
  emailSubject: string;
  emailBody: string;
}

/** Whose conversation: a client's, or one appointment's. */
export type ConversationOf = { clientId: string } | { appointmentId: string };

export interface ConversationReply {
  clientId: string;
  appointmentId?: string;
  channel: MessageChannel;
  body: string;
}

/** A marketing consent (or its withdrawal) as staff record it. */
export interface ConsentRecord {
  clientId: string;
  channel: MessageChannel;
  granted: boolean;
  method: ConsentMethod;
  note: string;
}

/** The automatic messages' calls (docs/areas/messages-web.md), as dataProvider methods. */
export const notificationMethods = ({ call }: RouteCaller) => ({
  getMessageSettings: () => call<MessageSettingsDocument>(ROUTES.messageSettingsGet),
  /** Numbers the form could not read go as typed, so the server names the field. */
  saveMessageSettings: (values: Record<keyof MessageSettings, unknown>) =>
    call<MessageSettingsDocument>(ROUTES.messageSettingsSave, { body: values }),
  /** Every kind in both languages: the business's words or the product's. */
  getMessageTemplates: () => call<MessageTemplate[]>(ROUTES.messageTemplatesGet),
  saveMessageTemplate: (words: TemplateWords) =>
    call<MessageTemplate>(ROUTES.messageTemplateSave, { body: { ...words } }),
  /** Back to the product's words for one kind in one language. */
  resetMessageTemplate: (kind: MessageKind, language: MessageTemplate['language']) =>
    call<MessageTemplate>(ROUTES.messageTemplateReset, { query: { kind, language } }),
  previewMessage: (words: TemplateWords) =>
    call<MessagePreview>(ROUTES.messagePreview, { body: { ...words } }),
  getScheduledJobs: () => call<ScheduledJobsDocument>(ROUTES.scheduledJobs),
  getConversation: (of: ConversationOf) =>
    call<ConversationEntry[]>(ROUTES.conversationGet, { query: { ...of } }),
  replyInConversation: (reply: ConversationReply) =>
    call<ConversationEntry>(ROUTES.conversationReply, { body: { ...reply } }),
  /** `from` and `to` are calendar days, YYYY-MM-DD, in the business's zone. */
  getMessagesReport: (range: { from: string; to: string }) =>
    call<MessagesReport>(ROUTES.messagesReport, { query: range }),
  /** The client's consent log, newest first. */
  getClientConsents: (clientId: string) =>
    call<ClientConsent[]>(ROUTES.clientConsentList, { query: { clientId } }),
  recordClientConsent: (record: ConsentRecord) =>
    call<ClientConsent>(ROUTES.clientConsentRecord, { body: { ...record } }),
});
