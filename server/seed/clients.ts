import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { clientCategories, clientCategoryMembers, clients } from '../db/schema';

/** Demo clients of a Nairobi salon, some of them in the demo's client categories. */
export const seedClients = async (tx: Database, businessId: string) => {
  const categories = await tx.select({ id: clientCategories.id, name: clientCategories.category_name }).from(clientCategories).where(eq(clientCategories.businessId, businessId));
  const categoryId = (name: string) => categories.find((category) => category.name === name)?.id;
  const people = [
    { fullName: 'Achieng Odhiambo', phone: '+254712345678', email: 'achieng@example.com', gender: 'Female', address: 'Kilimani, Nairobi', categories: ['VIP'] },
    { fullName: 'Brian Mwangi', phone: '+254722000111', email: 'brian.mwangi@example.com', gender: 'Male', address: 'Westlands, Nairobi', categories: ['Regular'] },
    { fullName: 'Faith Njeri', phone: '+254733222333', email: 'faith.njeri@example.com', gender: 'Female', address: null, categories: ['Bridal', 'VIP'] },
    { fullName: 'Kevin Otieno', phone: null, email: 'kevin.otieno@example.com', gender: 'Male', address: 'Karen, Nairobi', categories: [] },
    { fullName: 'Sam Kariuki', phone: '+61412345678', email: 'sam.kariuki@example.com', gender: 'Other', address: null, categories: ['Regular'] },
  ];
  for (const { categories: names, ...person } of people) {
    const id = uuidv7();
    await tx.insert(clients).values({ ...person, businessId, id, notes: null });
    const memberships = names.map(categoryId).filter((category): category is string => Boolean(category));
    if (memberships.length) await tx.insert(clientCategoryMembers).values(memberships.map((category) => ({ businessId, id: uuidv7(), clientId: id, categoryId: category })));
  }
};
