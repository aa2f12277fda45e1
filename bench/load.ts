/**
 * The load generator, run as a child process (bench/loadProcess.ts) so it never shares the
 * server's event loop: it sends one job's operations from `concurrency` loops for a fixed
 * duration and reports the latencies. Both the route (HTTP) and its floor (SQL) run here.
 */
import pg from 'pg';
import { samplePool, type Sample } from './stats';
import { floorBalance, floorTransfer } from './stockFloor';
import type { StockBenchData } from './stockSeed';

/** One SQL text with its parameters, as Drizzle's logger saw the route send it. */
export interface Statement {
  sql: string;
  params: unknown[];
}

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

export type LoadJob = { concurrency: number; durationMs: number } & (
  | { kind: 'http'; cookie: string; requests: readonly HttpRequest[] }
  | { kind: 'sql'; connectionString: string; statements: Statement[] }
  | { kind: 'stock-floor'; operation: 'balance' | 'transfer'; connectionString: string; access: Statement; data: StockBenchData }
);

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;

/** A request of the job's list (a random one when there are several), answered 2xx and read to its end. */
const httpOperation = (cookie: string, requests: readonly HttpRequest[]) => async () => {
  const { method, url, body } = pick(requests);
  const response = await fetch(url, {
    method,
    // Writes carrying the session cookie must come from the app's own origin, as the web app's do.
    headers: { cookie, origin: new URL(url).origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
};

const runJob = async (job: LoadJob): Promise<Sample> => {
  if (job.kind === 'http') return samplePool(httpOperation(job.cookie, job.requests), job.concurrency, job.durationMs);
  const pool = new pg.Pool({ connectionString: job.connectionString, max: job.concurrency });
  try {
    if (job.kind === 'sql') {
      // The route runs its statements one after another; so does the floor.
      const replay = async () => {
        for (const statement of job.statements) await pool.query(statement.sql, statement.params);
      };
      return await samplePool(replay, job.concurrency, job.durationMs);
    }
    const floor = job.operation === 'balance' ? floorBalance : floorTransfer;
    return await samplePool(() => floor(pool, job.data, job.access), job.concurrency, job.durationMs);
  } finally {
    await pool.end();
  }
};

process.once('message', (job: LoadJob) => {
  runJob(job).then(
    (sample) => process.send!({ sample }, () => process.exit(0)),
    (error: unknown) => process.send!({ error: String(error) }, () => process.exit(1)),
  );
});
