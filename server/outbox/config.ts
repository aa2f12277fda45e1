import {
  readSmsConfig,
  readWhatsAppConfig,
  type SmsConfig,
  type WhatsAppConfig,
} from '../messaging';

/** The outbox's settings from the environment (README lists them). */
export interface OutboxConfig {
  /** `smtp://user:pass@host:port` or `smtps://…`. */
  smtpUrl?: string;
  /** Without `smtpUrl`: the folder e-mails are written to as `.eml` files (the server's data folder's `mail`); without either, e-mails stay pending. */
  mailFolder?: string;
  /** The From of every e-mail. */
  from: string;
  /** How often the worker looks for due messages. */
  pollMilliseconds: number;
  /** SMS: Africa's Talking (`AT_USERNAME`, `AT_API_KEY`…), or the built-in simulator by default; without it SMS stay pending. */
  sms?: SmsConfig;
  /** The secret path segment of the delivery-report callback (`AT_CALLBACK_TOKEN`); without it the callback is a 404. */
  smsCallbackToken?: string;
  /** WhatsApp: the Cloud API, or the built-in simulator by default; without it WhatsApp stays pending. */
  whatsapp?: WhatsAppConfig;
}

export const readOutboxConfig = (env: NodeJS.ProcessEnv = process.env): OutboxConfig => ({
  smtpUrl: env.SMTP_URL || undefined,
  from: env.SMTP_FROM || 'Saluni <no-reply@saluni.local>',
  pollMilliseconds: Number(env.OUTBOX_POLL_MS ?? 5_000),
  sms: readSmsConfig(env),
  smsCallbackToken: env.AT_CALLBACK_TOKEN || undefined,
  whatsapp: readWhatsAppConfig(env),
});
