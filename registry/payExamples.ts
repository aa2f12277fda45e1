import type { CommissionPlan } from './pay';

/** A valid commission plan's rules, for the generated tests and the docs. */
export const COMMISSION_PLAN_EXAMPLE: Pick<
  CommissionPlan,
  'rates' | 'categoryRates' | 'itemRates' | 'tiers'
> = {
  rates: { service: { type: 'percent', value: 30 }, product: { type: 'percent', value: 10 } },
  categoryRates: [],
  itemRates: [],
  tiers: [
    { from: 0, percent: 30 },
    { from: 100000, percent: 40 },
  ],
};
