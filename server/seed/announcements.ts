import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { appointments, businesses, clients, outboxMessages } from '../db/schema';
import { recordConsent, smsSegments } from '../messaging';
import { noticeKey, renderMessage } from '../notifications';
import { firstClients } from './rows';

/**
 * The demo's messages of the product's own: each coming appointment's confirmation, shown as
 * sent and delivered (its parts taken from the balance), so the job has nothing to confirm on
 * the first start and each client's Messages tab starts with one; and the marketing consent of
 * the first three clients, recorded by the owner on the client form.
 */
export const seedAnnouncements = async (tx: Database, businessId: string, userId: string) => {
  const coming = await tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        gt(appointments.startDate, new Date()),
        ne(appointments.status, 'cancelled'),
      ),
    );
  let units = 0;
  for (const appointment of coming) {
    const [client] = await tx
      .select({ phone: clients.phone })
      .from(clients)
      .where(and(eq(clients.businessId, businessId), eq(clients.id, appointment.clientId)));
    const message = await renderMessage(tx, {
      businessId,
      clientId: appointment.clientId,
      kind: 'confirmation',
      appointmentId: appointment.id,
    });
    if (!client?.phone || !message) continue;
    const { segments } = smsSegments(message.sms);
    units += segments;
    await tx.insert(outboxMessages).values({
      businessId,
      id: uuidv7(),
      channel: 'sms',
      recipient: client.phone,
      body: message.sms,
      status: 'sent',
      attempts: 1,
      sentAt: new Date(),
      clientId: appointment.clientId,
      segments,
      deliveryReport: 'Success',
      kind: 'confirmation',
      appointmentId: appointment.id,
      dedupeKey: noticeKey('confirmation', appointment),
    });
  }
  await tx
    .update(businesses)
    .set({ smsBalance: sql`greatest(${businesses.smsBalance} - ${units}, 0)` })
    .where(eq(businesses.id, businessId));
  for (const client of await firstClients(tx, businessId, 3))
    await recordConsent(tx, {
      businessId,
      clientId: client.id,
      channels: ['sms', 'email'],
      granted: true,
      method: 'form',
      recordedBy: userId,
    });
};
