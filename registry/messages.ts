/*
 * Messages to clients that the product sends by itself (docs/areas/messages.md): the kinds,
 * channels, consent methods and reply actions both sides name, the settings' shape and
 * defaults, and the replies of the calls. Plain values only.
 */

/** What a message is about. The first four are transactional; the automations are marketing. */
export const MESSAGE_KINDS = [
  'confirmation',
  'moved',
  'cancelled',
  'reminder',
  'review',
  'birthday',
  'rebook',
  'winback',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Kinds sent about an appointment whatever the client's marketing consent. */
export const TRANSACTIONAL_KINDS = ['confirmation', 'moved', 'cancelled', 'reminder'] as const;
/** Kinds that need the client's recorded marketing consent, the opt-out and the quiet hours. */
export const AUTOMATION_KINDS = ['review', 'birthday', 'rebook', 'winback'] as const;
export type AutomationKind = (typeof AUTOMATION_KINDS)[number];

export const isMarketingKind = (kind: MessageKind): kind is AutomationKind =>
  (AUTOMATION_KINDS as readonly string[]).includes(kind);

/** Every channel a message may go by. */
export const MESSAGE_CHANNELS = ['sms', 'email', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** How a marketing consent (or its withdrawal) was given. */
export const CONSENT_METHODS = [
  'form',
  'booking-page',
  'consultation-form',
  'reply',
  'unsubscribe-link',
] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

/** What an incoming reply did. */
export const REPLY_ACTIONS = ['confirmed', 'manage-link', 'opted-out', 'none'] as const;
export type ReplyAction = (typeof REPLY_ACTIONS)[number];

/** The reply words and what they do, compared without case or surrounding spaces. */
export const REPLY_KEYWORDS: Record<string, Exclude<ReplyAction, 'none'>> = {
  C: 'confirmed',
  YES: 'confirmed',
  NDIO: 'confirmed',
  R: 'manage-link',
  STOP: 'opted-out',
  ONDOKA: 'opted-out',
  TOKA: 'opted-out',
  UNSUB: 'opted-out',
};

/** The placeholders a template may use, each `{name}` in its text. */
export const TEMPLATE_PLACEHOLDERS = [
  'firstName',
  'salon',
  'services',
  'staff',
  'date',
  'time',
  'address',
  'manageLink',
  'depositDue',
  'reviewLink',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

export interface ReminderOffset {
  /** Before the appointment's start: whole days count in local days (the same wall-clock time), the rest in hours. */
  minutesBefore: number;
  enabled: boolean;
}

export interface AutomationSettings {
  review: { enabled: boolean; hoursAfter: number };
  birthday: { enabled: boolean };
  /** Overdue when the days since the last visit pass the client's usual interval by `graceDays`. */
  rebook: { enabled: boolean; graceDays: number };
  winback: { enabled: boolean; days: number };
}

/** `GET|PUT /v1/message-settings`. */
export interface MessageSettings {
  confirmationEnabled: boolean;
  movedEnabled: boolean;
  cancelledEnabled: boolean;
  reminders: ReminderOffset[];
  /** The name messages are signed with; null means the business's name. */
  senderName: string | null;
  /** Marketing waits for this window in the business's zone ('HH:mm'); null means the country's default. */
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
  reviewLink: string | null;
  automations: AutomationSettings;
}

export interface MessageSettingsDocument extends MessageSettings {
  businessId: string;
  saved: boolean;
  /** The window in force: the saved one or the country's default (KE 07:00-19:00, AU 08:00-21:00). */
  sendingWindow: { start: string; end: string };
}

export const DEFAULT_REMINDERS: ReminderOffset[] = [
  { minutesBefore: 1440, enabled: true },
  { minutesBefore: 120, enabled: true },
];

export const DEFAULT_AUTOMATIONS: AutomationSettings = {
  review: { enabled: false, hoursAfter: 2 },
  birthday: { enabled: false },
  rebook: { enabled: false, graceDays: 7 },
  winback: { enabled: false, days: 90 },
};

/** Marketing's sending window when the business has not set one. */
export const DEFAULT_SENDING_WINDOW = {
  KE: { start: '07:00', end: '19:00' },
  AU: { start: '08:00', end: '21:00' },
} as const;

export const MESSAGE_LIMITS = {
  reminders: 4,
  minutesBefore: { min: 15, max: 10_080 },
  senderName: 40,
  smsBody: 1000,
  emailSubject: 200,
  emailBody: 5000,
  reply: 1000,
  hoursAfter: { min: 0, max: 72 },
  graceDays: { min: 0, max: 90 },
  winbackDays: { min: 30, max: 730 },
} as const;

/** One template: a kind in one language, for SMS and WhatsApp's text and for e-mail. */
export interface MessageTemplate {
  kind: MessageKind;
  language: 'en' | 'sw';
  smsBody: string;
  emailSubject: string;
  emailBody: string;
  /** True when nothing is saved and these are the product's words. */
  isDefault: boolean;
}

/** `POST /v1/message-preview`: the template filled with a sample appointment. */
export interface MessagePreview {
  sms: { text: string; parts: number; encoding: 'GSM-7' | 'UCS-2'; units: number };
  email: { subject: string; body: string };
}

/** One line of a client's (or an appointment's) conversation, newest first. */
export interface ConversationEntry {
  id: string;
  direction: 'out' | 'in';
  channel: MessageChannel;
  /** Out: the kind, 'reply' for staff answers, 'campaign' for Contact Client; in: null. */
  kind: MessageKind | 'reply' | 'campaign' | null;
  body: string;
  /** Out: pending, sent, delivered, failed; in: received. */
  status: 'pending' | 'sent' | 'delivered' | 'failed' | 'received';
  /** In only: what the reply did. */
  action: ReplyAction | null;
  appointmentId: string | null;
  at: string;
}

/** One recorded consent or withdrawal. */
export interface ClientConsent {
  id: string;
  clientId: string;
  channel: MessageChannel;
  granted: boolean;
  method: ConsentMethod;
  recordedBy: string | null;
  note: string | null;
  createdAt: string;
}

/** `POST /v1/client-audience`: who a Contact Client send would reach, before it is sent. */
export interface MessageAudience {
  recipients: number;
  skipped: { noConsent: number; optedOut: number; noAddress: number };
}

/** One timed job as the owner sees it. */
export interface ScheduledJobState {
  name: string;
  intervalSeconds: number;
  status: 'idle' | 'running' | 'failing';
  nextRunAt: string;
  lastFinishedAt: string | null;
  lastError: string | null;
  failures: number;
  runs: number;
}

export interface ScheduledJobsDocument {
  jobs: ScheduledJobState[];
  /** The business's messages not yet sent: how many, and how many wait for the sending window. */
  pendingMessages: { count: number; waitingForWindow: number; nextAt: string | null };
}

/** `GET /v1/report/messages`: per channel, and the months' no-shows and late cancellations. */
export interface MessagesReport {
  channels: {
    channel: MessageChannel;
    sent: number;
    delivered: number;
    failed: number;
    /** SMS units (or WhatsApp conversations) used. */
    units: number;
  }[];
  confirmationsReceived: number;
  months: { month: string; appointments: number; noShows: number; lateCancellations: number }[];
}
