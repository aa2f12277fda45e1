import { eq } from 'drizzle-orm';
import type { Language } from '../../texts/languages';
import { publicUrl } from '../config';
import type { Database } from '../db/database';
import { businesses, messageSettings } from '../db/schema';
import { speakingTo, text } from '../http/messages';

/**
 * Safaricom's opt-out for promotional SMS (its USSD "stop promotions" menu, *456*9*5#), which it
 * asks every promotional SMS to Kenyan subscribers to carry (docs/areas/messages-consent.md).
 */
export const SAFARICOM_OPT_OUT = 'STOP*456*9*5#';

/** The signed-out page that opts a client out of marketing e-mail in one click. */
export const unsubscribeLink = (token: string) => `${publicUrl()}/unsubscribe/${token}`;

/** The name marketing is signed with: the saved sender name, else the business's name. */
export const senderNameOf = async (tx: Database, businessId: string) => {
  const [business] = await tx
    .select({ name: businesses.name, country: businesses.country })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const [settings] = await tx
    .select({ senderName: messageSettings.senderName })
    .from(messageSettings)
    .where(eq(messageSettings.businessId, businessId));
  return {
    sender: settings?.senderName || business?.name || '',
    country: business?.country ?? 'KE',
  };
};

export interface OptOutLines {
  /** Appended to a marketing SMS: the sender, the reply keyword and, in Kenya, Safaricom's opt-out. */
  sms: string;
  /** Appended to a marketing e-mail, with `{link}` for its one-click address. */
  email: string;
}

/**
 * The opt-out lines of a business's marketing in `language`, or in the caller's language when
 * none is given (Contact Client: the staff write the words, the lines follow them).
 */
export const optOutLines = async (
  tx: Database,
  businessId: string,
  language?: Language,
): Promise<OptOutLines> => {
  const { sender, country } = await senderNameOf(tx, businessId);
  const words = () => ({
    sms: text('saluni.consent.smsOptOut', { sender }),
    email: text('saluni.consent.emailOptOut', { sender }),
  });
  const lines = language ? speakingTo({ language }, words) : words();
  return country === 'KE' ? { ...lines, sms: `${lines.sms} ${SAFARICOM_OPT_OUT}` } : lines;
};
