import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { businesses, clientMessages, outboxMessages } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';
import { businessIdOf } from '../http/fields';
import { authorize, type Access } from '../tenancy/access';
import { toMessageDocuments } from './documents';
import { MESSAGES_MODULE } from './module';
import { resolveRecipients, type Recipient } from './recipients';
import { emailSchema, parseSend, smsSchema } from './schemas';
import { smsSegments } from './segments';

/** Rows per INSERT, well under PostgreSQL's 65535 parameters. */
const INSERT_CHUNK = 1000;

interface Send {
  channel: 'email' | 'sms';
  subject: string | null;
  body: string;
  clientIds: string[];
  categoryIds: string[];
}

/**
 * Debits `units` from the business only if it holds them: the condition and the write are one
 * statement, so concurrent sends can never take the balance below zero.
 */
const debit = async (tx: Database, businessId: string, units: number) => {
  const [debited] = await tx
    .update(businesses)
    .set({ smsBalance: sql`${businesses.smsBalance} - ${units}` })
    .where(and(eq(businesses.id, businessId), gte(businesses.smsBalance, units)))
    .returning({ balance: businesses.smsBalance });
  if (debited) return;
  const [business] = await tx
    .select({ balance: businesses.smsBalance })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  throw new HttpError(
    402,
    'INSUFFICIENT_SMS',
    text('saluni.messaging.insufficientSms', { balance: business?.balance ?? 0, needed: units }),
  );
};

const queueRows = async (
  tx: Database,
  access: Access,
  messageId: string,
  send: Send,
  recipients: Recipient[],
  segments: number | null,
) => {
  for (let start = 0; start < recipients.length; start += INSERT_CHUNK) {
    await tx.insert(outboxMessages).values(
      recipients.slice(start, start + INSERT_CHUNK).map((recipient) => ({
        businessId: access.businessId,
        id: uuidv7(),
        channel: send.channel,
        recipient: recipient.address,
        subject: send.subject,
        body: send.body,
        clientMessageId: messageId,
        clientId: recipient.clientId,
        segments,
      })),
    );
  }
};

/**
 * Records a client message and queues one outbox row per recipient, in one transaction with
 * the SMS debit (queued recipients × segments): either all of it happens or none.
 */
const sendMessage = async (db: Database, access: Access, send: Send) => {
  const id = uuidv7();
  await db.transaction(async (tx) => {
    const { recipients, skipped } = await resolveRecipients(
      tx,
      access.businessId,
      send,
      send.channel,
    );
    const segments = send.channel === 'sms' ? smsSegments(send.body).segments : 0;
    const units = recipients.length * segments;
    if (units > 0) await debit(tx, access.businessId, units);
    await tx.insert(clientMessages).values({
      businessId: access.businessId,
      id,
      channel: send.channel,
      subject: send.subject,
      body: send.body,
      clientIds: send.clientIds,
      categoryIds: send.categoryIds,
      skipped,
      segments,
      unitsCharged: units,
      sentBy: access.user.id,
    });
    await queueRows(tx, access, id, send, recipients, send.channel === 'sms' ? segments : null);
  });
  const [row] = await db
    .select()
    .from(clientMessages)
    .where(and(eq(clientMessages.businessId, access.businessId), eq(clientMessages.id, id)));
  const [document] = await toMessageDocuments(db, access.businessId, [row!]);
  return document!;
};

const unique = (ids: string[] | null | undefined) => [...new Set(ids ?? [])];

/**
 * The sends (docs/areas/messaging.md):
 *   POST /v1/client-email { businessId, subject, intro, clientIds, categoryIds } -> 201 { clientEmails: [message] }
 *   POST /v1/client-sms { businessId, message, clientIds, categoryIds } -> 201 { clientSMSs: [message] }, or 402 INSUFFICIENT_SMS
 */
export const registerMessageSends = (app: FastifyInstance, db: Database) => {
  app.post('/v1/client-email', async (request, reply) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      MESSAGES_MODULE,
      'create',
    );
    const body = await parseSend(emailSchema, request.body);
    const message = await sendMessage(db, access, {
      channel: 'email',
      subject: body.subject,
      body: body.intro,
      clientIds: unique(body.clientIds),
      categoryIds: unique(body.categoryIds),
    });
    return reply.status(201).send({ clientEmails: [message] });
  });

  app.post('/v1/client-sms', async (request, reply) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      MESSAGES_MODULE,
      'create',
    );
    const body = await parseSend(smsSchema, request.body);
    const message = await sendMessage(db, access, {
      channel: 'sms',
      subject: null,
      body: body.message,
      clientIds: unique(body.clientIds),
      categoryIds: unique(body.categoryIds),
    });
    return reply.status(201).send({ clientSMSs: [message] });
  });
};
