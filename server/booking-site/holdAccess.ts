import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bookingHolds } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';
import { secretTokenHash } from '../http/secretTokens';

export type HoldRow = typeof bookingHolds.$inferSelect;

const V = 'saluni.bookingFlow.validation';

/**
 * The hold the secret names, locked until the transaction ends (so a code, a try and a
 * confirmation of one hold queue up). Unknown: 404; no longer `held` (booked, expired or
 * released): 409. A hold past its time but still `held` is answered: the caller decides.
 */
export const lockHeldHold = async (tx: Database, holdToken: string): Promise<HoldRow> => {
  const [hold] = await tx
    .select()
    .from(bookingHolds)
    .where(eq(bookingHolds.tokenHash, secretTokenHash(holdToken)))
    .for('update');
  if (!hold) throw new HttpError(404, 'NOT_FOUND', text(`${V}.holdToken`));
  if (hold.status !== 'held') throw new HttpError(409, 'INVALID_STATE', text(`${V}.holdNotHeld`));
  return hold;
};

export const holdIsLive = (hold: HoldRow, now = new Date()) =>
  hold.expiresAt.getTime() > now.getTime();
