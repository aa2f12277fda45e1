import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import {
  DEPOSIT_AUDIENCES,
  DEPOSIT_KINDS,
  type DepositAudience,
  type DepositKind,
  type DepositRule,
} from '../../registry/onlineBooking';
import type { Database } from '../db/database';
import { serviceCategories, servicePackages, services } from '../db/schema';
import type { DemoSalon } from './salon';

type SeedService = DemoSalon['services'][number];

/** The salon file's deposit rule, typed: JSON reads its words as any text, so a typo stops the seed. */
const depositRuleOf = (service: SeedService): DepositRule | null => {
  const rule = service.depositRule;
  if (!rule) return null;
  if (
    !(DEPOSIT_KINDS as readonly string[]).includes(rule.kind) ||
    !(DEPOSIT_AUDIENCES as readonly string[]).includes(rule.appliesTo)
  )
    throw new Error(`The demo service ${service.name} has a deposit rule of no known kind`);
  return {
    kind: rule.kind as DepositKind,
    amount: rule.amount,
    appliesTo: rule.appliesTo as DepositAudience,
  };
};

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
  const rows = salon.services.map((service) => {
    const { category, depositRule: _rule, ...values } = service;
    const id = categoryId.get(category);
    return {
      ...values,
      depositRule: depositRuleOf(service),
      businessId,
      id: uuidv7(),
      categoryIds: id ? [id] : [],
    };
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
