import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { PricingOption } from '../../registry/resources/servicePricing';
import type { Database } from '../db/database';
import { serviceCategories, servicePackages, services } from '../db/schema';

interface DemoService {
  name: string;
  category: string;
  description?: string;
  advancedPricing: PricingOption[];
}

const DEMO_SERVICES: DemoService[] = [
  {
    name: 'Haircut and Blow Dry',
    category: 'Hair',
    description: 'Wash, cut and finish',
    advancedPricing: [
      { name: 'Short hair', price: 1500, durationInMinutes: 40 },
      { name: 'Long hair', price: 2500, durationInMinutes: 60 },
    ],
  },
  { name: 'Box Braids', category: 'Hair', advancedPricing: [{ name: 'Shoulder length', price: 4500, durationInMinutes: 240 }, { name: 'Waist length', price: 7000, durationInMinutes: 360 }] },
  { name: 'Gel Manicure', category: 'Nails', advancedPricing: [{ price: 1800, durationInMinutes: 60 }] },
  { name: 'Swedish Massage', category: 'Massage', advancedPricing: [{ name: 'Half hour', price: 2500, durationInMinutes: 30 }, { name: 'Full hour', price: 4000, durationInMinutes: 60 }] },
  { name: 'Deep Cleansing Facial', category: 'Skin Care', advancedPricing: [{ price: 3500, durationInMinutes: 90 }] },
];

/** Demo services filed under the demo categories of the business, and two packages of them. */
export const seedServices = async (tx: Database, businessId: string) => {
  const categories = await tx.select({ id: serviceCategories.id, name: serviceCategories.name }).from(serviceCategories).where(eq(serviceCategories.businessId, businessId));
  const categoryId = new Map(categories.map((category) => [category.name, category.id]));
  const rows = DEMO_SERVICES.map(({ category, ...values }) => {
    const id = categoryId.get(category);
    return { ...values, businessId, id: uuidv7(), categoryIds: id ? [id] : [] };
  });
  await tx.insert(services).values(rows);
  const idOf = (name: string) => rows.find((row) => row.name === name)!.id;
  await tx.insert(servicePackages).values([
    { businessId, id: uuidv7(), name: 'Pamper Day', services: [idOf('Swedish Massage'), idOf('Deep Cleansing Facial'), idOf('Gel Manicure')], price: '8500' },
    { businessId, id: uuidv7(), name: 'Three Blow Dries', services: [idOf('Haircut and Blow Dry'), idOf('Haircut and Blow Dry'), idOf('Haircut and Blow Dry')], price: '4000' },
  ]);
};
