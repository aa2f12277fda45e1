import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDocument } from '../../../registry/bookingSite';
import { clientConsents, clients } from '../../../server/db/schema';
import { createSalon, type Salon } from '../booking-site/flowSupport';
import { body, send } from '../support/http';
import { createTestApp, type TestContext } from '../support/testApp';
import {
  addAppointment,
  addClient,
  addSentMessage,
  appointmentRow,
  inboundOf,
  incomingSms,
  outboxOf,
  repliesOutbox,
} from './support';

let context: TestContext;
let salon: Salon;

beforeAll(async () => {
  context = await createTestApp({ outbox: repliesOutbox });
  salon = await createSalon(context.app, context.database);
});
afterAll(async () => {
  await context?.close();
});

/** A client the salon reminded by SMS of an appointment ahead. */
const remindedClient = async (fields: Parameters<typeof addClient>[2] = {}) => {
  const client = await addClient(context.database, salon.businessId, fields);
  const appointmentId = await addAppointment(context.database, salon, client.id);
  await addSentMessage(context.database, {
    businessId: salon.businessId,
    clientId: client.id,
    recipient: client.phone,
    appointmentId,
  });
  return { ...client, appointmentId };
};

describe('incoming SMS', () => {
  it('confirms the appointment on "ndio", "C" and " yes ", the history saying so', async () => {
    for (const words of ['ndio', 'C', ' yes ']) {
      const client = await remindedClient();
      const response = await incomingSms(context.app, client.phone, words);
      expect(response.statusCode, words).toBe(200);
      const appointment = await appointmentRow(context.database, client.appointmentId);
      expect(appointment.status, words).toBe('confirmed');
      expect(appointment.statusHistory.at(-1)).toMatchObject({
        status: 'confirmed',
        byUserId: null,
      });
      const [inbound] = await inboundOf(context.database, salon.businessId, client.id);
      expect(inbound).toMatchObject({
        channel: 'sms',
        sender: client.phone,
        appointmentId: client.appointmentId,
        action: 'confirmed',
        body: words,
      });
    }
  });

  it('confirms the next upcoming appointment when the message named one already past', async () => {
    const client = await addClient(context.database, salon.businessId);
    const past = await addAppointment(context.database, salon, client.id, { hoursFromNow: -30 });
    const later = await addAppointment(context.database, salon, client.id);
    const sooner = await addAppointment(context.database, salon, client.id, { hoursFromNow: 20 });
    await addSentMessage(context.database, {
      businessId: salon.businessId,
      clientId: client.id,
      recipient: client.phone,
      appointmentId: past,
    });
    await incomingSms(context.app, client.phone, 'NDIO');
    expect((await appointmentRow(context.database, sooner)).status).toBe('confirmed');
    expect((await appointmentRow(context.database, later)).status).toBe('booked');
    expect((await appointmentRow(context.database, past)).status).toBe('booked');
  });

  it('opts the client out of marketing on "STOP" and "ONDOKA", with the proof and an answer', async () => {
    for (const words of ['STOP', 'ondoka']) {
      const client = await remindedClient({ language: 'sw' });
      expect((await incomingSms(context.app, client.phone, words)).statusCode).toBe(200);
      const [row] = await context.database.db
        .select()
        .from(clients)
        .where(eq(clients.id, client.id));
      expect(row).toMatchObject({
        marketingSms: false,
        marketingEmail: false,
        marketingWhatsapp: false,
      });
      const consents = await context.database.db
        .select()
        .from(clientConsents)
        .where(eq(clientConsents.clientId, client.id));
      expect(consents.map((consent) => consent.channel).sort()).toEqual([
        'email',
        'sms',
        'whatsapp',
      ]);
      expect(consents.every((consent) => !consent.granted && consent.method === 'reply')).toBe(
        true,
      );
      const [inbound] = await inboundOf(context.database, salon.businessId, client.id);
      expect(inbound!.action).toBe('opted-out');
      const answer = (await outboxOf(context.database, salon.businessId, client.id)).at(-1)!;
      expect(answer).toMatchObject({ kind: 'reply', channel: 'sms', marketing: false });
      expect(answer.body).toContain('Hutapokea tena matangazo');
      // The appointment is untouched.
      expect((await appointmentRow(context.database, client.appointmentId)).status).toBe('booked');
    }
  });

  it('answers "R" with a manage link that opens the booking', async () => {
    const client = await remindedClient();
    await incomingSms(context.app, client.phone, 'r');
    const answer = (await outboxOf(context.database, salon.businessId, client.id)).at(-1)!;
    expect(answer).toMatchObject({
      kind: 'reply',
      channel: 'sms',
      appointmentId: client.appointmentId,
    });
    const token = /manage#([A-Za-z0-9_-]+)/.exec(answer.body)?.[1];
    expect(token).toBeTruthy();
    const manage = await send(context.app, 'GET', `/v1/book/manage/${token}`);
    expect(manage.statusCode).toBe(200);
    const { startDate } = await appointmentRow(context.database, client.appointmentId);
    const { booking } = body<{ booking: BookingDocument }>(manage);
    expect(Date.parse(booking.start)).toBe(startDate.getTime());
    const [inbound] = await inboundOf(context.database, salon.businessId, client.id);
    expect(inbound!.action).toBe('manage-link');
  });

  it('keeps other words with no action, and a provider id delivered twice once', async () => {
    const client = await remindedClient();
    const first = await incomingSms(context.app, client.phone, 'C', { id: 'ATXid_twice' });
    const again = await incomingSms(context.app, client.phone, 'C', { id: 'ATXid_twice' });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    await incomingSms(context.app, client.phone, 'See you then!');
    const rows = await inboundOf(context.database, salon.businessId, client.id);
    expect(rows.map((row) => [row.body, row.action]).sort()).toEqual([
      ['C', 'confirmed'],
      ['See you then!', 'none'],
    ]);
  });

  it('answers 200 to a number nobody wrote to and stores nothing; 404 to a wrong token', async () => {
    const stranger = '+254799000111';
    const response = await incomingSms(context.app, stranger, 'STOP');
    expect(response.statusCode).toBe(200);
    const stored = await context.database.query(
      `select count(*)::text as count from inbound_messages where sender = $1`,
      [stranger],
    );
    expect(stored.rows[0]!.count).toBe('0');
    const client = await remindedClient();
    const wrong = await incomingSms(context.app, client.phone, 'C', { token: 'x'.repeat(31) });
    expect(wrong.statusCode).toBe(404);
    expect(await inboundOf(context.database, salon.businessId, client.id)).toEqual([]);
  });
});
