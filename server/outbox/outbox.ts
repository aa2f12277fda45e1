import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { outboxMessages } from '../db/schema';

export interface OutgoingEmail {
  businessId: string;
  recipient: string;
  subject: string;
  body: string;
  /** What it is about, when it is an appointment's message (a booking link confirms the booking). */
  kind?: string;
  appointmentId?: string;
  dedupeKey?: string;
}

/**
 * Writes an e-mail to the outbox. Call it with the transaction of the change that causes the
 * message: it is delivered only if that change commits, and the request never waits on SMTP.
 */
export const enqueueEmail = async (tx: Database, email: OutgoingEmail): Promise<void> => {
  await tx.insert(outboxMessages).values({ ...email, id: uuidv7(), channel: 'email' });
};
