import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, outboxMessages } from '../../../server/db/schema';
import { cloudWhatsAppGateway } from '../../../server/messaging/whatsapp';
import { queueClientMessage } from '../../../server/notifications/send';
import { deliverDue, smtpTransport } from '../../../server/outbox/worker';
import { startSmtpServer } from '../../support/smtpServer';
import { startWhatsAppServer } from '../../support/whatsappServer';
import { createSalon, type Salon } from '../booking-site/flowSupport';
import { createTestApp, type TestContext } from '../support/testApp';
import {
  addAppointment,
  addClient,
  addSentMessage,
  appointmentRow,
  inboundOf,
  outboxOf,
  repliesOutbox,
  signatureOf,
  VERIFY_TOKEN,
  whatsappText,
  whatsappWebhook,
} from './support';

let context: TestContext;
let salon: Salon;
let whatsapp: Awaited<ReturnType<typeof startWhatsAppServer>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  context = await createTestApp({ outbox: repliesOutbox });
  salon = await createSalon(context.app, context.database);
  whatsapp = await startWhatsAppServer();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await whatsapp?.close();
  await smtp?.close();
  await context?.close();
});

const transports = () => ({
  whatsapp: cloudWhatsAppGateway({
    token: whatsapp.token,
    phoneNumberId: whatsapp.phoneNumberId,
    baseUrl: whatsapp.url,
    version: whatsapp.version,
  }),
  email: smtpTransport(smtp.url, 'Saluni <no-reply@saluni.test>'),
});
const makeDue = () =>
  context.database.query(
    `update outbox_messages set next_attempt_at = now() where status = 'pending'`,
  );
const rowOf = async (id: string) =>
  (await context.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

const TEMPLATE = { name: 'appointment_reminder', language: 'en', parameters: ['Amina', '14:00'] };

const queueReminder = async (clientId: string, appointmentId: string | null = null) => {
  const queued = await queueClientMessage(context.database.db, {
    businessId: salon.businessId,
    clientId,
    kind: 'reminder',
    appointmentId,
    sms: 'Reminder: see you at 14:00',
    emailSubject: 'See you soon',
    emailBody: 'Reminder: see you at 14:00',
    whatsappTemplate: TEMPLATE,
  });
  if (!queued.queued) throw new Error(`not queued: ${queued.reason}`);
  return queued;
};

describe('WhatsApp sends', () => {
  it('sends a template through the Cloud API, keeping its message id', async () => {
    const client = await addClient(context.database, salon.businessId, {
      preferredChannel: 'whatsapp',
    });
    const { outboxId, channel } = await queueReminder(client.id);
    expect(channel).toBe('whatsapp');
    await deliverDue(context.database.db, transports());
    const sent = whatsapp.messages.find((message) => message.to === client.phone.slice(1))!;
    expect(sent).toMatchObject({
      type: 'template',
      template: {
        name: 'appointment_reminder',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Amina' },
              { type: 'text', text: '14:00' },
            ],
          },
        ],
      },
    });
    expect(await rowOf(outboxId)).toMatchObject({ status: 'sent', providerMessageId: sent.id });
  });

  it('retries a 500 with back-off and fails a refused template for good', async () => {
    const client = await addClient(context.database, salon.businessId, {
      preferredChannel: 'whatsapp',
    });
    const { outboxId } = await queueReminder(client.id);
    whatsapp.failNext(500, 1, 'An unknown error occurred');
    await deliverDue(context.database.db, transports());
    const retried = await rowOf(outboxId);
    expect(retried.status).toBe('pending');
    expect(retried.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    await makeDue();
    whatsapp.failNext(400, 132001, 'Template name does not exist in the translation');
    await deliverDue(context.database.db, transports());
    const failed = await rowOf(outboxId);
    expect(failed.status).toBe('failed');
    expect(failed.lastError).toContain('132001');
  });

  it('falls back to e-mail for a client without a phone, delivered over SMTP', async () => {
    const client = await addClient(context.database, salon.businessId, {
      preferredChannel: 'whatsapp',
      phone: null,
    });
    const { channel, fellBack, outboxId } = await queueReminder(client.id);
    expect({ channel, fellBack }).toEqual({ channel: 'email', fellBack: true });
    await deliverDue(context.database.db, transports());
    expect((await rowOf(outboxId)).status).toBe('sent');
    const [row] = await context.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(smtp.received.some((mail) => mail.to.includes(row!.email!))).toBe(true);
  });
});

describe('the WhatsApp webhook', () => {
  it('answers the subscription handshake with the challenge, else 403', async () => {
    const ok = await context.app.inject({
      method: 'GET',
      url: `/v1/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
    expect(ok.body).toBe('1158201444');
    const wrong = await context.app.inject({
      method: 'GET',
      url: '/v1/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('marks a row delivered on a signed status; a bad signature is 400 and changes nothing', async () => {
    const client = await addClient(context.database, salon.businessId, {
      preferredChannel: 'whatsapp',
    });
    const { outboxId } = await queueReminder(client.id);
    await deliverDue(context.database.db, transports());
    const { providerMessageId } = await rowOf(outboxId);
    const statuses = (status: string) => ({
      statuses: [
        {
          id: providerMessageId,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: client.phone.slice(1),
        },
      ],
    });
    const forged = await whatsappWebhook(context.app, statuses('delivered'), signatureOf('{}'));
    expect(forged.statusCode).toBe(400);
    expect((await rowOf(outboxId)).deliveryReport).toBeNull();
    expect((await whatsappWebhook(context.app, statuses('delivered'))).statusCode).toBe(200);
    expect(await rowOf(outboxId)).toMatchObject({ status: 'sent', deliveryReport: 'delivered' });
    await whatsappWebhook(context.app, statuses('read'));
    await whatsappWebhook(context.app, statuses('delivered'));
    expect((await rowOf(outboxId)).deliveryReport).toBe('read');
    // Unknown ids are received all the same.
    const unknown = await whatsappWebhook(context.app, {
      statuses: [{ id: 'wamid.unknown', status: 'failed' }],
    });
    expect(unknown.statusCode).toBe(200);
  });

  it('receives "YES" as a confirmation and answers "R" as text inside the window', async () => {
    const client = await addClient(context.database, salon.businessId, {
      preferredChannel: 'whatsapp',
    });
    const appointmentId = await addAppointment(context.database, salon, client.id);
    await addSentMessage(context.database, {
      businessId: salon.businessId,
      clientId: client.id,
      recipient: client.phone,
      channel: 'whatsapp',
      appointmentId,
    });
    const from = client.phone.slice(1);
    expect((await whatsappWebhook(context.app, whatsappText(from, 'Yes'))).statusCode).toBe(200);
    expect((await appointmentRow(context.database, appointmentId)).status).toBe('confirmed');
    await whatsappWebhook(context.app, whatsappText(from, 'R'));
    const answer = (await outboxOf(context.database, salon.businessId, client.id)).at(-1)!;
    expect(answer).toMatchObject({ channel: 'whatsapp', kind: 'reply', whatsappTemplate: null });
    await deliverDue(context.database.db, transports());
    const sent = whatsapp.messages.findLast((message) => message.to === from)!;
    expect(sent.type).toBe('text');
    expect(sent.text!.body).toContain('/manage#');
    const inbound = await inboundOf(context.database, salon.businessId, client.id);
    expect(inbound.map((row) => row.action).sort()).toEqual(['confirmed', 'manage-link']);
  });

  it('opts out on "TOKA" sent on WhatsApp', async () => {
    const client = await addClient(context.database, salon.businessId, {
      preferredChannel: 'whatsapp',
    });
    await addSentMessage(context.database, {
      businessId: salon.businessId,
      clientId: client.id,
      recipient: client.phone,
      channel: 'whatsapp',
    });
    await whatsappWebhook(context.app, whatsappText(client.phone.slice(1), 'toka'));
    const [row] = await context.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row!.marketingWhatsapp).toBe(false);
    expect(row!.marketingSms).toBe(false);
  });
});
