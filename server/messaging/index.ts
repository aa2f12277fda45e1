/** What the messaging area offers the rest of the server: other areas and app.ts reach it only here. */
export { emailHtml } from './emailHtml';
export { failSmsRow } from './refund';
export { queueSmsNotice } from './notice';
export { creditSmsUnits, debitSmsUnits } from './smsBalance';
export type { SmsNotice } from './notice';
export { registerMessagingRoutes } from './routes';
export { smsSegments } from './segments';
export { readSmsConfig, smsGateway } from './smsConfig';
export type { SmsConfig } from './smsConfig';
export type { SmsGateway, SmsRecipientResult } from './smsGateway';
export { marketingAllowed, recordConsent } from './consent';
export type { ConsentChange } from './consent';
export { nextSendingTime, sendingWindowOf } from './sendingWindow';
export type { SendingWindow } from './sendingWindow';
export {
  cloudWhatsAppGateway,
  readWhatsAppConfig,
  simulatorWhatsAppGateway,
  whatsAppGateway,
} from './whatsapp';
export type { WhatsAppConfig, WhatsAppGateway, WhatsAppMessage, WhatsAppResult } from './whatsapp';
export { marketingSendingTime } from './sendingWindow';
export { optOutLines, senderNameOf, unsubscribeLink, SAFARICOM_OPT_OUT } from './marketing';
export type { OptOutLines } from './marketing';
export { audienceOf } from './recipients';
export { audienceSchema } from './schemas';
