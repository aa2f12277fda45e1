import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { accountEmails } from '../db/schema';

/**
 * Queues an e-mail about an account (no business sees it), in the caller's transaction like
 * `enqueueEmail`: delivered by the outbox worker only if the change that causes it commits.
 */
export const enqueueAccountEmail = async (
  tx: Database,
  email: { recipient: string; subject: string; body: string },
): Promise<void> => {
  await tx.insert(accountEmails).values({ ...email, id: uuidv7() });
};
