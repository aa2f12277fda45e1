import pg from 'pg';
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
    if (recording && typeof config === 'string') recording.push({ sql: config, params: (values as unknown[] | undefined) ?? [] });
    else if (recording && config && typeof config === 'object' && 'text' in config) {
      const { name, text, values: params } = config as QueryConfig;
      recording.push({ sql: text, params: params ?? (values as unknown[] | undefined) ?? [], ...(name ? { name } : {}) });
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
export const asSent = ({ sql, params, name }: Statement) => ({ ...(name ? { name } : {}), text: sql, values: params });
