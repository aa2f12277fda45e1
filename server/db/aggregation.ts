import { sql } from 'drizzle-orm';
import type { Database } from './database';

/**
 * Memory for one large aggregation (a report's or a pay period's lines). The planner cannot
 * estimate how few groups a salon's lines fall into (a handful of staff and items) and, with
 * PostgreSQL's default 4 MB, sorts 100,000 lines or more on disk instead of hashing them: twice
 * as slow on a large business. Local to the transaction, so no other statement holds the memory.
 */
const AGGREGATION_WORK_MEM = sql.raw(`set local work_mem = '32MB'`);

/** Runs `aggregate` in a transaction of its own with the memory a large aggregation needs. */
export const withAggregationMemory = <T>(
  db: Database,
  aggregate: (tx: Database) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(AGGREGATION_WORK_MEM);
    return aggregate(tx);
  });
