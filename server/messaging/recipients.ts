import type { MessageAudience } from '../../registry/messages';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  clientCategories,
  clientCategoryMembers,
  clients,
  type SkippedRecipient,
} from '../db/schema';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { MAX_RECIPIENTS } from './schemas';
import { businessRowsMatching } from '../db/businessRows';
import { marketingAllowed } from './consent';

export interface Recipient {
  clientId: string;
  fullName: string;
  /** The e-mail address or the E.164 phone number. */
  address: string;
}

/** Every id names a record of this business; otherwise the whole send is a 422 on that field. */
const requireAll = (found: { id: string }[], ids: string[], field: string, message: string) => {
  if (new Set(found.map((row) => row.id)).size !== ids.length)
    throw validationFailed({ [field]: text(message) });
};

/**
 * The clients a message goes to: the chosen ones and the members of the chosen categories, each
 * once, by name. Contact Client is marketing: opted-out clients, those without recorded consent
 * for the channel and those without an address (or phone) are set aside with their reason. Only
 * the client's own fields and category memberships choose: never consultation forms or notes
 * (Kenya's Data Protection (General) Regulations, regulation 14). Unknown ids, or ids of another business, are a 422 before anything is written.
 */
export const resolveRecipients = async (
  tx: Database,
  businessId: string,
  selection: { clientIds: string[]; categoryIds: string[] },
  channel: 'email' | 'sms',
): Promise<{ recipients: Recipient[]; skipped: SkippedRecipient[] }> => {
  const { clientIds, categoryIds } = selection;
  if (clientIds.length) {
    const found = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.businessId, businessId), inArray(clients.id, clientIds)));
    requireAll(found, clientIds, 'clientIds', 'saluni.messaging.unknownClients');
  }
  if (categoryIds.length) {
    const found = await tx
      .select({ id: clientCategories.id })
      .from(clientCategories)
      .where(
        and(eq(clientCategories.businessId, businessId), inArray(clientCategories.id, categoryIds)),
      );
    requireAll(found, categoryIds, 'categoryIds', 'saluni.messaging.unknownCategories');
  }
  const chosen: SQL[] = [];
  if (clientIds.length) chosen.push(inArray(clients.id, clientIds));
  if (categoryIds.length) {
    const members = tx
      .select({ clientId: clientCategoryMembers.clientId })
      .from(clientCategoryMembers)
      .where(businessRowsMatching(clientCategoryMembers, businessId, { categoryId: categoryIds }));
    chosen.push(inArray(clients.id, members));
  }
  const rows = await tx
    .select({
      id: clients.id,
      fullName: clients.fullName,
      email: clients.email,
      phone: clients.phone,
      emailOptOut: clients.emailOptOut,
      smsOptOut: clients.smsOptOut,
      marketingEmail: clients.marketingEmail,
      marketingSms: clients.marketingSms,
      marketingWhatsapp: clients.marketingWhatsapp,
    })
    .from(clients)
    .where(and(eq(clients.businessId, businessId), or(...chosen)))
    .orderBy(asc(clients.fullName), asc(clients.id))
    .limit(MAX_RECIPIENTS + 1);
  if (rows.length > MAX_RECIPIENTS)
    throw validationFailed({
      categoryIds: text('saluni.messaging.tooManyRecipients', { max: MAX_RECIPIENTS }),
    });

  const recipients: Recipient[] = [];
  const skipped: SkippedRecipient[] = [];
  for (const row of rows) {
    const optedOut = channel === 'email' ? row.emailOptOut : row.smsOptOut;
    const address = (channel === 'email' ? row.email : row.phone)?.trim();
    if (optedOut) skipped.push({ clientId: row.id, fullName: row.fullName, reason: 'optedOut' });
    else if (!marketingAllowed(row, channel))
      skipped.push({ clientId: row.id, fullName: row.fullName, reason: 'noConsent' });
    else if (!address)
      skipped.push({ clientId: row.id, fullName: row.fullName, reason: 'noAddress' });
    else recipients.push({ clientId: row.id, fullName: row.fullName, address });
  }
  return { recipients, skipped };
};

/** `POST /v1/client-audience`: how many a send would reach, and how many it would skip and why. */
export const audienceOf = async (
  tx: Database,
  businessId: string,
  selection: { clientIds: string[]; categoryIds: string[] },
  channel: 'email' | 'sms',
): Promise<MessageAudience> => {
  const { recipients, skipped } = await resolveRecipients(tx, businessId, selection, channel);
  const count = (reason: SkippedRecipient['reason']) =>
    skipped.filter((skip) => skip.reason === reason).length;
  return {
    recipients: recipients.length,
    skipped: {
      noConsent: count('noConsent'),
      optedOut: count('optedOut'),
      noAddress: count('noAddress'),
    },
  };
};
