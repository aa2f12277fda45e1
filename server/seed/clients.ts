import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { clientCategories, clientCategoryMembers, clients } from '../db/schema';
import type { DemoSalon } from './salon';

/** A demo salon's clients, some of them in its client categories. */
export const seedClients = async (
  tx: Database,
  businessId: string,
  people: DemoSalon['clients'],
) => {
  const categories = await tx
    .select({ id: clientCategories.id, name: clientCategories.category_name })
    .from(clientCategories)
    .where(eq(clientCategories.businessId, businessId));
  const categoryId = (name: string) => categories.find((category) => category.name === name)?.id;
  for (const { categories: names, ...person } of people) {
    const id = uuidv7();
    await tx.insert(clients).values({ ...person, businessId, id, notes: null });
    const memberships = names
      .map(categoryId)
      .filter((category): category is string => Boolean(category));
    if (memberships.length)
      await tx.insert(clientCategoryMembers).values(
        memberships.map((category) => ({
          businessId,
          id: uuidv7(),
          clientId: id,
          categoryId: category,
        })),
      );
  }
};
