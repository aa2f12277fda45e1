import type { OpenDatabase } from '../server/db/database';
import type { Statement } from './load';

/** Plan nodes (the first line and every `->` line) and the execution time; details dropped. */
const isNode = (line: string, index: number) =>
  index === 0 || line.includes('->') || line.startsWith('Execution Time');

/**
 * EXPLAIN ANALYZE of each statement a case runs, reduced to its scan and sort nodes, so a slow
 * case in the table can be traced to its plan (e.g. a sequential scan).
 */
export const explainStatements = async (
  database: OpenDatabase,
  caseName: string,
  statements: Statement[],
): Promise<string[]> => {
  const lines: string[] = [];
  for (const [index, statement] of statements.entries()) {
    const plan = await database.query(
      `explain (analyze, costs off, timing off) ${statement.sql}`,
      statement.params,
    );
    const nodes = plan.rows
      .map((row) => String(row['QUERY PLAN']))
      .filter(isNode)
      .map((line) =>
        line
          .trim()
          .replace(/^->\s*/, '')
          .replace(/\s*\(actual rows=(\d+)[^)]*\)/, ' rows=$1'),
      );
    lines.push(`  ${caseName.padEnd(20)} #${index + 1}  ${nodes.join(' | ')}`);
  }
  return lines;
};
