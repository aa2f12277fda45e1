import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { businesses, clientMessages, outboxMessages } from '../db/schema';
import { smsSegments } from '../messaging';
import { firstClients } from './rows';

/** A starting SMS balance, so the demo can send without buying a bundle first. */
export const DEMO_SMS_BALANCE = 150;

/**
 * The demo's client messages: an e-mail and an SMS to its first two clients, shown as already
 * sent (the SMS delivered), with their units taken from the starting balance.
 */
export const seedMessages = async (tx: Database, businessId: string, userId: string) => {
  const chosen = await firstClients(tx, businessId, 2);
  const sms = 'Habari! Your next visit comes with 10% off all hair treatments this month.';
  const { segments } = smsSegments(sms);
  const withPhone = chosen.filter((client) => client.phone);
  const units = withPhone.length * segments;
  await tx
    .update(businesses)
    .set({ smsBalance: DEMO_SMS_BALANCE - units })
    .where(eq(businesses.id, businessId));
  const messages = [
    {
      channel: 'email' as const,
      subject: 'Our new opening hours',
      body: 'Hello,\n\nFrom next week we open at 8am, Monday to Saturday.\n\nSee you soon!',
      recipients: chosen,
      segments: 0,
    },
    { channel: 'sms' as const, subject: null, body: sms, recipients: withPhone, segments },
  ];
  const sentAt = new Date();
  for (const message of messages) {
    const id = uuidv7();
    const ids = chosen.map((client) => client.id);
    await tx.insert(clientMessages).values({
      businessId,
      id,
      channel: message.channel,
      subject: message.subject,
      body: message.body,
      clientIds: ids,
      categoryIds: [],
      skipped: [],
      segments: message.segments,
      unitsCharged: message.recipients.length * message.segments,
      sentBy: userId,
    });
    if (!message.recipients.length) continue;
    await tx.insert(outboxMessages).values(
      message.recipients.map((client) => ({
        businessId,
        id: uuidv7(),
        channel: message.channel,
        recipient: message.channel === 'email' ? client.email : client.phone!,
        subject: message.subject,
        body: message.body,
        status: 'sent' as const,
        attempts: 1,
        sentAt,
        clientMessageId: id,
        clientId: client.id,
        segments: message.channel === 'sms' ? message.segments : null,
        deliveryReport: message.channel === 'sms' ? 'Success' : null,
      })),
    );
  }
};
