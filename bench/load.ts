/**
 * The load generator, run as a child process (bench/loadProcess.ts) so it never shares the
 * server's event loop: it sends one job's operations from `concurrency` loops for a fixed
 * duration and reports the latencies. Both the route (HTTP) and its floor (SQL) run here.
 */
import http from 'node:http';
import pg from 'pg';
import { asSent } from './capture';
import { samplePool, type Sample } from './stats';
import { floorBalance, floorTransfer } from './stockFloor';
import type { StockBenchData } from './stockSeed';

/** One SQL text with its parameters (and its name when prepared), as the route sent it to the driver. */
export interface Statement {
  sql: string;
  params: unknown[];
  name?: string;
}

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: unknown;
  /** The session of this call when it is not the job's (a mix over several owners). */
  cookie?: string;
  /** What the call does, for a line per kind in the report; set, a non-2xx is counted, not thrown. */
  kind?: string;
}

/** The calls of one kind a job made: their latencies (ms) and how many were not answered 2xx. */
export interface KindSample {
  latencies: number[];
  refused: number;
}

/**
 * A job's operations: the route's HTTP requests (a random one each time, or, `sequential`, each
 * once in order from `first`: bookings that may not repeat a slot), the statements the route
 * sent, replayed, or (`sql-each`) one recorded statement list per operation, in order from
 * `first`, as a write's floor.
 */
export type LoadJob = { concurrency: number; durationMs: number } & (
  | {
      kind: 'http';
      cookie: string;
      requests: readonly HttpRequest[];
      sequential?: boolean;
      first?: number;
    }
  | { kind: 'sql'; connectionString: string; statements: Statement[] }
  | { kind: 'sql-each'; connectionString: string; operations: Statement[][]; first?: number }
  | {
      kind: 'stock-floor';
      operation: 'balance' | 'transfer';
      connectionString: string;
      access: Statement;
      data: StockBenchData;
    }
);

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;

/** One keep-alive connection per loop, as a browser keeps its connection to the app. */
const agent = new http.Agent({ keepAlive: true });

/** The next item of a list used each once, from `first`; running out is an error, not a repeat. */
const inOrder = <T>(values: readonly T[], first = 0) => {
  let next = first;
  return (): T => {
    if (next >= values.length)
      throw new Error(`the job ran out of its ${values.length} operations`);
    return values[next++]!;
  };
};

/**
 * A request of the job's list (a random one when there are several), read to its end: answered
 * 2xx, or, for a call of a named kind, timed and counted under its kind whatever its status.
 * node:http rather than fetch: the generator's own cost is not the route's, and fetch's is
 * several times node:http's on these small replies.
 */
const httpOperation =
  (
    cookie: string,
    requests: readonly HttpRequest[],
    nextRequest: () => HttpRequest = () => pick(requests),
    kinds: Record<string, KindSample> = {},
  ) =>
  () =>
    new Promise<void>((resolve, reject) => {
      const { method, url, body, kind, ...own } = nextRequest();
      const begin = performance.now();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        url,
        {
          method,
          agent,
          // Writes carrying the session cookie must come from the app's own origin, as the web app's do.
          headers: {
            cookie: own.cookie ?? cookie,
            origin: new URL(url).origin,
            'accept-encoding': 'gzip, deflate, br',
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
          },
        },
        (response) => {
          response.on('data', () => {});
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            const answered = status >= 200 && status < 300;
            if (kind !== undefined) {
              const tally = (kinds[kind] ??= { latencies: [], refused: 0 });
              tally.latencies.push(performance.now() - begin);
              if (!answered) tally.refused += 1;
              resolve();
            } else if (answered) resolve();
            else reject(new Error(`${method} ${url}: ${status}`));
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });

const runJob = async (job: LoadJob): Promise<Sample & { kinds?: Record<string, KindSample> }> => {
  if (job.kind === 'http') {
    const next = job.sequential ? inOrder(job.requests, job.first) : undefined;
    const kinds: Record<string, KindSample> = {};
    const sample = await samplePool(
      httpOperation(job.cookie, job.requests, next, kinds),
      job.concurrency,
      job.durationMs,
    );
    return { ...sample, kinds };
  }
  const pool = new pg.Pool({ connectionString: job.connectionString, max: job.concurrency });
  try {
    if (job.kind === 'sql') {
      // The route runs its statements one after another; so does the floor.
      const statements = job.statements.map(asSent);
      const replay = async () => {
        for (const statement of statements) await pool.query(statement);
      };
      return await samplePool(replay, job.concurrency, job.durationMs);
    }
    if (job.kind === 'sql-each') {
      // One connection per operation: a recorded transaction's statements stay on one client.
      const next = inOrder(job.operations, job.first);
      const replayOne = async () => {
        const client = await pool.connect();
        try {
          for (const statement of next()) await client.query(asSent(statement));
        } finally {
          client.release();
        }
      };
      return await samplePool(replayOne, job.concurrency, job.durationMs);
    }
    const floor = job.operation === 'balance' ? floorBalance : floorTransfer;
    return await samplePool(
      () => floor(pool, job.data, job.access),
      job.concurrency,
      job.durationMs,
    );
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
