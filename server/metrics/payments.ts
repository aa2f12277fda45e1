import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/database';
import { cardPayments, mpesaPayments, PAYABLE_KINDS, PAYMENT_STATUSES } from '../db/schema';
import { type ReadFailure, sharedRead } from './sharedRead';

const countsOf = (db: Database, table: typeof mpesaPayments | typeof cardPayments) =>
  db
    .select({ kind: table.payableKind, status: table.status, count: sql<number>`count(*)::int` })
    .from(table)
    .groupBy(table.payableKind, table.status);

/** M-Pesa and card payments by what they pay for and their state, across every business; answers its read. */
export const watchPayments = (db: Database, registry: Registry, onFailure: ReadFailure) => {
  const payments = sharedRead(
    'payments',
    async () => {
      const [mpesa, card] = await Promise.all([
        countsOf(db, mpesaPayments),
        countsOf(db, cardPayments),
      ]);
      return { 'm-pesa': mpesa, card };
    },
    onFailure,
  );
  new Gauge({
    name: 'saluni_payments',
    help: 'Payments by method, what they pay for (kind) and status; pending ones are awaiting the provider.',
    labelNames: ['method', 'kind', 'status'],
    registers: [registry],
    async collect() {
      const counts = await payments();
      this.reset();
      if (!counts) return;
      for (const [method, rows] of Object.entries(counts)) {
        for (const kind of PAYABLE_KINDS)
          for (const status of PAYMENT_STATUSES) this.set({ method, kind, status }, 0);
        for (const row of rows) this.set({ method, kind: row.kind, status: row.status }, row.count);
      }
    },
  });
  return [payments];
};
