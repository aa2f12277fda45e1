import { and, eq, inArray } from 'drizzle-orm';
import type { PaySettings, PayStatementLine } from '../../registry/pay';
import { periodContaining, type PeriodDays } from '../../registry/payPeriods';
import type { Database } from '../db/database';
import { minorToNumber, toMinor, type Minor } from '../db/money';
import { commissionPlans } from '../db/schema';
import { closedPeriodsStarting, frozenCommissions } from './closedPeriods';
import { commissionableOf, lineCommissions, type PlanRules } from './commission';
import {
  creditedLinesIn,
  creditedLinesOfOrders,
  type CreditedLine,
  type RefundGiven,
} from './creditedLines';

/** What every statement of a business needs: its zone, currency and pay settings. */
export interface PayBusiness {
  businessId: string;
  zone: string;
  currency: string;
  settings: PaySettings;
}

/** A staff member as statements name them, with their plan. */
export interface PayEmployee {
  id: string;
  fullName: string;
  commissionPlanId: string | null;
}

export type Plan = PlanRules & { id: string; name: string };

/** A line as worked: amounts in minor units, negative for a refund. */
export interface WorkedLine {
  line: CreditedLine;
  day: string;
  quantity: number;
  net: Minor;
  deduction: Minor;
  commissionable: Minor;
  commission: Minor;
  refund: boolean;
}

/** `items` by key, each group in the order given. */
const groupedBy = <T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
};

export const plansOf = async (db: Database, businessId: string, employees: PayEmployee[]) => {
  const ids = [...new Set(employees.flatMap((employee) => employee.commissionPlanId ?? []))];
  if (!ids.length) return new Map<string, Plan>();
  const rows = await db
    .select()
    .from(commissionPlans)
    .where(and(eq(commissionPlans.businessId, businessId), inArray(commissionPlans.id, ids)));
  return new Map<string, Plan>(rows.map((row) => [row.id, row]));
};

/** Each staff member's lines worked, by employee id, in the order they were sold. */
type SoldLines = Map<string, WorkedLine[]>;

/** Each employee's sold lines in a period with their commissions. */
export const soldIn = async (
  db: Database,
  business: PayBusiness,
  period: PeriodDays,
  employees: PayEmployee[],
  plans: Map<string, Plan>,
): Promise<SoldLines> => {
  const lines = await creditedLinesIn(
    db,
    business.businessId,
    business.zone,
    period,
    employees.map((employee) => employee.id),
  );
  const linesOf = groupedBy(lines, (line) => line.employeeId);
  const worked: SoldLines = new Map();
  for (const employee of employees) {
    const own = linesOf.get(employee.id) ?? [];
    const plan = employee.commissionPlanId ? (plans.get(employee.commissionPlanId) ?? null) : null;
    const commissions = lineCommissions(plan, own);
    worked.set(
      employee.id,
      own.map((line, index) => ({
        line,
        day: line.day,
        quantity: line.quantity,
        net: line.netMinor,
        deduction: line.deductionMinor,
        commissionable: commissionableOf(line),
        commission: commissions[index]!,
        refund: false,
      })),
    );
  }
  return worked;
};

/** Lines of a period already worked (at least those of the refunded orders), by the period's start. */
interface WorkedPeriod {
  start: string;
  sold: WorkedLine[];
}

/**
 * The commission each refunded line earned in its own period: from the frozen statement when
 * that period is closed, else worked again as that period stands (the statement's own period is
 * already worked: `current`, not read twice).
 */
const ownCommissions = async (
  db: Database,
  business: PayBusiness,
  lines: CreditedLine[],
  employees: PayEmployee[],
  plans: Map<string, Plan>,
  current: WorkedPeriod,
): Promise<Map<string, Minor>> => {
  const periods = new Map<string, PeriodDays>();
  for (const line of lines) {
    const own = periodContaining(business.settings, line.day);
    periods.set(own.start, own);
  }
  const closed = await closedPeriodsStarting(db, business.businessId, [...periods.keys()]);
  const commissions = new Map<string, Minor>();
  const refundedLineIds = new Set(lines.map((line) => line.lineId));
  for (const [start, days] of periods) {
    const frozen = closed.get(start);
    if (frozen) {
      for (const statement of frozen.statements) {
        for (const [lineId, commission] of frozenCommissions(statement))
          commissions.set(`${statement.employee._id}:${lineId}`, toMinor(commission));
      }
      continue;
    }
    const sold =
      start === current.start
        ? current.sold
        : [...(await soldIn(db, business, days, employees, plans)).values()].flat();
    for (const worked of sold) {
      if (refundedLineIds.has(worked.line.lineId))
        commissions.set(`${worked.line.employeeId}:${worked.line.lineId}`, worked.commission);
    }
  }
  return commissions;
};

/**
 * The refunds given in the period, as negative lines reversing what they took back. `sold`: the
 * period's worked lines, at least all those of the refunded orders.
 */
export const refundedIn = async (
  db: Database,
  business: PayBusiness,
  period: PeriodDays,
  employees: PayEmployee[],
  plans: Map<string, Plan>,
  refunds: RefundGiven[],
  sold: WorkedLine[],
): Promise<Map<string, WorkedLine[]>> => {
  const ids = employees.map((employee) => employee.id);
  const byEmployee = new Map<string, WorkedLine[]>();
  if (!refunds.length) return byEmployee;
  // An order paid in this period has all its credited lines among those sold: only the others are read.
  const orderIds = new Set(refunds.map((refund) => refund.orderId));
  const soldOfRefunded = sold.filter((worked) => orderIds.has(worked.line.orderId));
  const soldOrders = new Set(soldOfRefunded.map((worked) => worked.line.orderId));
  const lines = [
    ...soldOfRefunded.map((worked) => worked.line),
    ...(await creditedLinesOfOrders(
      db,
      business.businessId,
      business.zone,
      [...orderIds].filter((orderId) => !soldOrders.has(orderId)),
      ids,
    )),
  ];
  const commissions = await ownCommissions(db, business, lines, employees, plans, {
    start: period.start,
    sold: soldOfRefunded,
  });
  const linesOfOrder = groupedBy(lines, (line) => line.orderId);
  const reverse = (line: CreditedLine, day: string, quantity: number, fraction: number) => {
    const part = (minor: Minor) => -Math.round(minor * fraction);
    const commission = commissions.get(`${line.employeeId}:${line.lineId}`) ?? 0;
    const reversed: WorkedLine = {
      line,
      day,
      quantity,
      net: part(line.netMinor),
      deduction: part(line.deductionMinor),
      commissionable: part(commissionableOf(line)),
      commission: part(commission),
      refund: true,
    };
    const own = byEmployee.get(line.employeeId);
    if (own) own.push(reversed);
    else byEmployee.set(line.employeeId, [reversed]);
  };
  for (const refund of refunds) {
    const credited = linesOfOrder.get(refund.orderId) ?? [];
    if (refund.lines.length) {
      for (const returned of refund.lines) {
        for (const line of credited.filter((candidate) => candidate.lineId === returned.lineId))
          reverse(line, refund.day, returned.quantity, returned.quantity / line.quantity);
      }
    } else {
      for (const line of credited) {
        const fraction = line.orderCostMinor ? refund.amountMinor / line.orderCostMinor : 0;
        reverse(line, refund.day, 0, fraction);
      }
    }
  }
  return byEmployee;
};

export const statementLine = (worked: WorkedLine): PayStatementLine => ({
  orderId: worked.line.orderId,
  orderNo: worked.line.orderNo,
  lineId: worked.line.lineId,
  day: worked.day,
  kind: worked.line.kind,
  name: worked.line.name,
  quantity: worked.quantity,
  share: worked.line.share,
  net: minorToNumber(worked.net),
  deduction: minorToNumber(worked.deduction),
  commissionable: minorToNumber(worked.commissionable),
  commission: minorToNumber(worked.commission),
  refund: worked.refund,
});
