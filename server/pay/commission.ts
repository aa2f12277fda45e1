import type { CommissionPlan, CommissionRate } from '../../registry/pay';
import { toMinor, type Minor } from '../db/money';
import type { CreditedLine } from './creditedLines';

/** The rules a commission is worked with (registry/pay.ts `CommissionPlan`). */
export type PlanRules = Pick<CommissionPlan, 'rates' | 'categoryRates' | 'itemRates' | 'tiers'>;

/** What a line's commission depends on (a credited line, or a group of like lines). */
export type CommissionedLine = Pick<
  CreditedLine,
  'kind' | 'itemId' | 'categoryIds' | 'quantity' | 'share' | 'netMinor' | 'deductionMinor'
>;

/** A percent as whole hundredths (12.5% -> 1250), so commission is integer arithmetic. */
const basisPoints = (percent: number) => Math.round(percent * 100);

/** The tier bands of a plan as whole hundredths, from 0 (the service percent) up. */
export const tierBands = (plan: PlanRules, servicePercent: number) => [
  { from: 0, points: basisPoints(servicePercent) },
  ...plan.tiers.map((tier) => ({ from: toMinor(tier.from), points: basisPoints(tier.percent) })),
];

/** `minor x points / 10000`, rounded half up to the cent. */
const percentOf = (minor: Minor, points: number): Minor =>
  Math.floor((minor * points + 5000) / 10000);

/** The line's rate: its item's, else its category's, else its kind's; `byKind` says which. */
const rateOf = (
  plan: PlanRules,
  line: CommissionedLine,
): { rate: CommissionRate; byKind: boolean } | null => {
  const byItem = line.itemId && plan.itemRates.find((entry) => entry.itemId === line.itemId);
  if (byItem) return { rate: byItem.rate, byKind: false };
  const byCategory = plan.categoryRates.find((entry) =>
    line.categoryIds.includes(entry.categoryId),
  );
  if (byCategory) return { rate: byCategory.rate, byKind: false };
  const byKind = plan.rates[line.kind];
  return byKind ? { rate: byKind, byKind: true } : null;
};

/**
 * The commission of `amount` sold on top of `before` of the period's tiered sales: each part of
 * it between two tiers' `from` earns its tier's percent; below the first tier, the kind's.
 */
const tieredCommission = (
  plan: PlanRules,
  servicePercent: number,
  before: Minor,
  amount: Minor,
): Minor => {
  const bands = tierBands(plan, servicePercent);
  let weighted = 0;
  bands.forEach((band, index) => {
    const bandEnd = bands[index + 1]?.from ?? Number.POSITIVE_INFINITY;
    const overlap = Math.min(before + amount, bandEnd) - Math.max(before, band.from);
    if (overlap > 0) weighted += overlap * band.points;
  });
  return Math.floor((weighted + 5000) / 10000);
};

/**
 * Each line's commission under the plan, lines in the order they were sold: a percent of the
 * commissionable amount, or a fixed amount per unit (times the share). Service lines on the
 * service kind's percent follow the tiers over the period's running total, when the plan has any.
 */
export const lineCommissions = (plan: PlanRules | null, lines: CommissionedLine[]): Minor[] => {
  let tieredSoFar: Minor = 0;
  return lines.map((line) => {
    const chosen = plan && rateOf(plan, line);
    if (!plan || !chosen) return 0;
    const { rate, byKind } = chosen;
    if (rate.type === 'fixed') return Math.round(toMinor(rate.value) * line.quantity * line.share);
    const commissionable = commissionableOf(line);
    if (!(byKind && line.kind === 'service' && plan.tiers.length))
      return percentOf(commissionable, basisPoints(rate.value));
    const commission = tieredCommission(plan, rate.value, tieredSoFar, commissionable);
    tieredSoFar += commissionable;
    return commission;
  });
};

/**
 * Which service lines follow the plan's tiers, for the database to tell them (server/pay/totals.ts):
 * those of no item and no category with a rate of their own, when the plan has tiers and a
 * service percent (as `lineCommissions` decides line by line); null when none do.
 */
export const tieredServiceLines = (
  plan: PlanRules,
): { exceptItemIds: string[]; exceptCategoryIds: string[] } | null =>
  plan.tiers.length && plan.rates.service?.type === 'percent'
    ? {
        exceptItemIds: plan.itemRates.map((entry) => entry.itemId),
        exceptCategoryIds: plan.categoryRates.map((entry) => entry.categoryId),
      }
    : null;

/** `net - deduction`, never below 0. */
export const commissionableOf = (line: Pick<CreditedLine, 'netMinor' | 'deductionMinor'>): Minor =>
  Math.max(line.netMinor - line.deductionMinor, 0);
