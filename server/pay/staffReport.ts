import { asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { PayStatement } from '../../registry/pay';
import { addDays, nextPeriod, periodContaining, type PeriodDays } from '../../registry/payPeriods';
import {
  STAFF_REPORT_MAX_DAYS,
  type StaffReport,
  type StaffReportFigures,
} from '../../registry/staffReport';
import { isCalendarDate, isDayInRange } from '../../registry/validation';
import type { Database } from '../db/database';
import { minorToNumber, toMinor, type Minor } from '../db/money';
import { employees } from '../db/schema';
import { sendCsv, type CsvColumn } from '../http/csv';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { textParam } from '../reports';
import { closedPeriodsStarting, payPeriodOf } from './closedPeriods';
import { periodInstants } from './creditedLines';
import { payBusinessOf } from './periods';
import { workStatements } from './figures';
import type { PayBusiness, PayEmployee } from './statement';
import {
  rebookings,
  salesFigures,
  type RebookingRow,
  type SalesFiguresRow,
} from './staffReportQuery';

/** The days asked (both included), or a 422 on the field at fault. */
export const reportDays = (query: Record<string, unknown>): PeriodDays => {
  const day = (field: 'from' | 'to') => {
    const value = textParam(query, field);
    if (value === undefined || !isCalendarDate(value) || !isDayInRange(value))
      throw validationFailed({ [field]: text('saluni.pay.validation.reportDay') });
    return value;
  };
  const from = day('from');
  const to = day('to');
  if (to < from) throw validationFailed({ to: text('saluni.pay.validation.reportReversed') });
  if (to >= addDays(from, STAFF_REPORT_MAX_DAYS))
    throw validationFailed({
      to: text('saluni.pay.validation.reportTooLong', { days: String(STAFF_REPORT_MAX_DAYS) }),
    });
  return { start: from, end: to };
};

/** Every staff member of the business, by name, with their plan (as the period's summary lists them). */
const staffOf = (db: Database, businessId: string): Promise<PayEmployee[]> =>
  db
    .select({
      id: employees.id,
      fullName: employees.fullName,
      commissionPlanId: employees.commissionPlanId,
    })
    .from(employees)
    .where(eq(employees.businessId, businessId))
    .orderBy(asc(employees.fullName), asc(employees.id));

/** Every pay period meeting the days, first to last. */
const periodsMeeting = (business: PayBusiness, days: PeriodDays): PeriodDays[] => {
  const periods: PeriodDays[] = [];
  for (
    let period = periodContaining(business.settings, days.start);
    period.start <= days.end;
    period = nextPeriod(business.settings, period.start)
  )
    periods.push(period);
  return periods;
};

/**
 * Each staff member's commission on the statement lines (sales and refunds) dated in the days:
 * the statements of every period the days meet, frozen when closed, else worked now, exactly as
 * the pay screens show them.
 */
const commissionsIn = async (
  db: Database,
  business: PayBusiness,
  days: PeriodDays,
  staff: PayEmployee[],
): Promise<Map<string, Minor>> => {
  const periods = periodsMeeting(business, days);
  const closed = await closedPeriodsStarting(
    db,
    business.businessId,
    periods.map((period) => period.start),
  );
  const commissions = new Map<string, Minor>();
  const add = (statement: Pick<PayStatement, 'employee' | 'lines'>) => {
    const inDays = statement.lines.filter((line) => line.day >= days.start && line.day <= days.end);
    const own = inDays.reduce((sum, line) => sum + toMinor(line.commission), 0);
    commissions.set(statement.employee._id, (commissions.get(statement.employee._id) ?? 0) + own);
  };
  for (const period of periods) {
    const frozen = closed.get(period.start);
    const frozenIds = new Set(frozen?.statements.map((statement) => statement.employee._id));
    frozen?.statements.forEach(add);
    // Staff added after a close have no frozen statement: theirs is worked now, as the statement route does.
    const toWork = staff.filter((employee) => !frozenIds.has(employee.id));
    if (toWork.length)
      (await workStatements(db, business, payPeriodOf(period, frozen), toWork)).forEach(add);
  }
  return commissions;
};

const figuresOf = (
  sales: SalesFiguresRow | undefined,
  rebooking: RebookingRow | undefined,
  commission: Minor,
): StaffReportFigures => {
  // The SQL sums are already in minor units (whole numbers as numeric text).
  const minorOf = (sum: string | null | undefined): Minor => Number(sum ?? 0);
  const salesMinor = minorOf(sales?.sales);
  const orders = sales?.orders ?? 0;
  const visits = rebooking?.visits ?? 0;
  return {
    sales: minorToNumber(salesMinor),
    servicesDone: Number(sales?.servicesDone ?? 0),
    serviceSales: minorToNumber(minorOf(sales?.serviceSales)),
    productSales: minorToNumber(minorOf(sales?.productSales)),
    orders,
    averageBill: orders ? minorToNumber(Math.round(salesMinor / orders)) : 0,
    rebookingRate: visits ? Math.round(((rebooking?.rebooked ?? 0) * 1000) / visits) / 10 : null,
    commission: minorToNumber(commission),
  };
};

/** `GET /v1/pay/staff-report`: every staff member's figures over the days, and their totals. */
export const staffReportOf = async (
  db: Database,
  businessId: string,
  query: Record<string, unknown>,
): Promise<StaffReport> => {
  const days = reportDays(query);
  const { business } = await payBusinessOf(db, businessId);
  const staff = await staffOf(db, businessId);
  const ids = staff.map((employee) => employee.id);
  const range = periodInstants(days, business.zone);
  const [sales, rebooked, commissions] = ids.length
    ? await Promise.all([
        salesFigures(db, businessId, range, ids),
        rebookings(db, businessId, business.zone, range, ids),
        commissionsIn(db, business, days, staff),
      ])
    : [[], [], new Map<string, Minor>()];
  const salesOf = new Map(sales.map((row) => [row.employeeId, row]));
  const rebookedOf = new Map(rebooked.map((row) => [row.employeeId, row]));
  // Only the staff listed: a frozen statement of someone removed since is not a row of the report.
  const allCommission = ids.reduce((sum, id) => sum + (commissions.get(id) ?? 0), 0);
  return {
    from: days.start,
    to: days.end,
    currency: business.currency,
    rows: staff.map((employee) => ({
      employee: { _id: employee.id, fullName: employee.fullName },
      ...figuresOf(
        salesOf.get(employee.id),
        rebookedOf.get(employee.id),
        commissions.get(employee.id) ?? 0,
      ),
    })),
    // The grouping sets' row without a staff member: distinct orders and visits of all.
    totals: figuresOf(salesOf.get(null), rebookedOf.get(null), allCommission),
  };
};

type Row = StaffReport['rows'][number];

const money = (value: number) => value.toFixed(2);

/**
 * `GET /v1/pay/staff-report/export`: the report's rows and a totals row,
 * `staff-report-<from>-<to>.csv`, amounts in major units, headers in the caller's language.
 */
export const exportStaffReport = async (
  db: Database,
  reply: FastifyReply,
  businessId: string,
  query: Record<string, unknown>,
) => {
  const report = await staffReportOf(db, businessId, query);
  const header = (key: string) => text(`saluni.pay.staffReportExport.${key}`);
  const columns: CsvColumn<Row>[] = [
    { header: header('name'), value: (row) => row.employee.fullName },
    { header: header('sales'), value: (row) => money(row.sales) },
    { header: header('servicesDone'), value: (row) => row.servicesDone },
    { header: header('serviceSales'), value: (row) => money(row.serviceSales) },
    { header: header('productSales'), value: (row) => money(row.productSales) },
    { header: header('orders'), value: (row) => row.orders },
    { header: header('averageBill'), value: (row) => money(row.averageBill) },
    { header: header('rebookingRate'), value: (row) => row.rebookingRate },
    { header: header('commission'), value: (row) => money(row.commission) },
  ];
  const totals: Row = { employee: { _id: '', fullName: header('totals') }, ...report.totals };
  return sendCsv(reply, `staff-report-${report.from}-${report.to}.csv`, columns, [
    ...report.rows,
    totals,
  ]);
};
