import { and, eq, inArray } from 'drizzle-orm';
import type { PayPeriod, PayStatement } from '../../registry/pay';
import type { PeriodDays } from '../../registry/payPeriods';
import type { Database } from '../db/database';
import { closedPayPeriods, users, type FrozenPayStatement } from '../db/schema';

export type ClosedPeriodRow = typeof closedPayPeriods.$inferSelect;

/** The business's closed periods starting on any of `starts`, by start. */
export const closedPeriodsStarting = async (
  db: Database,
  businessId: string,
  starts: string[],
): Promise<Map<string, ClosedPeriodRow>> => {
  if (!starts.length) return new Map();
  const rows = await db
    .select()
    .from(closedPayPeriods)
    .where(
      and(eq(closedPayPeriods.businessId, businessId), inArray(closedPayPeriods.start, starts)),
    );
  return new Map(rows.map((row) => [row.start, row]));
};

/** The period as the API shows it: open, or closed with when and by whom. */
export const payPeriodOf = (days: PeriodDays, closed: ClosedPeriodRow | undefined): PayPeriod =>
  closed ? closed.summary.period : { ...days, status: 'open', closedAt: null, closedBy: null };

/** Who closed a period, as the period names them. */
export const closerOf = async (
  db: Database,
  userId: string,
): Promise<NonNullable<PayPeriod['closedBy']>> => {
  const [user] = await db
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  return { _id: userId, displayName: user?.fullName ?? '' };
};

/** A frozen statement as the API shows it: one frozen before tips were listed lists none. */
export const frozenStatement = (statement: FrozenPayStatement): PayStatement => ({
  ...statement,
  tipLines: statement.tipLines ?? [],
});

/** A frozen statement's lines' commissions by line id (its own lines, not its refunds). */
export const frozenCommissions = (statement: FrozenPayStatement | undefined): Map<string, number> =>
  new Map(
    (statement?.lines ?? [])
      .filter((line) => !line.refund)
      .map((line) => [line.lineId, line.commission]),
  );
