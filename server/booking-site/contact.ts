import type { Country } from '../../registry/business';
import { EMAIL_PATTERN, normalisePhone } from '../../registry/phone';
import type { Language } from '../../texts/languages';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { speakingTo, text } from '../http/messages';
import { queueSmsNotice } from '../messaging';
import { enqueueEmail } from '../outbox';

/** A mobile the booking site accepts: Kenyan 07xx/01xx, Australian 04xx. */
const MOBILE_OF: Record<Country, RegExp> = { KE: /^\+254[71]\d{8}$/, AU: /^\+614\d{8}$/ };

/** The mobile in E.164 when it is one of the country's mobiles, else null. */
export const siteMobile = (value: string, country: Country): string | null => {
  const phone = normalisePhone(value, country);
  return phone && MOBILE_OF[country].test(phone) ? phone : null;
};

export const isEmail = (value: string) => EMAIL_PATTERN.test(value);

/** `+254 7•• ••• 678`: enough for the visitor to recognise their number, not to learn one. */
export const maskedPhone = (phone: string) => {
  const country = phone.startsWith('+254') ? '+254' : phone.slice(0, 3);
  const rest = phone.slice(country.length);
  return `${country} ${rest[0]}•• ••• ${rest.slice(-3)}`;
};

/** `j•••@example.com`. */
export const maskedEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local[0] ?? ''}•••@${domain}`;
};

/** A message in both channels' words, in the reader's language. */
export interface Notice {
  language: Language;
  sms: () => string;
  emailSubject: () => string;
  emailBody: () => string;
}

export interface Destination {
  businessId: string;
  clientId?: string | null;
  phone: string | null;
  email: string | null;
  /** Whether the SMS is tried first (the e-mail is then the fallback). */
  preferSms: boolean;
  /** What it is about, when it is an appointment's message: its kind, appointment and dedupe key. */
  about?: { kind: string; appointmentId: string; dedupeKey: string };
}

/**
 * Queues a notice in the caller's transaction: by SMS from the business's balance when asked
 * and possible, else by e-mail when there is an address. Answers the channel and the address
 * used, or undefined when neither was possible (no SMS left and no e-mail).
 */
export const queueNotice = async (
  tx: Database,
  destination: Destination,
  notice: Notice,
): Promise<{ channel: 'sms' | 'email'; address: string } | undefined> => {
  const inLanguage = (words: () => string) => speakingTo({ language: notice.language }, words);
  if (destination.preferSms && destination.phone) {
    const queued = await queueSmsNotice(tx, {
      businessId: destination.businessId,
      recipient: destination.phone,
      body: inLanguage(notice.sms),
      clientId: destination.clientId,
      about: destination.about,
    });
    if (queued) return { channel: 'sms', address: destination.phone };
  }
  if (!destination.email) return undefined;
  await enqueueEmail(tx, {
    businessId: destination.businessId,
    recipient: destination.email,
    subject: inLanguage(notice.emailSubject),
    body: inLanguage(notice.emailBody),
    ...destination.about,
  });
  return { channel: 'email', address: destination.email };
};

export const tooManyRequests = (ttlMilliseconds: number) =>
  new HttpError(
    429,
    'TOO_MANY_REQUESTS',
    text('saluni.bookingFlow.validation.tooManyRequests', {
      smart_count: Math.max(1, Math.ceil(ttlMilliseconds / 60_000)),
    }),
  );
