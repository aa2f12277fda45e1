import type { OpenDatabase } from '../server/db/database';
import { CASES } from './cases';

/** Plan nodes (the first line and every `->` line) and the execution time; details dropped. */
const isNode = (line: string, index: number) => index === 0 || line.includes('->') || line.startsWith('Execution Time');

/**
 * EXPLAIN ANALYZE of each case's page and count queries, reduced to their scan and sort
 * nodes, so a slow case in the table can be traced to its plan (e.g. a sequential scan).
 */
export const explainCases = async (database: OpenDatabase, businessId: string): Promise<string[]> => {
  const lines: string[] = [];
  for (const benchCase of CASES) {
    for (const [label, sqlText, params] of [
      ['page ', benchCase.rowsSql, benchCase.rowsParams(businessId)],
      ['count', benchCase.countSql, benchCase.countParams(businessId)],
    ] as const) {
      const plan = await database.query(`explain (analyze, costs off, timing off) ${sqlText}`, [...params]);
      const nodes = plan.rows
        .map((row) => String(row['QUERY PLAN']))
        .filter(isNode)
        .map((line) => line.trim().replace(/^->\s*/, '').replace(/\s*\(actual rows=(\d+)[^)]*\)/, ' rows=$1'));
      lines.push(`  ${benchCase.name.padEnd(20)} ${label}  ${nodes.join(' | ')}`);
    }
  }
  return lines;
};
