import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { businessRow, businessRowsMatching } from '../db/businessRows';
import { v7 as uuidv7 } from 'uuid';
import { CASH_UP_METHODS, type MethodFigures } from '../../registry/cashUp';
import { instantOf, wallClockOf } from '../tenancy/zonedTime';
import type { Database } from '../db/database';
import { cashUps, tills } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';
import { toMinor, type Minor } from '../db/money';
import { moneyMoved, mpesaReceipts, type ReportRange, takingsByMethod } from '../reports';

export type TillRow = typeof tills.$inferSelect;

/** The business's default till, made on first use so every business has one without a backfill. */
export const defaultTill = async (db: Database, businessId: string): Promise<TillRow> => {
  await db
    .insert(tills)
    .values({ businessId, id: uuidv7(), isDefault: true })
    .onConflictDoNothing();
  const [till] = await db
    .select()
    .from(tills)
    .where(businessRowsMatching(tills, businessId, { isDefault: true }));
  return till!;
};

/** The till named by `tillId`, or the default one; null when the business has no such till. */
export const tillOf = async (
  db: Database,
  businessId: string,
  tillId: string | undefined,
): Promise<TillRow | null> => {
  if (tillId === undefined) return defaultTill(db, businessId);
  const [till] = await db
    .select()
    .from(tills)
    .where(businessRow(tills, businessId, tillId));
  return till ?? null;
};

/**
 * Holds the till against closes until the caller's transaction ends: a checkout or refund takes
 * it shared, a close exclusively, so a close reads the money of every write that got in first.
 */
export const lockTill = async (tx: Database, till: TillRow, mode: 'share' | 'update') => {
  await tx
    .select({ id: tills.id })
    .from(tills)
    .where(businessRow(tills, till.businessId, till.id))
    .for(mode);
};

export interface OpenPeriod {
  range: ReportRange & { end: Date };
  periodStart: Date;
  afterPreviousClose: boolean;
}

/**
 * The database's clock, the one `created_at` is written by, to the millisecond a Date holds:
 * read through the till's own row, which always exists, rather than the server's clock.
 */
const databaseNow = async (db: Database, till: TillRow): Promise<Date> => {
  const [row] = await db
    .select({
      now: sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(tills)
    .where(businessRow(tills, till.businessId, till.id));
  return new Date(row!.now);
};

/** The till's open period: after its last close, or from the start of today in the business zone, up to now. */
export const openPeriod = async (
  db: Database,
  till: TillRow,
  zone: string,
): Promise<OpenPeriod> => {
  const end = await databaseNow(db, till);
  const [last] = await db
    .select({ periodEnd: cashUps.periodEnd })
    .from(cashUps)
    .where(businessRowsMatching(cashUps, till.businessId, { tillId: till.id }))
    .orderBy(desc(cashUps.periodEnd))
    .limit(1);
  if (last)
    return {
      range: { after: last.periodEnd, end },
      periodStart: last.periodEnd,
      afterPreviousClose: true,
    };
  const dayStart = instantOf(`${wallClockOf(end, zone).slice(0, 10)}T00:00:00`, zone);
  return { range: { start: dayStart, end }, periodStart: dayStart, afterPreviousClose: false };
};

export interface ExpectedFigures {
  expected: Record<(typeof CASH_UP_METHODS)[number], Minor>;
  mpesaCodes: (string | null)[];
}

/**
 * What the takings (server/reports/takings.ts) say the till took over the range, per method in
 * minor units; one query at a time, as the close runs it in its transaction.
 */
export const expectedOver = async (
  db: Database,
  businessId: string,
  range: ReportRange,
  zone: string,
): Promise<ExpectedFigures> => {
  const moved = await moneyMoved(db, businessId, range, zone, true);
  const mpesaCodes = await mpesaReceipts(db, businessId, range);
  const byMethod = takingsByMethod(moved);
  const expected = Object.fromEntries(
    CASH_UP_METHODS.map((method) => [
      method,
      toMinor(byMethod.find((row) => row.method === method)?.takings ?? 0),
    ]),
  ) as ExpectedFigures['expected'];
  return { expected, mpesaCodes };
};

/** Minor units as wire numbers per method. */
export const figuresOf = (minor: Record<keyof MethodFigures, Minor>): MethodFigures =>
  Object.fromEntries(
    CASH_UP_METHODS.map((method) => [method, minor[method] / 100]),
  ) as MethodFigures;

/**
 * Refuses (409) a write of money that would fall inside a closed period of the business's till:
 * the caller's row is dated by its transaction's start (`now()`), so a sale begun before a close
 * that committed first would otherwise change the closed figures. Called inside the write's
 * transaction, holding the till shared so no close slips in after the check.
 */
export const refuseClosedPeriod = async (tx: Database, businessId: string) => {
  const till = await defaultTill(tx, businessId);
  await lockTill(tx, till, 'share');
  // A close whose period ends now or later covers the write's time.
  const notEndedYet = sql`${cashUps.periodEnd} >= now()`;
  const [closed] = await tx
    .select({ id: cashUps.id })
    .from(cashUps)
    .where(businessRowsMatching(cashUps, businessId, { tillId: till.id }, notEndedYet))
    .limit(1);
  if (closed) throw new HttpError(409, 'INVALID_STATE', text('saluni.cashUp.periodClosed'));
};

/** Whether `instant` falls inside a closed period of the business's default till. */
export const isClosed = async (
  tx: Database,
  businessId: string,
  instant: Date,
): Promise<boolean> => {
  const [closed] = await tx
    .select({ id: cashUps.id })
    .from(cashUps)
    .innerJoin(
      tills,
      businessRowsMatching(tills, cashUps.businessId, { id: cashUps.tillId, isDefault: true }),
    )
    .where(and(eq(cashUps.businessId, businessId), gte(cashUps.periodEnd, instant)))
    .limit(1);
  return Boolean(closed);
};
