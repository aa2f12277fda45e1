import { eq } from 'drizzle-orm';
import { CART_ENTRY_KINDS, type CartEntryKind } from '../../registry/orders';
import {
  PAY_FREQUENCIES,
  type CommissionKindRates,
  type CommissionRate,
  type PayFrequency,
} from '../../registry/pay';
import type { Database } from '../db/database';
import { commissionPlans, paySettings, serviceCategories } from '../db/schema';
import { rowOf } from './rows';
import type { DemoSalon } from './salon';

type SeedRate = DemoSalon['pay']['commissionPlans'][number]['rates'][string];

/** The salon file's words, typed: JSON reads them as any text, so a typo stops the seed. */
const isOneOf = <T extends string>(words: readonly T[], word: string): word is T =>
  (words as readonly string[]).includes(word);

const rateOf = (plan: string, rate: SeedRate): CommissionRate => {
  if (!isOneOf(['percent', 'fixed'] as const, rate.type))
    throw new Error(`The demo plan ${plan} has a rate of no known type`);
  return { type: rate.type, value: rate.value };
};

export const frequencyOf = (frequency: string): PayFrequency => {
  if (!isOneOf(PAY_FREQUENCIES, frequency))
    throw new Error(`The demo pay settings have no known frequency: ${frequency}`);
  return frequency;
};

/**
 * A demo salon's pay settings and commission plans (docs/areas/pay.md); its sales and closed
 * period come later (paySales.ts).
 * A plan's category rates name service categories. Returns each plan's id by its name, for the
 * staff it is assigned to.
 */
export const seedPay = async (
  tx: Database,
  businessId: string,
  pay: DemoSalon['pay'],
): Promise<Map<string, string>> => {
  await tx.insert(paySettings).values({
    businessId,
    frequency: frequencyOf(pay.settings.frequency),
    anchorDate: pay.settings.anchorDate,
  });
  const categories = await tx
    .select({ id: serviceCategories.id, name: serviceCategories.name })
    .from(serviceCategories)
    .where(eq(serviceCategories.businessId, businessId));
  const categoryId = (plan: string, name: string) => {
    const category = categories.find((row) => row.name === name);
    if (!category) throw new Error(`The demo plan ${plan} names no service category ${name}`);
    return category.id;
  };
  const row = rowOf(businessId);
  const rows = pay.commissionPlans.map((plan) => {
    const rates: CommissionKindRates = {};
    for (const [kind, rate] of Object.entries(plan.rates)) {
      if (!isOneOf<CartEntryKind>(CART_ENTRY_KINDS, kind))
        throw new Error(`The demo plan ${plan.name} has a rate for no known kind: ${kind}`);
      rates[kind] = rateOf(plan.name, rate);
    }
    return row({
      name: plan.name,
      rates,
      categoryRates: plan.categoryRates.map(({ category, rate }) => ({
        categoryId: categoryId(plan.name, category),
        rate: rateOf(plan.name, rate),
      })),
      tiers: plan.tiers,
    });
  });
  if (rows.length) await tx.insert(commissionPlans).values(rows);
  return new Map(rows.map((plan) => [plan.name, plan.id]));
};
