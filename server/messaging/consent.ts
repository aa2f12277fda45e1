import { v7 as uuidv7 } from 'uuid';
import type { ConsentMethod, MessageChannel } from '../../registry/messages';
import { businessRow } from '../db/businessRows';
import type { Database } from '../db/database';
import { clientConsents, clients } from '../db/schema';

type ClientRow = typeof clients.$inferSelect;

/**
 * Whether marketing may go to this client by this channel (docs/areas/messages.md): only with
 * consent recorded for the channel, and never to an address the client opted out of.
 */
export const marketingAllowed = (
  client: Pick<
    ClientRow,
    'marketingSms' | 'marketingEmail' | 'marketingWhatsapp' | 'smsOptOut' | 'emailOptOut'
  >,
  channel: MessageChannel,
): boolean => {
  if (channel === 'email') return client.marketingEmail && !client.emailOptOut;
  if (channel === 'sms') return client.marketingSms && !client.smsOptOut;
  return client.marketingWhatsapp;
};

const CONSENT_COLUMN = {
  sms: 'marketingSms',
  email: 'marketingEmail',
  whatsapp: 'marketingWhatsapp',
} as const satisfies Record<MessageChannel, keyof ClientRow>;

export interface ConsentChange {
  businessId: string;
  clientId: string;
  channels: readonly MessageChannel[];
  granted: boolean;
  method: ConsentMethod;
  /** The user who recorded it; null when the client did it (a reply, a link, the booking page). */
  recordedBy?: string | null;
  note?: string | null;
}

/**
 * Records a marketing consent given or withdrawn, in the caller's transaction: the client's
 * state per channel and, for each channel it changes, a row of the consent log (the proof).
 * A channel already in that state writes nothing. Answers the channels changed.
 */
export const recordConsent = async (
  tx: Database,
  change: ConsentChange,
): Promise<MessageChannel[]> => {
  const [client] = await tx
    .select()
    .from(clients)
    .where(businessRow(clients, change.businessId, change.clientId))
    .for('update');
  if (!client) return [];
  const changed = change.channels.filter(
    (channel) => client[CONSENT_COLUMN[channel]] !== change.granted,
  );
  if (!changed.length) return [];
  await tx
    .update(clients)
    // The log row is the change's time; the record's own stays that of its last edit.
    .set(Object.fromEntries(changed.map((channel) => [CONSENT_COLUMN[channel], change.granted])))
    .where(businessRow(clients, change.businessId, change.clientId));
  await tx.insert(clientConsents).values(
    changed.map((channel) => ({
      businessId: change.businessId,
      id: uuidv7(),
      clientId: change.clientId,
      channel,
      granted: change.granted,
      method: change.method,
      recordedBy: change.recordedBy ?? null,
      note: change.note ?? null,
    })),
  );
  return changed;
};
