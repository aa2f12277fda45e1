/**
 * `npm run bench` (last part): a salon day's mix of calls through HAProxy (docs/deploy.md) to one
 * app server, then to two, on one PostgreSQL database: throughput, p50 and p99 of each, the
 * ratios, and a line per kind of call. Several salons, each with its own owner, share the load;
 * each round of the mix (bench/loadMix.ts) is one salon's reads, a new client, a booking, a
 * checkout and an SMS. On a 2-core machine the load generator, PostgreSQL and the servers share
 * the cores: a second server adds what the first left idle (its event loop's waits), not a
 * core's worth.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateDatabase, openPostgres } from '../server/db/database';
import { startHaproxy } from '../tests/api/support/haproxy';
import { startAfricasTalkingServer } from '../tests/support/africasTalkingServer';
import { exitCodeOf, startServer, waitUntilListening } from '../tests/api/support/serverProcess';
import type { KindSample } from './load';
import { CALL_KINDS, CALLS_PER_ROUND, dayOfCalls, seedSalon, type Salon } from './loadMix';
import { measureKindsInChild } from './loadProcess';
import { createScratchDatabase, DEFAULT_BENCH_DATABASE_URL } from './postgres';
import { formatTable, ms, percentile, type Measurement } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
/** Eight owners: fewer than the sign-ups one address may make in an hour (ten). */
const SALONS = Number(process.env.BENCH_SALONS ?? 8);
const WARM_UP_MS = 3_000;
/** Calls made ready for each phase (warm-up and measurement): 3,000 a second, more than it can use. */
const CALLS_PER_PHASE = Math.max(SECONDS, WARM_UP_MS / 1000) * 3_000;
/** Rounds of the mix the four phases may use at most: each salon pays an appointment per round. */
const ROUNDS = Math.ceil((4 * CALLS_PER_PHASE) / CALLS_PER_ROUND) + SALONS;
const log = (line: string) => console.log(line);

interface Phase {
  total: Measurement;
  kinds: Record<string, KindSample>;
}

const p99Of = (kind: KindSample | undefined) => {
  const sorted = [...(kind?.latencies ?? [])].sort((a, b) => a - b);
  return ms(percentile(sorted, 0.99));
};

/** A line per kind of call: how many each setup made, their p99 and those not answered 2xx. */
const kindTable = (one: Phase, two: Phase) =>
  formatTable(
    ['call', '1: calls', '1: p99 ms', '2: calls', '2: p99 ms', 'not 2xx'],
    CALL_KINDS.map((name) => {
      const [a, b] = [one.kinds[name], two.kinds[name]];
      return [
        name,
        String(a?.latencies.length ?? 0),
        p99Of(a),
        String(b?.latencies.length ?? 0),
        p99Of(b),
        String((a?.refused ?? 0) + (b?.refused ?? 0)),
      ];
    }),
  );

const refusedIn = (phase: Phase) =>
  Object.values(phase.kinds).reduce((sum, kind) => sum + kind.refused, 0);

const main = async () => {
  const scratch = await createScratchDatabase(
    process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL,
  );
  if (!scratch) return;
  const folder = await mkdtemp(path.join(tmpdir(), 'saluni-servers-bench-'));
  const database = await openPostgres(scratch.url, 2);
  const stops: (() => Promise<unknown>)[] = [];
  try {
    await migrateDatabase(database);
    // Without an SMS provider the outbox keeps SMS pending; a local one speaking Africa's
    // Talking's API lets the servers' outbox workers deliver them, as in production.
    const smsProvider = await startAfricasTalkingServer();
    stops.push(smsProvider.close);
    const environment = {
      DATABASE_URL: scratch.url,
      SEED_DEMO: 'false',
      TRUST_PROXY: '127.0.0.1',
      AT_USERNAME: smsProvider.username,
      AT_API_KEY: smsProvider.apiKey,
      AT_BASE_URL: smsProvider.url,
    };
    const servers = [
      await startServer(path.join(folder, 'a'), environment),
      await startServer(path.join(folder, 'b'), environment),
    ];
    for (const server of servers) {
      stops.push(() => {
        server.child.kill('SIGTERM');
        return exitCodeOf(server, 10_000);
      });
      await waitUntilListening(server, 60_000);
    }
    const balancers = [];
    for (const [index, members] of [servers.slice(0, 1), servers].entries()) {
      const own = path.join(folder, `haproxy-${index}`);
      await mkdir(own);
      const haproxy = await startHaproxy(
        own,
        members.map((server, member) => ({ name: `app${member + 1}`, port: server.port })),
      );
      stops.push(haproxy.stop);
      balancers.push(haproxy.url);
    }
    const seeding = performance.now();
    const salons: Salon[] = [];
    for (let index = 1; index <= SALONS; index += 1)
      salons.push(await seedSalon(database, balancers[0]!, index, Math.ceil(ROUNDS / SALONS)));
    await database.query('vacuum analyze');
    log(
      `seeded ${SALONS} salons, ${Math.ceil(ROUNDS / SALONS)} unpaid appointments each, in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
    );

    const phases: Phase[] = [];
    let rounds = 0;
    for (const base of balancers) {
      for (const durationMs of [WARM_UP_MS, SECONDS * 1000]) {
        const measured = await measureKindsInChild({
          kind: 'http',
          // No session of the job's own: each call carries its salon owner's.
          cookie: '',
          requests: dayOfCalls(base, salons, rounds, CALLS_PER_PHASE),
          sequential: true,
          concurrency: CONCURRENCY,
          durationMs,
        });
        // Every round a phase began used a salon's slot and unpaid appointment: the next starts after.
        rounds += Math.ceil(measured.total.count / CALLS_PER_ROUND);
        if (durationMs !== WARM_UP_MS) phases.push(measured);
      }
    }
    const [one, two] = phases as [Phase, Phase];
    log(
      `\nA day of ${SALONS} salons' calls through HAProxy, ${CONCURRENCY} at a time, ${SECONDS} s each\n`,
    );
    log(
      formatTable(
        ['app servers', 'calls/s', 'p50 ms', 'p99 ms', 'not 2xx'],
        [one, two].map((phase, index) => [
          String(index + 1),
          phase.total.rps.toFixed(0),
          ms(phase.total.p50),
          ms(phase.total.p99),
          String(refusedIn(phase)),
        ]),
      ),
    );
    log(
      `\ntwo servers / one: throughput ${(two.total.rps / one.total.rps).toFixed(2)}x, p99 ${(two.total.p99 / one.total.p99).toFixed(2)}x\n`,
    );
    log(kindTable(one, two));
    const { rows } = await database.query(
      'select channel, status, count(*)::int as n from outbox_messages group by 1, 2 order by 1, 2',
    );
    log(
      `\nThe outbox after the run, by channel and status: ${rows.map((row) => `${String(row.channel)} ${String(row.status)} ${String(row.n)}`).join(', ')}; SMS the provider received: ${smsProvider.sentNumbers().length}`,
    );
  } finally {
    for (const stop of stops.reverse()) await stop();
    await database.close();
    await scratch.drop();
    await rm(folder, { recursive: true, force: true });
  }
};

await main();
