import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { supplierCategories, suppliers } from '../db/schema';
import type { DemoSalon } from './salon';

/** A demo salon's suppliers, each filed under one of its supplier categories. */
export const seedSuppliers = async (
  tx: Database,
  businessId: string,
  { categories, people }: DemoSalon['suppliers'],
) => {
  const categoryIds = new Map(categories.map((name) => [name, uuidv7()]));
  await tx
    .insert(supplierCategories)
    .values([...categoryIds].map(([name, id]) => ({ businessId, id, name })));
  await tx.insert(suppliers).values(
    people.map(({ category, ...person }) => ({
      businessId,
      id: uuidv7(),
      ...person,
      categoryId: categoryIds.get(category)!,
    })),
  );
};
