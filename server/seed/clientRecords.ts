import { asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { clients, consultationForms, feedback, googleReviews } from '../db/schema';
import type { DemoSalon } from './salon';

/**
 * A demo salon's Google reviews, and feedback and a consultation form for the first demo clients when
 * the clients seed has made some (it runs before this one).
 */
export const seedClientRecords = async (
  tx: Database,
  businessId: string,
  salon: Pick<DemoSalon, 'googleReviews' | 'feedback'>,
) => {
  const row = <T extends object>(value: T) => ({ ...value, businessId, id: uuidv7() });
  await tx.insert(googleReviews).values(salon.googleReviews.map(row));
  const [first, second] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.businessId, businessId))
    .orderBy(asc(clients.createdAt))
    .limit(2);
  if (first) {
    await tx.insert(feedback).values(row({ clientId: first.id, ...salon.feedback[0]! }));
    await tx.insert(consultationForms).values(
      row({
        clientId: first.id,
        form: {
          name: 'Hair colour consultation',
          questions: [
            { question: 'Any allergies to hair dye?', answer: 'None known' },
            { question: 'Patch test done?', answer: 'Yes, 48 hours before' },
          ],
        },
      }),
    );
  }
  if (second) await tx.insert(feedback).values(row({ clientId: second.id, ...salon.feedback[1]! }));
};
