/**
 * `npm run bench` (second part): the first load in headless Chromium over a throttled network
 * (docs/performance.md, "The first load in Chromium"). The real app, built here and served by
 * the real server with the demo data (its first business made busy: 20 staff, 500 appointments
 * in the week), against the floor app (bench/floor-app) served by the same server code:
 *   - the sign-in form usable, and the sign-in page's first contentful paint (cold);
 *   - the dashboard's figures with a live session (cold: HTTP cache and service worker emptied; warm);
 *   - a click on Calendar to the week's events (cold on Slow 3G; warm unthrottled);
 *   - opening the client list signed out, signing in, to its first row (cold and warm);
 * each against the floor's first contentful paint, cold and warm.
 * Alone: `npx tsx bench/first-load.ts`; `BENCH_ROUNDS` (default 3) rounds, medians printed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { buildApp } from '../server/app';
import { openDataFolder } from '../server/db/dataFolder';
import { migrateDatabase, openPglite, type OpenDatabase } from '../server/db/database';
import { seedDemoBusiness } from '../server/seed/demo';
import { BUSY_WEEK, seedBusyWeek } from './busyWeek';
import {
  calendarClickToEvents,
  emptyCaches,
  floorFirstPaint,
  freshContext,
  launch,
  NETWORK,
  openPage,
  openToDashboardFigures,
  serviceWorkerReady,
  throttleServiceWorkers,
  signInToDashboard,
  signInToFirstClientRow,
} from './firstLoadCases';
import { formatTable } from './stats';
import { buildInto, FLOOR_APP, REPOSITORY } from './viteBuild';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** Each measure's times (ms), one a round. */
class Samples {
  private readonly times = new Map<string, number[]>();
  add(name: string, ms: number) {
    this.times.set(name, [...(this.times.get(name) ?? []), ms]);
  }
  median(name: string) {
    const sorted = [...(this.times.get(name) ?? [])].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  }
}

/** Runs `round` in a fresh context, closed after it whatever happens. */
const inFreshContext = async (
  browser: Browser,
  round: (context: BrowserContext) => Promise<void>,
) => {
  const context = await freshContext(browser);
  try {
    await round(context);
  } finally {
    await context.close();
  }
};

/** One round of every measure, each page closed once measured so none keeps fetching behind the next. */
const measureRound = async (
  browser: Browser,
  urls: { saluni: string; floor: string },
  weekEvents: number,
  samples: Samples,
) => {
  await inFreshContext(browser, async (context) => {
    for (const cache of ['cold', 'warm']) {
      const page = await openPage(context);
      samples.add(`floor ${cache}`, await floorFirstPaint(page, urls.floor));
      await page.close();
    }
  });
  await inFreshContext(browser, async (context) => {
    const cold = await openPage(context);
    const phases = await signInToFirstClientRow(cold, urls.saluni);
    samples.add('sign-in paint', phases.firstPaint);
    samples.add('sign-in form', phases.formUsable);
    samples.add('client row cold', phases.firstClientRow);
    await serviceWorkerReady(cold);
    await cold.close();
    // Signed out again, the HTTP cache kept.
    await context.clearCookies();
    const warm = await openPage(context);
    samples.add(
      'client row warm',
      (await signInToFirstClientRow(warm, urls.saluni)).firstClientRow,
    );
    await warm.close();
  });
  await inFreshContext(browser, async (context) => {
    const signingIn = await openPage(context);
    await signInToDashboard(signingIn, urls.saluni);
    samples.add('calendar cold', await calendarClickToEvents(signingIn, weekEvents));
    // The warm click comes on a second visit, the first one's service worker installed.
    await serviceWorkerReady(signingIn);
    await signingIn.close();
    const again = await openPage(context, 'unthrottled');
    await openToDashboardFigures(again, urls.saluni);
    samples.add('calendar warm', await calendarClickToEvents(again, weekEvents));
    await again.close();
    const cold = await openPage(context);
    await emptyCaches(cold, urls.saluni);
    samples.add('dashboard cold', await openToDashboardFigures(cold, urls.saluni));
    await serviceWorkerReady(cold);
    await cold.close();
    const warm = await openPage(context);
    samples.add('dashboard warm', await openToDashboardFigures(warm, urls.saluni));
    await warm.close();
  });
};

/**
 * A row of the table: the measure's label and samples' name, the floor's first paint it is
 * compared with (cold or warm), and its target: at most so many times that floor, or a time.
 */
interface Row {
  label: string;
  name: string;
  floor?: 'cold' | 'warm';
  maxRatio?: number;
  maxSeconds?: number;
}

const ROWS: Row[] = [
  { label: 'sign-in page: first contentful paint, cold', name: 'sign-in paint', floor: 'cold' },
  { label: 'sign-in form usable, cold', name: 'sign-in form', floor: 'cold', maxRatio: 0.5 },
  {
    label: 'dashboard figures, signed in, cold',
    name: 'dashboard cold',
    floor: 'cold',
    maxRatio: 1.5,
  },
  {
    label: 'dashboard figures, signed in, warm',
    name: 'dashboard warm',
    floor: 'warm',
    maxRatio: 1.5,
  },
  { label: 'Calendar click to the week’s events, cold', name: 'calendar cold' },
  {
    label: 'Calendar click to the week’s events, warm, unthrottled',
    name: 'calendar warm',
    maxSeconds: 1,
  },
  {
    label: 'client list: open, sign in, first row, cold',
    name: 'client row cold',
    floor: 'cold',
    maxRatio: 1.5,
  },
  {
    label: 'client list: open, sign in, first row, warm',
    name: 'client row warm',
    floor: 'warm',
    maxRatio: 2,
  },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Each row's cells: the measure, its floor, the ratio, the target and whether it is met. */
const tableRows = (samples: Samples) =>
  ROWS.map(({ label, name, floor, maxRatio, maxSeconds }) => {
    const value = samples.median(name);
    const floorValue = floor && samples.median(`floor ${floor}`);
    const ratio = floorValue && value / floorValue;
    const [target, met] =
      maxRatio !== undefined && ratio
        ? [`<= ${maxRatio}x`, ratio <= maxRatio]
        : maxSeconds !== undefined
          ? [`<= ${maxSeconds.toFixed(1)} s`, value <= maxSeconds * 1000]
          : ['-', undefined];
    return [
      label,
      seconds(value),
      floorValue ? `${seconds(floorValue)} ${floor}` : '-',
      ratio ? `${ratio.toFixed(2)}x` : '-',
      target,
      met === undefined ? '-' : met ? 'yes' : 'no',
    ];
  });

/** The real server as `npm start` runs it, on the bench's embedded database. */
const startServer = async (webRoot: string, database: OpenDatabase) => {
  const app = await buildApp({
    database,
    webRoot,
    signInRateLimit: { max: 1_000, timeWindow: 60_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
};

const main = async () => {
  const [appDir, floorDir] = [
    await buildInto(REPOSITORY, 'app'),
    await buildInto(FLOOR_APP, 'floor'),
  ];
  const dataFolder = await mkdtemp(path.join(tmpdir(), 'saluni-first-load-'));
  const { client, release } = await openDataFolder(dataFolder);
  const database = openPglite(client);
  const browser = await launch();
  try {
    await throttleServiceWorkers(browser);
    await migrateDatabase(database);
    await seedDemoBusiness(database.db);
    const weekEvents = await seedBusyWeek(database);
    const saluni = await startServer(appDir, database);
    const floor = await startServer(floorDir, database);
    try {
      const samples = new Samples();
      for (let round = 0; round < ROUNDS; round += 1)
        await measureRound(browser, { saluni: saluni.url, floor: floor.url }, weekEvents, samples);
      console.log(
        `First load in headless Chromium, ${NETWORK.latency} ms RTT, ${(NETWORK.downloadThroughput * 8) / 1000} kbit/s unless said (median of ${ROUNDS}); the calendar's week: ${BUSY_WEEK.staff} staff, ${weekEvents} appointments\n`,
      );
      console.log(
        formatTable(
          ['measure', 'Saluni', 'floor first paint', 'ratio', 'target', 'met'],
          tableRows(samples),
        ),
      );
      console.log('');
    } finally {
      await saluni.app.close();
      await floor.app.close();
    }
  } finally {
    await browser.close();
    await database.close();
    await release();
    for (const folder of [appDir, floorDir, dataFolder])
      await rm(folder, { recursive: true, force: true });
  }
};

await main();
