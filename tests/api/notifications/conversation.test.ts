import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationEntry, MessagesReport } from '../../../registry/messages';
import { localDate } from '../../../server/tenancy/zonedTime';
import { createSalon, type Salon } from '../booking-site/flowSupport';
import { addMember } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { createTestApp, type TestContext } from '../support/testApp';
import {
  addAppointment,
  addClient,
  addSentMessage,
  incomingSms,
  repliesOutbox,
  whatsappText,
  whatsappWebhook,
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

const conversationOf = async (query: Record<string, string>, cookie = salon.owner.cookie) => {
  const response = await send(
    context.app,
    'GET',
    withQuery('/v1/conversation', { businessId: salon.businessId, ...query }),
    { cookie },
  );
  expect(response.statusCode).toBe(200);
  return body<{ conversation: ConversationEntry[] }>(response).conversation;
};
const answer = (payload: Record<string, unknown>, cookie = salon.owner.cookie) =>
  send(context.app, 'POST', '/v1/conversation', {
    cookie,
    payload: { businessId: salon.businessId, ...payload },
  });
const fieldsOf = (response: Awaited<ReturnType<typeof send>>) =>
  body<ErrorBody>(response).error.fields;

/** A client reminded by SMS of an appointment, who answered "C". */
const conversingClient = async () => {
  const client = await addClient(context.database, salon.businessId);
  const appointmentId = await addAppointment(context.database, salon, client.id);
  await addSentMessage(context.database, {
    businessId: salon.businessId,
    clientId: client.id,
    recipient: client.phone,
    appointmentId,
  });
  await incomingSms(context.app, client.phone, 'C');
  return { ...client, appointmentId };
};

describe('the conversation', () => {
  it('lists messages out and replies in, newest first, for the client and the appointment', async () => {
    const client = await conversingClient();
    const forClient = await conversationOf({ clientId: client.id });
    expect(
      forClient.map((entry) => [entry.direction, entry.kind, entry.status, entry.action]),
    ).toEqual([
      ['in', null, 'received', 'confirmed'],
      ['out', 'reminder', 'sent', null],
    ]);
    expect(forClient.every((entry) => entry.appointmentId === client.appointmentId)).toBe(true);
    const forAppointment = await conversationOf({ appointmentId: client.appointmentId });
    expect(forAppointment.map((entry) => entry.id)).toEqual(forClient.map((entry) => entry.id));
    const refused = await send(
      context.app,
      'GET',
      withQuery('/v1/conversation', { businessId: salon.businessId }),
      { cookie: salon.owner.cookie },
    );
    expect(refused.statusCode).toBe(422);
  });

  it('queues a staff answer on the chosen channel and shows it first', async () => {
    const client = await conversingClient();
    const response = await answer({
      clientId: client.id,
      appointmentId: client.appointmentId,
      channel: 'sms',
      body: '  Thank you, see you then!  ',
    });
    expect(response.statusCode).toBe(201);
    const entry = body<{ conversationEntry: ConversationEntry }>(response).conversationEntry;
    expect(entry).toMatchObject({
      direction: 'out',
      channel: 'sms',
      kind: 'reply',
      status: 'pending',
      body: 'Thank you, see you then!',
      appointmentId: client.appointmentId,
    });
    expect((await conversationOf({ clientId: client.id }))[0]!.id).toBe(entry.id);
    const email = await answer({ clientId: client.id, channel: 'email', body: 'By mail' });
    expect(body<{ conversationEntry: ConversationEntry }>(email).conversationEntry.channel).toBe(
      'email',
    );
  });

  it('refuses an empty or too long text, an unknown client, a channel without an address', async () => {
    const client = await conversingClient();
    const noEmail = await addClient(context.database, salon.businessId, { email: '' });
    const cases: [Record<string, unknown>, string][] = [
      [{ clientId: client.id, channel: 'sms', body: '   ' }, 'body'],
      [{ clientId: client.id, channel: 'sms', body: 'x'.repeat(1001) }, 'body'],
      [
        { clientId: '01a00000-0000-7000-8000-000000000000', channel: 'sms', body: 'Hi' },
        'clientId',
      ],
      [{ clientId: noEmail.id, channel: 'email', body: 'Hi' }, 'channel'],
      [{ clientId: client.id, channel: 'fax', body: 'Hi' }, 'channel'],
    ];
    for (const [payload, field] of cases) {
      const response = await answer(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(fieldsOf(response)?.[field], field).toBeTruthy();
    }
  });

  it('answers on WhatsApp only within 24 hours of the client’s last WhatsApp message', async () => {
    const client = await conversingClient();
    const closed = await answer({ clientId: client.id, channel: 'whatsapp', body: 'Hello' });
    expect(closed.statusCode).toBe(422);
    expect(fieldsOf(closed)?.channel).toContain('24 hours');
    await addSentMessage(context.database, {
      businessId: salon.businessId,
      clientId: client.id,
      recipient: client.phone,
      channel: 'whatsapp',
    });
    await whatsappWebhook(context.app, whatsappText(client.phone.slice(1), 'Is 3pm free?'));
    const open = await answer({ clientId: client.id, channel: 'whatsapp', body: 'Yes it is' });
    expect(open.statusCode).toBe(201);
    expect(body<{ conversationEntry: ConversationEntry }>(open).conversationEntry.channel).toBe(
      'whatsapp',
    );
  });

  it('lets staff read with the client profile and answer with Client Messages create', async () => {
    const client = await conversingClient();
    const reader = await addMember(context.app, context.database, salon.businessId, {
      'clients.Profile': ['read'],
    });
    expect(await conversationOf({ clientId: client.id }, reader.cookie)).toHaveLength(2);
    const payload = { clientId: client.id, channel: 'sms', body: 'Hi' };
    expect((await answer(payload, reader.cookie)).statusCode).toBe(403);
    const writer = await addMember(context.app, context.database, salon.businessId, {
      'marketing.Client Messages': ['create'],
    });
    expect((await answer(payload, writer.cookie)).statusCode).toBe(201);
  });
});

describe('the messages report', () => {
  it('counts messages by channel, confirmations, no-shows and late cancellations', async () => {
    const owner = await createSalon(context.app, context.database, { freeCancellationHours: 24 });
    const client = await addClient(context.database, owner.businessId);
    const message = { businessId: owner.businessId, clientId: client.id, recipient: client.phone };
    const delivered = await addSentMessage(context.database, message);
    await addSentMessage(context.database, message);
    const failed = await addSentMessage(context.database, message);
    await addSentMessage(context.database, { ...message, channel: 'whatsapp' });
    await context.database.query(
      `update outbox_messages set delivery_report = 'Success' where id = $1`,
      [delivered],
    );
    await context.database.query(`update outbox_messages set status = 'failed' where id = $1`, [
      failed,
    ]);
    const cancelled = (hoursFromNow: number) =>
      addAppointment(context.database, owner, client.id, {
        hoursFromNow,
        status: 'cancelled',
        cancelledBy: 'client',
        statusHistory: [{ status: 'cancelled', at: new Date().toISOString(), byUserId: null }],
      });
    await cancelled(10); // inside the 24 hours: late
    await cancelled(200); // well before: free
    await addAppointment(context.database, owner, client.id, {
      hoursFromNow: -30,
      status: 'no_show',
    });
    await addAppointment(context.database, owner, client.id, { hoursFromNow: 30 });
    await incomingSms(context.app, client.phone, 'ndio');
    const day = (offset: number) =>
      localDate(new Date(Date.now() + offset * 86_400_000), 'Africa/Nairobi');
    const response = await send(
      context.app,
      'GET',
      withQuery('/v1/report/messages', {
        businessId: owner.businessId,
        from: day(-20),
        to: day(20),
      }),
      { cookie: owner.owner.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const report = body<{ messagesReport: MessagesReport }>(response).messagesReport;
    expect(report.channels).toEqual([
      { channel: 'sms', sent: 2, delivered: 1, failed: 1, units: 2 },
      { channel: 'email', sent: 0, delivered: 0, failed: 0, units: 0 },
      { channel: 'whatsapp', sent: 1, delivered: 0, failed: 0, units: 1 },
    ]);
    expect(report.confirmationsReceived).toBe(1);
    const total = (key: 'appointments' | 'noShows' | 'lateCancellations') =>
      report.months.reduce((sum, month) => sum + month[key], 0);
    expect([total('appointments'), total('noShows'), total('lateCancellations')]).toEqual([
      4, 1, 1,
    ]);
    expect(report.months.every((month) => /^\d{4}-\d{2}$/.test(month.month))).toBe(true);

    const bad = await send(
      context.app,
      'GET',
      withQuery('/v1/report/messages', { businessId: owner.businessId, from: '2026-13-45' }),
      { cookie: owner.owner.cookie },
    );
    expect(bad.statusCode).toBe(422);
    expect(fieldsOf(bad)?.from).toBeTruthy();
  });
});
