import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { outboxMessages } from '../db/schema';
import { debitSmsUnits } from './smsBalance';
import { smsSegments } from './segments';

export interface SmsNotice {
  businessId: string;
  /** E.164. */
  recipient: string;
  body: string;
  /** The client it is for, when one is known. */
  clientId?: string | null;
  /** What it is about, when it is an appointment's message (a booking link confirms the booking). */
  about?: { kind: string; appointmentId: string; dedupeKey: string };
}

/**
 * Queues one SMS the server sends on its own (a one-time code, a booking link) and debits its
 * parts from the business's SMS balance, in the caller's transaction, as a client message does:
 * the debit is conditional, so the balance never goes below zero. Answers false, with nothing
 * queued or debited, when the balance does not cover it; a row that fails for good gives its
 * parts back (failSmsRow).
 */
export const queueSmsNotice = async (tx: Database, notice: SmsNotice): Promise<boolean> => {
  const { segments } = smsSegments(notice.body);
  if (!(await debitSmsUnits(tx, notice.businessId, segments))) return false;
  await tx.insert(outboxMessages).values({
    businessId: notice.businessId,
    id: uuidv7(),
    channel: 'sms',
    recipient: notice.recipient,
    body: notice.body,
    clientId: notice.clientId ?? null,
    segments,
    kind: notice.about?.kind ?? null,
    appointmentId: notice.about?.appointmentId ?? null,
    dedupeKey: notice.about?.dedupeKey ?? null,
  });
  return true;
};
