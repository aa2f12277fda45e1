/**
 * `npm run bench` (last part): a salon day's mix of calls through HAProxy (docs/deploy.md) to one
 * app server, then to two, on one PostgreSQL database: throughput, p50 and p99 of each, and the
 * ratio. The mix, in every ten calls: the day's calendar three times, the client list twice, a
 * client search, the staff, the services, a new client and a booking into a free slot of its own.
 * On a 2-core machine the load generator, PostgreSQL and the servers share the cores: a second
 * server adds what the first left idle (its event loop's waits), not a core's worth.
 */
import { eq } from 'drizzle-orm';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { DEFAULT_WORKING_HOURS } from '../registry/staff/workingHours';
import { migrateDatabase, openPostgres, type OpenDatabase } from '../server/db/database';
import { businesses, clients, employees, services } from '../server/db/schema';
import { startHaproxy } from '../tests/api/support/haproxy';
import { exitCodeOf, startServer, waitUntilListening } from '../tests/api/support/serverProcess';
import type { HttpRequest } from './load';
import { measureInChild } from './loadProcess';
import { createScratchDatabase, DEFAULT_BENCH_DATABASE_URL } from './postgres';
import { signUpOwner } from './seed';
import { formatTable, ms, type Measurement } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const STAFF = 20;
const CLIENTS = 200;
/** Calls made ready for each phase (warm-up and measurement): more than it can use. */
const CALLS_PER_PHASE = 60_000;
const log = (line: string) => console.log(line);

/** The bench salon's staff, clients and services; open on public holidays, so no slot is refused for one. */
const seedSalon = async (database: OpenDatabase, businessId: string) => {
  const { db } = database;
  await db.update(businesses).set({ opensOnHolidays: true }).where(eq(businesses.id, businessId));
  const staffIds = Array.from({ length: STAFF }, () => uuidv7());
  await db.insert(employees).values(
    staffIds.map((id, index) => ({
      businessId,
      id,
      fullName: `Stylist ${index + 1}`,
      workingHours: DEFAULT_WORKING_HOURS,
    })),
  );
  const clientIds = Array.from({ length: CLIENTS }, () => uuidv7());
  await db.insert(clients).values(
    clientIds.map((id, index) => ({
      businessId,
      id,
      fullName: `Client ${index + 1}`,
      email: `client${index + 1}@saluni.test`,
      gender: 'Female',
    })),
  );
  const serviceId = uuidv7();
  await db.insert(services).values({ businessId, id: serviceId, name: 'Braids' });
  return { staffIds, clientIds, serviceId };
};

type Salon = Awaited<ReturnType<typeof seedSalon>> & { businessId: string };

/**
 * The booking slots, each used once: weekdays from 1 February 2027 (Nairobi), each staff member
 * hourly from 09:00 to 16:00, phase after phase.
 */
const slotOf = (salon: Salon, n: number) => {
  const perDay = STAFF * 8;
  const weekday = Math.floor(n / perDay);
  const day = new Date(Date.UTC(2027, 1, 1 + Math.floor(weekday / 5) * 7 + (weekday % 5)));
  const hour = 9 + Math.floor((n % perDay) / STAFF);
  return {
    employeeId: salon.staffIds[n % STAFF]!,
    startDate: `${day.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00+03:00`,
  };
};

/** A phase's calls to `base`, from the `first`th of the day's writes on. */
const dayOfCalls = (base: string, salon: Salon, first: number): HttpRequest[] => {
  const { businessId } = salon;
  const calendar = `${base}/v1/appointment?businessId=${businessId}&startDate=2027-02-01T00:00:00%2B03:00&endDate=2027-02-02T00:00:00%2B03:00&limit=50`;
  const reads: HttpRequest[] = [
    { method: 'GET', url: calendar },
    { method: 'GET', url: `${base}/v1/client?businessId=${businessId}&limit=25` },
    { method: 'GET', url: calendar },
    { method: 'GET', url: `${base}/v1/client?businessId=${businessId}&limit=25&q=client%2012` },
    { method: 'GET', url: `${base}/v1/employee?businessId=${businessId}` },
    { method: 'GET', url: calendar },
    { method: 'GET', url: `${base}/v1/service?businessId=${businessId}` },
    { method: 'GET', url: `${base}/v1/client?businessId=${businessId}&limit=25&page=2` },
  ];
  const calls: HttpRequest[] = [];
  for (let n = first; calls.length < CALLS_PER_PHASE; n++) {
    calls.push(...reads, {
      method: 'POST',
      url: `${base}/v1/client`,
      body: {
        businessId,
        fullName: `Walk-in ${n}`,
        email: `walk-in${n}@saluni.test`,
        gender: 'Female',
      },
    });
    calls.push({
      method: 'POST',
      url: `${base}/v1/appointment`,
      body: {
        businessId,
        clientId: salon.clientIds[n % CLIENTS],
        serviceIds: [salon.serviceId],
        durationInMinutes: 60,
        ...slotOf(salon, n),
      },
    });
  }
  return calls;
};

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
    const environment = { DATABASE_URL: scratch.url, SEED_DEMO: 'false', TRUST_PROXY: '127.0.0.1' };
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
    const owner = await signUpOwner(database, balancers[0]!);
    const businessId = await owner.createBusiness('Bench Salon');
    const salon = { businessId, ...(await seedSalon(database, businessId)) };

    const results: Measurement[] = [];
    let writes = 0;
    for (const base of balancers) {
      for (const durationMs of [3_000, SECONDS * 1000]) {
        const requests = dayOfCalls(base, salon, writes);
        const measured = await measureInChild({
          kind: 'http',
          cookie: owner.cookie,
          requests,
          sequential: true,
          concurrency: CONCURRENCY,
          durationMs,
        });
        // Every call of a phase used a new write of the day: the next phase starts after them.
        writes += Math.ceil(measured.count / 10);
        if (durationMs !== 3_000) results.push(measured);
      }
    }
    const [one, two] = results as [Measurement, Measurement];
    log(`\nA salon day's calls through HAProxy, ${CONCURRENCY} at a time, ${SECONDS} s each\n`);
    log(
      formatTable(
        ['app servers', 'calls/s', 'p50 ms', 'p99 ms'],
        [
          ['1', one.rps.toFixed(0), ms(one.p50), ms(one.p99)],
          ['2', two.rps.toFixed(0), ms(two.p50), ms(two.p99)],
        ],
      ),
    );
    log(
      `\ntwo servers / one: throughput ${(two.rps / one.rps).toFixed(2)}x, p99 ${(two.p99 / one.p99).toFixed(2)}x`,
    );
  } finally {
    for (const stop of stops.reverse()) await stop();
    await database.close();
    await scratch.drop();
    await rm(folder, { recursive: true, force: true });
  }
};

await main();
