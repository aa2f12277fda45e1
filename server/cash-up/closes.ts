import { and, desc, eq } from 'drizzle-orm';
import { joinReferenced, businessRowsMatching } from '../db/businessRows';
import { v7 as uuidv7 } from 'uuid';
import { CASH_UP_METHODS, type CashUp, type CashUpExpected } from '../../registry/cashUp';
import type { Database } from '../db/database';
import { minorToNumeric, toMinor } from '../db/money';
import { cashUps, orderPayments, tills, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';
import { fieldRefusal, type Query, type ReportRange, textParam, within } from '../reports';
import { isUuid } from '../http/ids';
import { businessLocale } from '../tenancy/locale';
import { expectedOver, figuresOf, lockTill, openPeriod, tillOf, type TillRow } from './period';

type CashUpRow = typeof cashUps.$inferSelect;
type Counted = Record<(typeof CASH_UP_METHODS)[number], number>;

const tillReply = (till: TillRow) => ({ _id: till.id, name: till.name });

/** The query's till (a 422 on `tillId` when it names none of the business's), or the default one. */
export const queriedTill = async (db: Database, businessId: string, query: Query) => {
  const tillId = textParam(query, 'tillId');
  const till = tillId === undefined || isUuid(tillId) ? await tillOf(db, businessId, tillId) : null;
  if (!till) throw fieldRefusal('tillId', 'saluni.validation.referenceNotFound');
  return till;
};

/** What the till should hold now: the takings since its last close, per method. */
export const expectedNow = async (
  db: Database,
  businessId: string,
  till: TillRow,
): Promise<CashUpExpected> => {
  const { currency, timezone } = await businessLocale(db, businessId);
  const period = await openPeriod(db, till, timezone);
  const { expected, mpesaCodes } = await expectedOver(db, businessId, period.range, timezone);
  return {
    till: tillReply(till),
    currency,
    periodStart: period.periodStart.toISOString(),
    periodEnd: period.range.end.toISOString(),
    expected: figuresOf(expected),
    mpesaCodes,
  };
};

const cashUpReply = (row: CashUpRow, till: TillRow, currency: string, closedBy: string): CashUp => {
  const expected = {
    cash: toMinor(row.expectedCash),
    card: toMinor(row.expectedCard),
    'm-pesa': toMinor(row.expectedMpesa),
  };
  const counted = {
    cash: toMinor(row.countedCash),
    card: toMinor(row.countedCard),
    'm-pesa': toMinor(row.countedMpesa),
  };
  const difference = Object.fromEntries(
    CASH_UP_METHODS.map((method) => [method, counted[method] - expected[method]]),
  ) as typeof counted;
  return {
    _id: row.id,
    till: tillReply(till),
    currency,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    expected: figuresOf(expected),
    mpesaCodes: row.mpesaCodes,
    counted: figuresOf(counted),
    difference: figuresOf(difference),
    notes: row.notes,
    closedBy: { _id: row.closedBy, fullName: closedBy },
    closedAt: row.periodEnd.toISOString(),
  };
};

/** The business's closes matching `where`, newest first, as replies. */
const loadCashUps = async (db: Database, businessId: string, where: ReturnType<typeof and>) => {
  const { currency } = await businessLocale(db, businessId);
  const rows = await db
    .select({ cashUp: cashUps, till: tills, closedBy: users.fullName })
    .from(cashUps)
    .innerJoin(tills, joinReferenced(tills, cashUps.tillId))
    .innerJoin(users, eq(users.id, cashUps.closedBy))
    .where(and(eq(cashUps.businessId, businessId), where))
    .orderBy(desc(cashUps.periodEnd), desc(cashUps.id));
  return rows.map((row) => cashUpReply(row.cashUp, row.till, currency, row.closedBy));
};

/** The closes whose end falls in `range` (as the report's takings belong to their day), of one till or all. */
export const closesWithin = (
  db: Database,
  businessId: string,
  range: ReportRange,
  till: TillRow | undefined,
) =>
  loadCashUps(
    db,
    businessId,
    and(within(cashUps.periodEnd, range), till ? eq(cashUps.tillId, till.id) : undefined),
  );

export const findClose = async (db: Database, businessId: string, id: string) =>
  isUuid(id) ? (await loadCashUps(db, businessId, eq(cashUps.id, id)))[0] : undefined;

export interface CloseInput {
  tillId?: string | null;
  counted: Counted;
  notes?: string | null;
}

/**
 * Closes the till's open period against what was counted. The close holds its till exclusively
 * while it reads the period's takings and records itself, so two closes never share a period.
 */
export const closeTill = async (
  db: Database,
  businessId: string,
  userId: string,
  input: CloseInput,
): Promise<CashUp> => {
  const till = await tillOf(db, businessId, input.tillId ?? undefined);
  if (!till)
    throw new HttpError(422, 'VALIDATION', text('saluni.validation.referenceNotFound'), {
      tillId: text('saluni.validation.referenceNotFound'),
    });
  const { timezone } = await businessLocale(db, businessId);
  const id = uuidv7();
  await db.transaction(async (tx) => {
    await lockTill(tx, till, 'update');
    const period = await openPeriod(tx, till, timezone);
    // A push still waiting for its answer would change the period's M-Pesa after the close.
    const inPeriod = within(orderPayments.createdAt, period.range);
    const [pending] = await tx
      .select({ id: orderPayments.id })
      .from(orderPayments)
      .where(businessRowsMatching(orderPayments, businessId, { status: 'pending' }, inPeriod))
      .limit(1);
    if (pending) throw new HttpError(409, 'INVALID_STATE', text('saluni.cashUp.paymentPending'));
    const { expected, mpesaCodes } = await expectedOver(tx, businessId, period.range, timezone);
    await tx.insert(cashUps).values({
      businessId,
      id,
      tillId: till.id,
      periodStart: period.periodStart,
      afterPreviousClose: period.afterPreviousClose,
      periodEnd: period.range.end,
      expectedCash: minorToNumeric(expected.cash),
      expectedCard: minorToNumeric(expected.card),
      expectedMpesa: minorToNumeric(expected['m-pesa']),
      countedCash: minorToNumeric(toMinor(input.counted.cash)),
      countedCard: minorToNumeric(toMinor(input.counted.card)),
      countedMpesa: minorToNumeric(toMinor(input.counted['m-pesa'])),
      mpesaCodes,
      notes: input.notes?.trim() || null,
      closedBy: userId,
    });
  });
  return (await findClose(db, businessId, id))!;
};
