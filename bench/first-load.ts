/**
 * `npm run bench` (second part): the first load in headless Chromium over a throttled network.
 * The real app, built here and served by the real server with the demo data, from opening the
 * client list to its first row (sign-in on the way), cold and warm cache; against the floor
 * app (bench/floor-app) served by the same server code, first contentful paint, cold and warm.
 * Alone: `npx tsx bench/first-load.ts`; `BENCH_ROUNDS` (default 3) loads of each, medians printed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildApp } from '../server/app';
import { openDataFolder } from '../server/db/dataFolder';
import { migrateDatabase, openPglite, type OpenDatabase } from '../server/db/database';
import { DEMO_LOGIN, seedDemoBusiness } from '../server/seed/demo';
import { formatTable } from './stats';
import { buildInto, FLOOR_APP, REPOSITORY } from './viteBuild';

/** Chrome DevTools' "Slow 3G" figures: 400 ms round trip, 400 kbit/s each way (docs/performance.md). */
const NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
};
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });

/** A context whose every page goes through the throttled network. */
const throttledPage = async (context: BrowserContext): Promise<Page> => {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', NETWORK);
  page.setDefaultTimeout(120_000);
  return page;
};

/** Milliseconds from opening the client list, signed out, to its first client row. */
const signInToFirstClientRow = async (page: Page, url: string) => {
  const start = performance.now();
  await page.goto(`${url}/#/client`);
  await page.getByLabel('Email').fill(DEMO_LOGIN.email);
  await page.getByLabel('Password').fill(DEMO_LOGIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('tbody tr').first().waitFor();
  return performance.now() - start;
};

/** The floor's first contentful paint, from the start of navigation. */
const floorFirstPaint = async (page: Page, url: string) => {
  await page.goto(url);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((entries) => {
          const paint = entries.getEntriesByName('first-contentful-paint')[0];
          if (paint) resolve(paint.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
};

/** `ROUNDS` cold loads (a fresh context each) and as many warm ones (the same context again, signed out). */
const coldAndWarm = async (
  browser: Browser,
  load: (page: Page) => Promise<number>,
  signOut: (context: BrowserContext) => Promise<void>,
) => {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1366, height: 768 },
    });
    try {
      cold.push(await load(await throttledPage(context)));
      await signOut(context);
      warm.push(await load(await throttledPage(context)));
    } finally {
      await context.close();
    }
  }
  return { cold: median(cold), warm: median(warm) };
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The real server as `npm start` runs it, on a fresh embedded data folder with the demo data. */
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
    await migrateDatabase(database);
    await seedDemoBusiness(database.db);
    const saluni = await startServer(appDir, database);
    const floor = await startServer(floorDir, database);
    try {
      const app = await coldAndWarm(
        browser,
        (page) => signInToFirstClientRow(page, saluni.url),
        (context) => context.clearCookies(),
      );
      const floorPaint = await coldAndWarm(
        browser,
        (page) => floorFirstPaint(page, floor.url),
        async () => {},
      );
      const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      console.log(
        `First load in headless Chromium, ${NETWORK.latency} ms RTT, ${(NETWORK.downloadThroughput * 8) / 1000} kbit/s (median of ${ROUNDS}):\n`,
      );
      console.log(
        formatTable(
          ['load', 'cold cache', 'warm cache'],
          [
            ['Saluni: open, sign in, first client row', seconds(app.cold), seconds(app.warm)],
            [
              'floor (bare react-admin + MUI): first paint',
              seconds(floorPaint.cold),
              seconds(floorPaint.warm),
            ],
          ],
        ),
      );
      console.log(
        `\napp/floor: ${(app.cold / floorPaint.cold).toFixed(2)}x cold, ${(app.warm / floorPaint.warm).toFixed(2)}x warm\n`,
      );
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
