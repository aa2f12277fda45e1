import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import type { Statement } from './load';

interface QueryConfig {
  name?: string;
  text: string;
  values?: unknown[];
}

/**
 * Records the statements the app sends to the driver while one request runs, as it sends them
 * (named when the app prepares them): the floor replays exactly those, session and access
 * look-up included, not a hand-written copy. It watches `pg.Client#query`, which every pooled
 * query of the app goes through.
 */
export const statementRecorder = () => {
  let recording: Statement[] | undefined;
  const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args;
    if (recording && typeof config === 'string')
      recording.push({ sql: config, params: (values as unknown[] | undefined) ?? [] });
    else if (recording && config && typeof config === 'object' && 'text' in config) {
      const { name, text, values: params } = config as QueryConfig;
      recording.push({
        sql: text,
        params: params ?? (values as unknown[] | undefined) ?? [],
        ...(name ? { name } : {}),
      });
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  const record = async (request: () => Promise<void>): Promise<Statement[]> => {
    recording = [];
    try {
      await request();
      return recording;
    } finally {
      recording = undefined;
    }
  };
  return { record };
};

/** A recorded statement as the driver takes it: named (prepared) when the app named it. */
export const asSent = ({ sql, params, name }: Statement) => ({
  ...(name ? { name } : {}),
  text: sql,
  values: params,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A recorded write replayed for another record: `targetId` in place of `recordedId`, every id
 * in `known` (already in the database) kept, and a fresh id for every other id, the ones the
 * route made up (ledger rows, order lines...), so nothing collides.
 */
export const replayFor = (
  template: Statement[],
  recordedId: string,
  targetId: string,
  known: Set<string>,
): Statement[] => {
  const fresh = new Map<string, string>([[recordedId, targetId]]);
  const replaced = (value: unknown): unknown => {
    if (
      typeof value !== 'string' ||
      !UUID.test(value) ||
      (known.has(value) && value !== recordedId)
    )
      return value;
    if (!fresh.has(value)) fresh.set(value, uuidv7());
    return fresh.get(value);
  };
  return template.map((statement) => ({ ...statement, params: statement.params.map(replaced) }));
};
