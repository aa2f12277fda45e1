import type { FastifyReply } from 'fastify';
import type { HoursByDayType } from '../../registry/pay';
import type { Database } from '../db/database';
import { sendCsv, type CsvColumn } from '../http/csv';
import { text } from '../http/messages';
import { periodStatements } from './periods';
import type { PayStatementTotals } from './figures';

const money = (value: number) => value.toFixed(2);

const HOUR_COLUMNS: (keyof HoursByDayType)[] = [
  'total',
  'weekday',
  'saturday',
  'sunday',
  'publicHoliday',
];

/**
 * `GET /v1/pay/period/export`: one row per staff member for payroll, `pay-<start>-<end>.csv`,
 * amounts in major units, headers in the caller's language.
 */
export const exportPayPeriod = async (
  db: Database,
  reply: FastifyReply,
  businessId: string,
  start: unknown,
) => {
  const { summary, statements } = await periodStatements(db, businessId, start);
  const header = (key: string) => text(`saluni.pay.export.${key}`);
  const columns: CsvColumn<PayStatementTotals>[] = [
    { header: header('name'), value: (statement) => statement.employee.fullName },
    { header: header('sales'), value: (statement) => money(statement.sales) },
    { header: header('deductions'), value: (statement) => money(statement.deductions) },
    { header: header('commission'), value: (statement) => money(statement.commission) },
    { header: header('refundsReversed'), value: (statement) => money(statement.refundsReversed) },
    { header: header('tips'), value: (statement) => money(statement.tips) },
    ...HOUR_COLUMNS.map((key) => ({
      header: header(`hours.${key}`),
      value: (statement: PayStatementTotals) => statement.hours[key],
    })),
    { header: header('total'), value: (statement) => money(statement.total) },
  ];
  const { start: first, end: last } = summary.period;
  return sendCsv(reply, `pay-${first}-${last}.csv`, columns, statements);
};
