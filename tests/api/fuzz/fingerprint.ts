import type { OpenDatabase } from '../../../server/db/database';

/** Each table's row count and newest row version, by table name. */
export type Fingerprint = Record<string, string>;

/**
 * A function reading every table's row count and newest row version (xmin) in one statement:
 * equal before and after a refused request means the request changed nothing. Sessions are left
 * out (reading one may extend it), and so are the attempt counters (a refused sign-in or sign-up
 * still counts as an attempt, by design) and the scheduled jobs' own bookkeeping.
 */
export const fingerprintOf = async (
  database: OpenDatabase,
): Promise<() => Promise<Fingerprint>> => {
  const { rows: tables } = await database.query(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('sessions', 'attempt_counters', 'scheduled_jobs') order by table_name`,
  );
  // An insert, update or delete moves the count or the newest xmin.
  const parts = tables.map(
    ({ table_name: name }) =>
      `'${String(name)}', (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from "${String(name)}")::text`,
  );
  // An array of names and values, not json_build_object: a function takes at most 100 arguments.
  const statement = `select json_object(array[${parts.join(', ')}]) as fingerprint`;
  return async () => {
    const value: unknown = (await database.query(statement)).rows[0]!.fingerprint;
    return (typeof value === 'string' ? JSON.parse(value) : value) as Fingerprint;
  };
};

/** The tables whose fingerprint differs, for the report; none when the two are equal. */
export const tablesChanged = (before: Fingerprint, after: Fingerprint): string[] =>
  Object.keys(after).filter((table) => before[table] !== after[table]);
