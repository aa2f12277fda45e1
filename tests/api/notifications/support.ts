import { createHmac } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { OpenDatabase } from '../../../server/db/database';
import { appointments, clients, inboundMessages, outboxMessages } from '../../../server/db/schema';
import type { TestApp } from '../support/testApp';

export const SMS_TOKEN = 'incoming-token-0123456789abcdef';
export const APP_SECRET = 'whatsapp-app-secret';
export const VERIFY_TOKEN = 'whatsapp-verify-token';

/** The reply callbacks' secrets, and no worker of its own: the tests run its rounds. */
export const repliesOutbox = {
  from: 'x@saluni.test',
  pollMilliseconds: 3_600_000,
  smsCallbackToken: SMS_TOKEN,
  whatsapp: { provider: 'simulator' as const, appSecret: APP_SECRET, verifyToken: VERIFY_TOKEN },
};

const HOUR = 3_600_000;
let serial = 0;

/** A client with a phone of their own (E.164), consenting to marketing on every channel. */
export const addClient = async (
  database: OpenDatabase,
  businessId: string,
  fields: Partial<typeof clients.$inferInsert> = {},
) => {
  serial += 1;
  const id = uuidv7();
  const phone = `+2547${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await database.db.insert(clients).values({
    businessId,
    id,
    fullName: `Reply Client ${serial}`,
    email: `reply${serial}-${id.slice(-6)}@example.test`,
    phone,
    gender: 'Female',
    marketingSms: true,
    marketingEmail: true,
    marketingWhatsapp: true,
    ...fields,
  });
  return { id, phone: fields.phone ?? phone };
};

let nextHour = 100;

/**
 * An appointment of the salon's stylist: at `start`, or `hoursFromNow` ahead (a new hour of the
 * file by default), booked at `bookedAt` (its created and changed time: the jobs read both
 * against a moved clock). Overlaps allowed: each test picks its own times.
 */
export const addAppointment = async (
  database: OpenDatabase,
  salon: { businessId: string; employeeId: string; plainServiceId?: string },
  clientId: string,
  fields: Partial<typeof appointments.$inferInsert> & {
    hoursFromNow?: number;
    start?: Date;
    bookedAt?: Date;
  } = {},
) => {
  const { hoursFromNow = (nextHour += 2), start, bookedAt, ...rest } = fields;
  const startDate = start ?? new Date(Math.floor(Date.now() / HOUR) * HOUR + hoursFromNow * HOUR);
  const id = uuidv7();
  await database.db.insert(appointments).values({
    businessId: salon.businessId,
    id,
    clientId,
    employeeId: salon.employeeId,
    serviceIds: salon.plainServiceId ? [salon.plainServiceId] : [],
    startDate,
    durationInMinutes: 60,
    endDate: new Date(startDate.getTime() + HOUR),
    allowOverlap: true,
    ...(bookedAt ? { createdAt: bookedAt, updatedAt: bookedAt } : {}),
    ...rest,
  });
  return id;
};

/** A message the business sent the client (a reminder), as the outbox keeps it once sent. */
export const addSentMessage = async (
  database: OpenDatabase,
  message: {
    businessId: string;
    clientId: string;
    recipient: string;
    channel?: 'sms' | 'whatsapp' | 'email';
    appointmentId?: string | null;
    providerMessageId?: string;
  },
) => {
  const id = uuidv7();
  await database.db.insert(outboxMessages).values({
    id,
    businessId: message.businessId,
    clientId: message.clientId,
    recipient: message.recipient,
    channel: message.channel ?? 'sms',
    body: 'Reminder: reply C to confirm, R to move or cancel.',
    kind: 'reminder',
    appointmentId: message.appointmentId ?? null,
    status: 'sent',
    sentAt: new Date(),
    segments: (message.channel ?? 'sms') === 'sms' ? 1 : null,
    providerMessageId: message.providerMessageId ?? null,
  });
  return id;
};

let incomingSerial = 0;

/** Africa's Talking's incoming-message callback, form-encoded. */
export const incomingSms = (
  app: TestApp,
  from: string,
  text: string,
  { id = `ATXid_in_${++incomingSerial}_${Date.now()}`, token = SMS_TOKEN } = {},
) =>
  app.inject({
    method: 'POST',
    url: `/v1/sms/incoming/${token}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://africastalking.com',
    },
    payload: new URLSearchParams({
      from,
      to: '20880',
      text,
      date: new Date().toISOString(),
      id,
      linkId: `link-${id}`,
    }).toString(),
  });

export const signatureOf = (rawBody: string, secret = APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

/** The Cloud API's webhook: one entry, one change of the `messages` field. */
export const whatsappWebhook = (
  app: TestApp,
  value: Record<string, unknown>,
  signature?: string,
) => {
  const rawBody = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA_ID',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '254700000000', phone_number_id: '1234567890' },
              ...value,
            },
          },
        ],
      },
    ],
  });
  return app.inject({
    method: 'POST',
    url: '/v1/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': signature ?? signatureOf(rawBody),
      origin: 'https://graph.facebook.com',
    },
    payload: rawBody,
  });
};

/** A text the client sent on WhatsApp, as the webhook's `messages` carries it. */
export const whatsappText = (from: string, text: string, id = `wamid.in${++incomingSerial}`) => ({
  contacts: [{ profile: { name: 'Client' }, wa_id: from }],
  messages: [
    {
      from,
      id,
      timestamp: String(Math.floor(Date.now() / 1000)),
      type: 'text',
      text: { body: text },
    },
  ],
});

export const inboundOf = (database: OpenDatabase, businessId: string, clientId: string) =>
  database.db
    .select()
    .from(inboundMessages)
    .where(and(eq(inboundMessages.businessId, businessId), eq(inboundMessages.clientId, clientId)));

export const appointmentRow = async (database: OpenDatabase, id: string) =>
  (await database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

export const outboxOf = (database: OpenDatabase, businessId: string, clientId: string) =>
  database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.businessId, businessId), eq(outboxMessages.clientId, clientId)))
    .orderBy(outboxMessages.createdAt);

/** The messages queued about an appointment, oldest first. */
export const messagesAbout = (
  database: OpenDatabase,
  salon: { businessId: string },
  appointmentId: string,
) =>
  database.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.businessId, salon.businessId),
        eq(outboxMessages.appointmentId, appointmentId),
      ),
    )
    .orderBy(asc(outboxMessages.id));

export const at = (iso: string) => new Date(iso);
export const minutes = (date: Date, amount: number) => new Date(date.getTime() + amount * 60_000);
