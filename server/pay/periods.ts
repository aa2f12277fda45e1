import { and, asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { PayPeriod, PayPeriodPage, PayPeriodSummary, PayStatement } from '../../registry/pay';
import {
  isPeriodStart,
  periodContaining,
  previousPeriod,
  type PeriodDays,
} from '../../registry/payPeriods';
import { isCalendarDate, isDayInRange } from '../../registry/validation';
import type { Database } from '../db/database';
import { businesses, closedPayPeriods, employees } from '../db/schema';
import { HttpError, validationFailed } from '../http/errors';
import { isUuid } from '../http/ids';
import { pagingOf } from '../http/listQuery';
import { text } from '../http/messages';
import type { Access } from '../tenancy/access';
import { localDate } from '../tenancy/zonedTime';
import { closedPeriodsStarting, closerOf, frozenStatement, payPeriodOf } from './closedPeriods';
import { readPaySettings } from './settings';
import { workStatements, type PayStatementTotals } from './figures';
import type { PayBusiness, PayEmployee } from './statement';
import { workStatementTotals } from './totals';

/** The business's zone, currency and settings, and the day it was created (where periods begin). */
export const payBusinessOf = async (db: Database, businessId: string) => {
  const [row] = await db
    .select({
      zone: businesses.timezone,
      currency: businesses.currency,
      createdAt: businesses.createdAt,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const settings = await readPaySettings(db, businessId);
  const business: PayBusiness = {
    businessId,
    zone: row!.zone,
    currency: row!.currency,
    settings,
  };
  return { business, createdDay: localDate(row!.createdAt, row!.zone) };
};

/** The period starting on `query.start`, or a 422 on `start`. */
export const periodStartingAt = (business: PayBusiness, start: unknown): PeriodDays => {
  if (
    typeof start !== 'string' ||
    !isCalendarDate(start) ||
    !isDayInRange(start) ||
    !isPeriodStart(business.settings, start)
  )
    throw validationFailed({ start: text('saluni.pay.validation.notAPeriodStart') });
  return periodContaining(business.settings, start);
};

/** `GET /v1/pay/periods`: from the current period back to the one the business was created in. */
export const payPeriodPage = async (
  db: Database,
  businessId: string,
  query: Record<string, unknown>,
): Promise<PayPeriodPage> => {
  const { page, limit } = pagingOf(query);
  const { business, createdDay } = await payBusinessOf(db, businessId);
  const today = localDate(new Date(), business.zone);
  const all: PeriodDays[] = [];
  for (
    let period = periodContaining(business.settings, today);
    period.end >= createdDay;
    period = previousPeriod(business.settings, period.start)
  )
    all.push(period);
  const shown = limit === 0 ? all : all.slice((page - 1) * limit, page * limit);
  const closed = await closedPeriodsStarting(
    db,
    businessId,
    shown.map((period) => period.start),
  );
  return {
    docs: shown.map((period) => payPeriodOf(period, closed.get(period.start))),
    total: all.length,
  };
};

/** Every staff member of the business, by name. */
const staffOf = async (db: Database, businessId: string): Promise<PayEmployee[]> =>
  db
    .select({
      id: employees.id,
      fullName: employees.fullName,
      commissionPlanId: employees.commissionPlanId,
    })
    .from(employees)
    .where(eq(employees.businessId, businessId))
    .orderBy(asc(employees.fullName), asc(employees.id));

/** A period's summary from its statements (or their totals). */
const summaryOf = (
  business: PayBusiness,
  period: PayPeriod,
  statements: PayStatementTotals[],
): PayPeriodSummary => {
  const rows = statements.map((statement) => ({
    employee: statement.employee,
    sales: statement.sales,
    commission: statement.commission,
    tips: statement.tips,
    hours: statement.hours.total,
    total: statement.total,
  }));
  const total = (pick: (row: (typeof rows)[number]) => number) =>
    rows.reduce((sum, row) => sum + Math.round(pick(row) * 100), 0) / 100;
  return {
    period,
    currency: business.currency,
    rows,
    totals: {
      sales: total((row) => row.sales),
      commission: total((row) => row.commission),
      tips: total((row) => row.tips),
      total: total((row) => row.total),
    },
  };
};

/**
 * The period's summary and every statement's totals: frozen when closed, worked now when open
 * (without their lines: `workStatementTotals`).
 */
export const periodStatements = async (
  db: Database,
  businessId: string,
  start: unknown,
): Promise<{ summary: PayPeriodSummary; statements: PayStatementTotals[] }> => {
  const { business } = await payBusinessOf(db, businessId);
  const days = periodStartingAt(business, start);
  const closed = (await closedPeriodsStarting(db, businessId, [days.start])).get(days.start);
  if (closed) return { summary: closed.summary, statements: closed.statements };
  const period = payPeriodOf(days, undefined);
  const statements = await workStatementTotals(db, business, period, await staffOf(db, businessId));
  return { summary: summaryOf(business, period, statements), statements };
};

/** One staff member's statement of a period (frozen when closed). */
export const statementOf = async (
  db: Database,
  businessId: string,
  start: unknown,
  employee: PayEmployee,
): Promise<PayStatement> => {
  const { business } = await payBusinessOf(db, businessId);
  const days = periodStartingAt(business, start);
  const closed = (await closedPeriodsStarting(db, businessId, [days.start])).get(days.start);
  const frozen = closed?.statements.find((statement) => statement.employee._id === employee.id);
  if (frozen) return frozenStatement(frozen);
  const [statement] = await workStatements(db, business, payPeriodOf(days, closed), [employee]);
  return statement!;
};

const invalidState = (key: string) => new HttpError(409, 'INVALID_STATE', text(key));

/**
 * Freezes an ended period's summary and statements, once, inside the caller's transaction:
 * the close route's work, and the demo seed's (server/seed/paySales.ts).
 */
export const freezePayPeriod = async (
  tx: Database,
  businessId: string,
  userId: string,
  start: unknown,
): Promise<PayPeriod> => {
  const { business } = await payBusinessOf(tx, businessId);
  const days = periodStartingAt(business, start);
  if (days.end >= localDate(new Date(), business.zone))
    throw invalidState('saluni.pay.errors.notEnded');
  const already = await closedPeriodsStarting(tx, businessId, [days.start]);
  if (already.size) throw invalidState('saluni.pay.errors.alreadyClosed');
  const period: PayPeriod = {
    ...days,
    status: 'closed',
    closedAt: new Date().toISOString(),
    closedBy: await closerOf(tx, userId),
  };
  const statements = await workStatements(tx, business, period, await staffOf(tx, businessId));
  await tx.insert(closedPayPeriods).values({
    businessId,
    id: uuidv7(),
    start: days.start,
    end: days.end,
    closedBy: userId,
    summary: summaryOf(business, period, statements),
    statements,
  });
  return period;
};

/** `POST /v1/pay/period/close`: freezes an ended period in a transaction of its own. */
export const closePayPeriod = (db: Database, access: Access, start: unknown): Promise<PayPeriod> =>
  db.transaction((tx) => freezePayPeriod(tx, access.businessId, access.user.id, start));

/** The business's employee with this id, or the caller's own when none is named; null when none. */
export const payEmployeeOf = async (
  db: Database,
  access: Access,
  employeeId: string | undefined,
): Promise<(PayEmployee & { userId: string | null }) | null> => {
  if (employeeId !== undefined && !isUuid(employeeId)) return null;
  const [row] = await db
    .select({
      id: employees.id,
      fullName: employees.fullName,
      commissionPlanId: employees.commissionPlanId,
      userId: employees.userId,
    })
    .from(employees)
    .where(
      and(
        eq(employees.businessId, access.businessId),
        employeeId === undefined
          ? eq(employees.userId, access.user.id)
          : eq(employees.id, employeeId),
      ),
    )
    .orderBy(asc(employees.id))
    .limit(1);
  return row ?? null;
};
