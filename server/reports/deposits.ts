import { and, eq, sql, sum } from 'drizzle-orm';
import type { DepositStatus } from '../../registry/appointments';
import type { DepositFigures } from '../../registry/reports';
import type { Database } from '../db/database';
import { joinReferenced } from '../db/businessRows';
import { minorToNumber, type Minor } from '../db/money';
import { appointments, cardPayments, mpesaPayments } from '../db/schema';
import { within, type ReportRange } from './range';

/**
 * Deposits apart from sales (docs/areas/reports.md "Deposits"): the deposit payments settled in
 * the range, M-Pesa and card, each dated by when it was paid, summed by what their appointment's
 * deposit is now. A deposit applied at checkout is also an order payment dated the same moment,
 * so the takings hold it once, on that day; the others are money received outside the takings.
 */
const settledDeposits = (
  db: Database,
  businessId: string,
  range: ReportRange,
  table: typeof mpesaPayments | typeof cardPayments,
  minor: ReturnType<typeof sql<string>>,
) =>
  db
    .select({ status: appointments.depositStatus, amount: sum(minor) })
    .from(table)
    .innerJoin(appointments, joinReferenced(appointments, table.transactionRef))
    .where(
      and(
        eq(table.businessId, businessId),
        eq(table.payableKind, 'deposit'),
        eq(table.status, 'paid'),
        within(table.paidAt, range),
      ),
    )
    .groupBy(appointments.depositStatus);

/**
 * Where a settled deposit payment stands by its appointment's deposit now. A payment settling
 * after its appointment was given up on (`pending` still, or `released`) is held until it is
 * paid out or given back, as the booking flow decides.
 */
const FIGURE_OF: Record<DepositStatus, keyof Omit<DepositFigures, 'received'>> = {
  paid: 'held',
  pending: 'held',
  applied: 'applied',
  kept: 'kept',
  refunded: 'refunded',
  released: 'held',
};

export const depositFigures = async (
  db: Database,
  businessId: string,
  range: ReportRange,
): Promise<DepositFigures> => {
  const [mpesa, card] = await Promise.all([
    // M-Pesa takes whole shillings: its amount is in major units.
    settledDeposits(
      db,
      businessId,
      range,
      mpesaPayments,
      sql<string>`${mpesaPayments.amount} * 100`,
    ),
    settledDeposits(db, businessId, range, cardPayments, sql<string>`${cardPayments.amountMinor}`),
  ]);
  const figures: Record<keyof DepositFigures, Minor> = {
    received: 0,
    applied: 0,
    held: 0,
    kept: 0,
    refunded: 0,
  };
  for (const row of [...mpesa, ...card]) {
    // Sums of integer minor units.
    const amount = Number(row.amount ?? 0);
    figures.received += amount;
    figures[row.status ? FIGURE_OF[row.status] : 'held'] += amount;
  }
  return {
    received: minorToNumber(figures.received),
    applied: minorToNumber(figures.applied),
    held: minorToNumber(figures.held),
    kept: minorToNumber(figures.kept),
    refunded: minorToNumber(figures.refunded),
  };
};
