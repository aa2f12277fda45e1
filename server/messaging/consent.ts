import type { MessageChannel } from '../../registry/messages';
import type { clients } from '../db/schema';

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
