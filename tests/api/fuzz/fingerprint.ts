import type { OpenDatabase } from '../../../server/db/database';

/**
 * A function returning one hash over every row of every table, in one statement: equal before
 * and after a refused request means the request changed nothing. Sessions are left out (reading
 * one may extend it), and so are the attempt counters (a refused sign-in or sign-up still counts
 * as an attempt, by design) and the scheduled jobs' own bookkeeping, which the server's
 * scheduler writes on its own timer whatever the requests.
 */
export const fingerprintOf = async (database: OpenDatabase): Promise<() => Promise<string>> => {
  const { rows: tables } = await database.query(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('sessions', 'attempt_counters', 'scheduled_jobs') order by table_name`,
  );
  // Row count and newest row version (xmin) per table: an insert, update or delete moves one of them.
  const parts = tables.map(
    ({ table_name: name }) =>
      `(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from "${String(name)}")`,
  );
  const statement = `select md5(concat_ws(',', ${parts.join(', ')})) as fingerprint`;
  return async () => String((await database.query(statement)).rows[0]!.fingerprint);
};
