import { sql, type SQL } from 'drizzle-orm';

/**
 * Rows per statement when a write is large (a 5,000-line purchase receipt): PostgreSQL takes at
 * most 65,535 parameters a statement, and a ledger row has 13.
 */
export const ROWS_PER_STATEMENT = 1_000;
export const inChunks = <T>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / ROWS_PER_STATEMENT) }, (_, n) =>
    rows.slice(n * ROWS_PER_STATEMENT, (n + 1) * ROWS_PER_STATEMENT),
  );

/** `(values (…), (…)) as name(columns)`: many rows' new values for one `update … from` statement. */
export const valuesTable = (name: string, columns: string[], rows: SQL[]) =>
  sql`(values ${sql.join(rows, sql`, `)}) as ${sql.raw(name)}(${sql.raw(columns.join(', '))})`;
