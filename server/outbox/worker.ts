import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { outboxMessages } from '../db/schema';

type OutboxRow = typeof outboxMessages.$inferSelect;
type Channel = OutboxRow['channel'];

/** Delivers one message of a channel; throws when delivery failed. */
export type Transport = (message: OutboxRow) => Promise<void>;

export const MAX_ATTEMPTS = 5;
const BATCH = 20;
/** A claimed row is not claimed again for this long, so a crashed sender's rows come back. */
const LEASE_SECONDS = 120;
/** 1, 2, 4, 8… minutes between attempts. */
const backoffSeconds = (attempts: number) => 60 * 2 ** Math.max(0, attempts - 1);

/** An SMTP transport (nodemailer) from `SMTP_URL`. */
export const smtpTransport = (smtpUrl: string, from: string): Transport => {
  const transporter = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await transporter.sendMail({ from, to: message.recipient, subject: message.subject ?? '', text: message.body });
  };
};

const byKey = (row: { businessId: string; id: string }) => and(eq(outboxMessages.businessId, row.businessId), eq(outboxMessages.id, row.id));

/**
 * Claims due rows of the channels it has transports for. `FOR UPDATE SKIP LOCKED` plus a
 * lease lets several app servers run workers on one database without sending twice.
 */
const claim = async (db: Database, channels: Channel[]): Promise<OutboxRow[]> =>
  db.transaction(async (tx) => {
    const due = await tx
      .select({ businessId: outboxMessages.businessId, id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, 'pending'), inArray(outboxMessages.channel, channels), lte(outboxMessages.nextAttemptAt, new Date())))
      .orderBy(outboxMessages.nextAttemptAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(outboxMessages)
      .set({ attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: new Date(Date.now() + LEASE_SECONDS * 1000), updatedAt: new Date() })
      .where(or(...due.map(byKey)))
      .returning();
  });

/** Delivers due messages: sent ones are marked sent, failures retried with backoff, then failed. */
export const deliverDue = async (db: Database, transports: Partial<Record<Channel, Transport>>): Promise<number> => {
  const channels = Object.keys(transports) as Channel[];
  if (!channels.length) return 0;
  const claimed = await claim(db, channels);
  for (const message of claimed) {
    try {
      await transports[message.channel]!(message);
      await db.update(outboxMessages).set({ status: 'sent', sentAt: new Date(), lastError: null, updatedAt: new Date() }).where(byKey(message));
    } catch (error) {
      const failed = message.attempts >= MAX_ATTEMPTS;
      await db
        .update(outboxMessages)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + backoffSeconds(message.attempts) * 1000),
          updatedAt: new Date(),
        })
        .where(byKey(message));
    }
  }
  return claimed.length;
};

/** Polls the outbox every `pollMilliseconds` until stopped; a round still running skips the next tick. */
export const startOutboxWorker = (
  db: Database,
  transports: Partial<Record<Channel, Transport>>,
  pollMilliseconds: number,
  onError: (error: unknown) => void,
) => {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= deliverDue(db, transports)
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  }, pollMilliseconds);
  return async () => {
    clearInterval(timer);
    await running;
  };
};
