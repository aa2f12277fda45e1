import { asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { clients, consultationForms, feedback, googleReviews } from '../db/schema';

/**
 * Demo Google reviews, and feedback and a consultation form for the first demo clients when
 * the clients seed has made some (it runs before this one).
 */
export const seedClientRecords = async (tx: Database, businessId: string) => {
  const row = <T extends object>(value: T) => ({ ...value, businessId, id: uuidv7() });
  await tx.insert(googleReviews).values([
    row({ reviewer: 'Njeri Wambui', rating: 5, comment: 'Best braids in Westlands, and on time.', reviewedOn: '2026-01-12' }),
    row({ reviewer: 'Otieno Ouma', rating: 4, comment: 'Good fade, a short wait.', reviewedOn: '2026-02-03' }),
    row({ reviewer: 'Grace Mutua', rating: 5, comment: 'Relaxing massage, friendly staff.', reviewedOn: '2026-02-21' }),
    row({ reviewer: 'Peter Kiprop', rating: 3, comment: null, reviewedOn: '2026-03-08' }),
  ]);
  const [first, second] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.businessId, businessId)).orderBy(asc(clients.createdAt)).limit(2);
  if (first) {
    await tx.insert(feedback).values(row({ clientId: first.id, rating: 5, comment: 'Loved the new colour.' }));
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
  if (second) await tx.insert(feedback).values(row({ clientId: second.id, rating: 4, comment: 'Great manicure, a little rushed.' }));
};
