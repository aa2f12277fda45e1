import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { InferType } from 'yup';
import type { Database } from '../db/database';
import { businesses, clientMessages, outboxMessages } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';
import type { Access } from '../tenancy/access';
import { toMessageDocuments } from './documents';
import { resolveRecipients, type Recipient } from './recipients';
import type { emailSchema, smsSchema } from './schemas';
import { smsSegments } from './segments';
import { newSecretToken } from '../http/secretTokens';
import { optOutLines, unsubscribeLink } from './marketing';
import { marketingSendingTime } from './sendingWindow';
import { debitSmsUnits } from './smsBalance';

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
  if (await debitSmsUnits(tx, businessId, units)) return;
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

/**
 * One outbox row per recipient, due at the sending window's next opening. An e-mail carries
 * its own one-click unsubscribe link (the row keeps only the token's hash); an SMS the same
 * opt-out line for everyone.
 */
const queueRows = async (
  tx: Database,
  access: Access,
  messageId: string,
  send: Send,
  recipients: Recipient[],
  sms: { body: string; segments: number } | null,
  emailOptOut: string,
  notBefore: Date,
) => {
  for (let start = 0; start < recipients.length; start += INSERT_CHUNK) {
    await tx.insert(outboxMessages).values(
      recipients.slice(start, start + INSERT_CHUNK).map((recipient) => {
        const unsubscribe = sms ? null : newSecretToken();
        return {
          businessId: access.businessId,
          id: uuidv7(),
          channel: send.channel,
          recipient: recipient.address,
          subject: send.subject,
          body: sms
            ? sms.body
            : `${send.body}\n\n${emailOptOut.replace('{link}', unsubscribeLink(unsubscribe!.token))}`,
          clientMessageId: messageId,
          clientId: recipient.clientId,
          segments: sms?.segments ?? null,
          marketing: true,
          unsubscribeTokenHash: unsubscribe?.hash ?? null,
          nextAttemptAt: notBefore,
        };
      }),
    );
  }
};

/**
 * Records a client message and queues one outbox row per recipient, in one transaction with
 * the SMS debit (queued recipients × segments of the words with their opt-out line): either
 * all of it happens or none. Contact Client is marketing (docs/areas/messages-consent.md).
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
    const optOut = await optOutLines(tx, access.businessId);
    const smsBody = `${send.body} ${optOut.sms}`;
    const segments = send.channel === 'sms' ? smsSegments(smsBody).segments : 0;
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
    const sms = send.channel === 'sms' ? { body: smsBody, segments } : null;
    const notBefore = await marketingSendingTime(tx, access.businessId, new Date());
    await queueRows(tx, access, id, send, recipients, sms, optOut.email, notBefore);
  });
  const [row] = await db
    .select()
    .from(clientMessages)
    .where(and(eq(clientMessages.businessId, access.businessId), eq(clientMessages.id, id)));
  const [document] = await toMessageDocuments(db, access.businessId, [row!]);
  return document!;
};

const unique = (ids: string[] | null | undefined) => [...new Set(ids ?? [])];

/** `POST /v1/client-email`: the spec's `intro` is the e-mail's body. */
export const sendEmail = (db: Database, access: Access, body: InferType<typeof emailSchema>) =>
  sendMessage(db, access, {
    channel: 'email',
    subject: body.subject,
    body: body.intro,
    clientIds: unique(body.clientIds),
    categoryIds: unique(body.categoryIds),
  });

/** `POST /v1/client-sms`, or 402 INSUFFICIENT_SMS when the balance does not cover it. */
export const sendSms = (db: Database, access: Access, body: InferType<typeof smsSchema>) =>
  sendMessage(db, access, {
    channel: 'sms',
    subject: null,
    body: body.message,
    clientIds: unique(body.clientIds),
    categoryIds: unique(body.categoryIds),
  });
