import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { serviceCategories, servicePackages, services } from '../db/schema';
import type { DemoSalon } from './salon';

/** A demo salon's services filed under its categories, and its packages of them. */
export const seedServices = async (
  tx: Database,
  businessId: string,
  salon: Pick<DemoSalon, 'services' | 'servicePackages'>,
) => {
  const categories = await tx
    .select({ id: serviceCategories.id, name: serviceCategories.name })
    .from(serviceCategories)
    .where(eq(serviceCategories.businessId, businessId));
  const categoryId = new Map(categories.map((category) => [category.name, category.id]));
  const rows = salon.services.map(({ category, ...values }) => {
    const id = categoryId.get(category);
    return { ...values, businessId, id: uuidv7(), categoryIds: id ? [id] : [] };
  });
  await tx.insert(services).values(rows);
  const idOf = (name: string) => rows.find((row) => row.name === name)!.id;
  await tx.insert(servicePackages).values(
    salon.servicePackages.map((servicePackage) => ({
      ...servicePackage,
      businessId,
      id: uuidv7(),
      services: servicePackage.services.map(idOf),
    })),
  );
};
