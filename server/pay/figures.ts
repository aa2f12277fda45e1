import type { PayPeriod, PayStatement } from '../../registry/pay';
import type { Database } from '../db/database';
import { minorToNumber, type Minor } from '../db/money';
import { refundsIn } from './creditedLines';
import { hoursWorked } from './hours';
import {
  plansOf,
  refundedIn,
  soldIn,
  statementLine,
  type PayBusiness,
  type PayEmployee,
  type WorkedLine,
} from './statement';
import { statementTip, tipRowsByEmployee } from './tips';

/**
 * A statement's figures, worked the same way whether its lines were worked one by one
 * (`workStatements`, for the statement and the close) or added up by the database
 * (`workStatementTotals`, for the summary and the export).
 */

const sum = (lines: WorkedLine[], pick: (line: WorkedLine) => Minor) =>
  lines.reduce((total, line) => total + pick(line), 0);

/** A statement's figures without its lines and tips one by one: what the period's summary and export show. */
export type PayStatementTotals = Omit<PayStatement, 'lines' | 'tipLines'>;

/** What a staff member was credited with in the period before refunds, in minor units. */
export interface SoldTotals {
  net: Minor;
  deduction: Minor;
  commission: Minor;
}

export const soldTotalsOf = (lines: WorkedLine[]): SoldTotals => ({
  net: sum(lines, (line) => line.net),
  deduction: sum(lines, (line) => line.deduction),
  commission: sum(lines, (line) => line.commission),
});

/**
 * The period's figures of a staff member read at once beside their lines: plans, refunds, hours,
 * and tips as `readTips` reads them (one by one for the full statements, added up for the totals).
 */
export const periodFacts = async <Tips>(
  db: Database,
  business: PayBusiness,
  period: PayPeriod,
  employees: PayEmployee[],
  readTips: (
    db: Database,
    businessId: string,
    zone: string,
    period: PayPeriod,
    employeeIds: string[],
  ) => Promise<Tips>,
) => {
  const ids = employees.map((employee) => employee.id);
  const [plans, refunds, hours, tips] = await Promise.all([
    plansOf(db, business.businessId, employees),
    refundsIn(db, business.businessId, business.zone, period, ids),
    hoursWorked(db, business.businessId, period, ids),
    readTips(db, business.businessId, business.zone, period, ids),
  ]);
  return { ids, plans, refunds, hours, tips };
};

/**
 * A statement's figures (docs/areas/pay.md "The statement"), the same whether its lines were
 * worked one by one (`workStatements`) or added up by the database (`workStatementTotals`).
 */
export const statementFigures = (
  business: PayBusiness,
  period: PayPeriod,
  employee: PayEmployee,
  facts: Pick<Awaited<ReturnType<typeof periodFacts>>, 'plans' | 'hours'>,
  sold: SoldTotals,
  reversed: WorkedLine[],
  tips: Minor,
): PayStatementTotals => {
  const plan = employee.commissionPlanId ? facts.plans.get(employee.commissionPlanId) : undefined;
  const refundsReversed = sum(reversed, (line) => line.commission);
  const commission = sold.commission + refundsReversed;
  return {
    employee: { _id: employee.id, fullName: employee.fullName },
    period,
    currency: business.currency,
    plan: plan ? { _id: plan.id, name: plan.name } : null,
    sales: minorToNumber(sold.net + sum(reversed, (line) => line.net)),
    deductions: minorToNumber(sold.deduction + sum(reversed, (line) => line.deduction)),
    commission: minorToNumber(commission),
    refundsReversed: minorToNumber(refundsReversed),
    tips: minorToNumber(tips),
    hours: facts.hours.get(employee.id)!,
    total: minorToNumber(commission + tips),
  };
};

/** Each staff member's statement of the period as it stands now (docs/areas/pay.md). */
export const workStatements = async (
  db: Database,
  business: PayBusiness,
  period: PayPeriod,
  employees: PayEmployee[],
): Promise<PayStatement[]> => {
  const facts = await periodFacts(db, business, period, employees, tipRowsByEmployee);
  const sold = await soldIn(db, business, period, employees, facts.plans);
  const refunded = await refundedIn(
    db,
    business,
    period,
    employees,
    facts.plans,
    facts.refunds,
    [...sold.values()].flat(),
  );
  return employees.map((employee) => {
    const own = sold.get(employee.id) ?? [];
    const reversed = refunded.get(employee.id) ?? [];
    const tips = facts.tips.get(employee.id) ?? [];
    const tipTotal = tips.reduce((total, tip) => total + tip.amountMinor, 0);
    return {
      ...statementFigures(business, period, employee, facts, soldTotalsOf(own), reversed, tipTotal),
      lines: [...own, ...reversed].map(statementLine),
      tipLines: tips.map(statementTip),
    };
  });
};
