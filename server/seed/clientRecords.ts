import type { Database } from '../db/database';
import { consultationForms, feedback, googleReviews } from '../db/schema';
import { firstClients, rowOf } from './rows';
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
  const row = rowOf(businessId);
  await tx.insert(googleReviews).values(salon.googleReviews.map(row));
  const [first, second] = await firstClients(tx, businessId, 2);
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
