import type { RouteDeclaration } from './declaration';
import { moduleRoutes } from './moduleRoutes';
import { providerCallback } from './openRoutes';

const business = moduleRoutes('settings.Business');
const messages = moduleRoutes('marketing.Client Messages');
const clients = moduleRoutes('clients.Profile');

/** Messages the product sends by itself, replies, consent and the scheduler (docs/areas/messages.md). */
export const messagesRoutes = {
  messageSettingsGet: business.read('/v1/message-settings', 'messageSettings'),
  messageSettingsSave: business.update('/v1/message-settings', 'messageSettings'),
  // Every kind in both languages, the business's words or the product's.
  messageTemplatesGet: business.read('/v1/message-templates', 'messageTemplates'),
  messageTemplateSave: business.update('/v1/message-templates', 'messageTemplate'),
  // `?kind&language`: back to the product's words.
  messageTemplateReset: business.remove('/v1/message-templates', 'messageTemplate'),
  messagePreview: business.call('POST', 'read', '/v1/message-preview', 'messagePreview'),
  scheduledJobs: business.read('/v1/scheduled-jobs', 'scheduledJobs'),

  // A client's (`?clientId`) or an appointment's (`?appointmentId`) messages and replies.
  conversationGet: clients.read('/v1/conversation', 'conversation'),
  // Staff answer from the client's page or the appointment.
  conversationReply: messages.create('/v1/conversation', 'conversationEntry'),
  clientConsentList: clients.read('/v1/client-consent', 'clientConsents'),
  clientConsentRecord: clients.call('POST', 'update', '/v1/client-consent', 'clientConsent'),
  // Contact Client's count of who would be reached and who skipped, before sending.
  clientAudience: messages.call('POST', 'read', '/v1/client-audience', 'audience'),
  messagesReport: messages.read('/v1/report/messages', 'messagesReport'),

  // Providers and signed-out clients: the token or the signature is the proof.
  smsIncoming: providerCallback('/v1/sms/incoming/:token'),
  whatsappWebhookVerify: {
    method: 'GET',
    path: '/v1/whatsapp/webhook',
    access: 'public',
    business: 'none',
  },
  whatsappWebhook: providerCallback('/v1/whatsapp/webhook'),
  // RFC 8058 one-click: the mail client posts `List-Unsubscribe=One-Click`; the page's button posts too.
  unsubscribe: providerCallback('/v1/unsubscribe/:token'),
  unsubscribePage: {
    method: 'GET',
    path: '/unsubscribe/:token',
    access: 'public',
    business: 'none',
  },
} as const satisfies Record<string, RouteDeclaration>;
