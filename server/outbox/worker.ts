import { and, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { businessRow } from '../db/businessRows';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { accountEmails, outboxMessages } from '../db/schema';
import { emailHtml, type SmsGateway, type WhatsAppGateway } from '../messaging';
import { deliverSmsRows } from './smsDelivery';
import { deliverWhatsAppRows } from './whatsappDelivery';

type Channel = (typeof outboxMessages.$inferSelect)['channel'];

/** What a transport needs of a queued message, whichever queue holds it. */
export interface Deliverable {
  channel: Channel;
  recipient: string;
  subject: string | null;
  body: string;
  /** Delivery attempts so far, this one included. */
  attempts: number;
  /** Set for a client e-mail, which goes as text and HTML. */
  clientMessageId?: string | null;
  /** Set for any e-mail to a client (a message, a receipt), which goes as text and HTML. */
  clientId?: string | null;
  /** Marketing: its body carries a one-click unsubscribe link, which the headers repeat. */
  marketing?: boolean;
}

/**
 * RFC 8058's one-click headers of a marketing e-mail: the API address of the link in its body
 * (the row keeps only the token's hash, so the body is where the token lives).
 */
const unsubscribeHeaders = (message: Deliverable) => {
  if (!message.marketing) return undefined;
  const link = /(https?:\/\/\S+)\/unsubscribe\/([\w-]+)/.exec(message.body);
  if (!link) return undefined;
  return {
    'List-Unsubscribe': `<${link[1]}/v1/unsubscribe/${link[2]}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
};

/** Delivers one e-mail; throws when delivery failed. */
export type Transport = (message: Deliverable) => Promise<void>;

/** How each channel is delivered; a channel without one stays pending. */
export interface Transports {
  email?: Transport;
  sms?: SmsGateway;
  whatsapp?: WhatsAppGateway;
}

export const MAX_ATTEMPTS = 5;
const BATCH = 20;
/** A claimed row is not claimed again for this long, so a crashed sender's rows come back. */
const LEASE_SECONDS = 120;
/** 1, 2, 4, 8… minutes between attempts. */
const backoffSeconds = (attempts: number) => 60 * 2 ** Math.max(0, attempts - 1);
const nextAttemptAt = (attempts: number) => new Date(Date.now() + backoffSeconds(attempts) * 1000);

/** The e-mail nodemailer builds for a message: text, and HTML too for a client's. */
export const mailOf = (message: Deliverable, from: string) => ({
  from,
  to: message.recipient,
  subject: message.subject ?? '',
  text: message.body,
  ...((message.clientMessageId || message.clientId) && { html: emailHtml(message.body) }),
  ...(unsubscribeHeaders(message) && { headers: unsubscribeHeaders(message) }),
});

/** An SMTP transport (nodemailer) from `SMTP_URL`. */
export const smtpTransport = (smtpUrl: string, from: string): Transport => {
  const transporter = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await transporter.sendMail(mailOf(message, from));
  };
};

type Outcome = Pick<
  typeof outboxMessages.$inferInsert,
  'status' | 'lastError' | 'nextAttemptAt' | 'sentAt'
>;

/** What claiming a row writes: one attempt more, and the lease that keeps other workers off it. */
const claimed = (attempts: AnyPgColumn, lease: Date) => ({
  attempts: sql`${attempts} + 1`,
  nextAttemptAt: lease,
  updatedAt: new Date(),
});

interface QueueColumns {
  attempts: AnyPgColumn;
  nextAttemptAt: AnyPgColumn;
}

/**
 * Claims up to BATCH due rows of a queue's `table` in one transaction, the earliest due first:
 * `FOR UPDATE SKIP LOCKED` leaves the rows another worker holds to it, and the lease keeps the
 * claimed ones from being claimed again. `key` selects what names a row, `named` matches them.
 */
const claimDue = <T extends PgTable & QueueColumns, K>(
  db: Database,
  table: T,
  key: Record<string, AnyPgColumn>,
  due: SQL,
  lease: Date,
  named: (keys: K[]) => SQL | undefined,
): Promise<T['$inferSelect'][]> =>
  db.transaction(async (tx) => {
    const keys = (await tx
      .select(key)
      .from(table as PgTable)
      .where(due)
      .orderBy(table.nextAttemptAt)
      .limit(BATCH)
      .for('update', { skipLocked: true })) as K[];
    if (!keys.length) return [];
    return tx
      .update(table as PgTable)
      .set(claimed(table.attempts, lease))
      .where(named(keys))
      .returning() as Promise<T['$inferSelect'][]>;
  });

/** One table of queued messages: claiming due rows of some channels, and recording how a delivery went. */
interface Queue<Row extends Deliverable> {
  claim: (db: Database, channels: Channel[], lease: Date) => Promise<Row[]>;
  settle: (db: Database, row: Row, outcome: Outcome) => Promise<void>;
}

/**
 * The businesses' outbox. `FOR UPDATE SKIP LOCKED` plus a lease lets several app servers run
 * workers on one database without sending twice. "Due" is compared with the database's `now()`:
 * a JavaScript date, rounded to the millisecond, could leave a row made due that same
 * millisecond for the next round.
 */
const businessOutbox: Queue<typeof outboxMessages.$inferSelect> = {
  claim: (db, channels, lease) =>
    claimDue<typeof outboxMessages, { businessId: string; id: string }>(
      db,
      outboxMessages,
      { businessId: outboxMessages.businessId, id: outboxMessages.id },
      and(
        eq(outboxMessages.status, 'pending'),
        inArray(outboxMessages.channel, channels),
        lte(outboxMessages.nextAttemptAt, sql`now()`),
      )!,
      lease,
      (due) => or(...due.map((row) => businessRow(outboxMessages, row.businessId, row.id))),
    ),
  settle: async (db, row, outcome) => {
    await db
      .update(outboxMessages)
      .set({ ...outcome, updatedAt: new Date() })
      .where(businessRow(outboxMessages, row.businessId, row.id));
  },
};

/** Account e-mails (sign-up links), claimed the same way; they are all e-mail. */
const accountOutbox: Queue<typeof accountEmails.$inferSelect & { channel: Channel }> = {
  claim: async (db, channels, lease) => {
    if (!channels.includes('email')) return [];
    const due = and(
      eq(accountEmails.status, 'pending'),
      lte(accountEmails.nextAttemptAt, sql`now()`),
    )!;
    const rows = await claimDue<typeof accountEmails, { id: string }>(
      db,
      accountEmails,
      { id: accountEmails.id },
      due,
      lease,
      (keys) =>
        inArray(
          accountEmails.id,
          keys.map((row) => row.id),
        ),
    );
    return rows.map((row) => ({ ...row, channel: 'email' as const }));
  },
  settle: async (db, row, outcome) => {
    await db
      .update(accountEmails)
      .set({ ...outcome, updatedAt: new Date() })
      .where(eq(accountEmails.id, row.id));
  },
};

const channelsOf = (transports: Transports) =>
  (['email', 'sms', 'whatsapp'] as const).filter((channel) => transports[channel]);

/** Delivers claimed e-mails one by one: sent, or retried with back-off, then failed. */
const deliverEmails = async <Row extends Deliverable>(
  db: Database,
  queue: Queue<Row>,
  transport: Transport,
  rows: Row[],
) => {
  for (const message of rows) {
    try {
      await transport(message);
      await queue.settle(db, message, { status: 'sent', sentAt: new Date(), lastError: null });
    } catch (error) {
      await queue.settle(db, message, {
        status: message.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        nextAttemptAt: nextAttemptAt(message.attempts),
      });
    }
  }
};

/**
 * Delivers due messages of both queues: sent ones are marked sent, failures retried with
 * backoff, then failed (an SMS's units then come back). Returns how many were tried.
 */
export const deliverDue = async (db: Database, transports: Transports): Promise<number> => {
  const channels = channelsOf(transports);
  if (!channels.length) return 0;
  const lease = new Date(Date.now() + LEASE_SECONDS * 1000);
  const claimed = await businessOutbox.claim(db, channels, lease);
  const accounts = await accountOutbox.claim(db, channels, lease);
  if (transports.email) {
    await deliverEmails(
      db,
      businessOutbox,
      transports.email,
      claimed.filter((row) => row.channel === 'email'),
    );
    await deliverEmails(db, accountOutbox, transports.email, accounts);
  }
  if (transports.sms) {
    const sms = claimed.filter((row) => row.channel === 'sms');
    await deliverSmsRows(db, transports.sms, sms, { maxAttempts: MAX_ATTEMPTS, nextAttemptAt });
  }
  if (transports.whatsapp) {
    const whatsapp = claimed.filter((row) => row.channel === 'whatsapp');
    await deliverWhatsAppRows(db, transports.whatsapp, whatsapp, {
      maxAttempts: MAX_ATTEMPTS,
      nextAttemptAt,
    });
  }
  return claimed.length + accounts.length;
};
