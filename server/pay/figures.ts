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
import { tipsByEmployee } from './tips';

/**
 * A statement's figures, worked the same way whether its lines were worked one by one
 * (`workStatements`, for the statement and the close) or added up by the database
 * (`workStatementTotals`, for the summary and the export).
 */

const sum = (lines: WorkedLine[], pick: (line: WorkedLine) => Minor) =>
  lines.reduce((total, line) => total + pick(line), 0);

/** A statement's figures without its lines: what the period's summary and export show. */
export type PayStatementTotals = Omit<PayStatement, 'lines'>;

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

/** The period's figures of a staff member read at once beside their lines: plans, refunds, hours, tips. */
export const periodFacts = async (
  db: Database,
  business: PayBusiness,
  period: PayPeriod,
  employees: PayEmployee[],
) => {
  const ids = employees.map((employee) => employee.id);
  const [plans, refunds, hours, tips] = await Promise.all([
    plansOf(db, business.businessId, employees),
    refundsIn(db, business.businessId, business.zone, period, ids),
    hoursWorked(db, business.businessId, period, ids),
    tipsByEmployee(db, business.businessId, business.zone, period, ids),
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
  facts: Awaited<ReturnType<typeof periodFacts>>,
  sold: SoldTotals,
  reversed: WorkedLine[],
): PayStatementTotals => {
  const plan = employee.commissionPlanId ? facts.plans.get(employee.commissionPlanId) : undefined;
  const refundsReversed = sum(reversed, (line) => line.commission);
  const commission = sold.commission + refundsReversed;
  const tips = facts.tips.get(employee.id) ?? 0;
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
  const facts = await periodFacts(db, business, period, employees);
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
    return {
      ...statementFigures(business, period, employee, facts, soldTotalsOf(own), reversed),
      lines: [...own, ...reversed].map(statementLine),
    };
  });
};
