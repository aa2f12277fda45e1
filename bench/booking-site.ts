/**
 * `npm run bench` (booking site): (a) the booking page's initial JavaScript (book.html's entry
 * script and its modulepreloads, gzip bytes) against a bare React page built by the same Vite
 * with the project's settings (bench/booking-floor); (b) in headless Chromium on DevTools' Slow
 * 3G, cold, the time from opening /book/demo-nairobi to the first free times shown (a service
 * chosen on the way), against the bare React page's first contentful paint. The real server
 * with the demo data serves both. Alone: `npx tsx bench/booking-site.ts`; `BENCH_ROUNDS`
 * (default 3) loads of each, medians printed.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildApp } from '../server/app';
import { openDataFolder } from '../server/db/dataFolder';
import { migrateDatabase, openPglite, type OpenDatabase } from '../server/db/database';
import { seedDemoBusiness } from '../server/seed/demo';
import { firstContentfulPaint } from './firstLoadCases';
import { formatTable } from './stats';
import { buildInto, REPOSITORY } from './viteBuild';

const BOOKING_FLOOR = path.join(REPOSITORY, 'bench/booking-floor');
/** Chrome DevTools' "Slow 3G" figures, as bench/first-load.ts: 400 ms round trip, 400 kbit/s. */
const NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
};
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The limits: 60 KB of gzip JS, the first free times within 4 s. */
const BUDGET_GZIP_BYTES = 60 * 1024;
const BUDGET_MILLISECONDS = 4000;

/** The scripts a first load of `page` fetches: its module entries and modulepreloads. */
const initialJs = async (outDir: string, page: string) => {
  const html = await readFile(path.join(outDir, page), 'utf8');
  const scripts = new Set([
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
  ]);
  let gzip = 0;
  for (const script of scripts) {
    gzip += gzipSync(await readFile(path.join(outDir, script.replace(/^\.?\//, '')))).length;
  }
  return { files: scripts.size, gzip };
};

/** A fresh context (a cold cache) at a phone's width whose page goes through Slow 3G. */
const coldPage = async (browser: Browser) => {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', NETWORK);
  page.setDefaultTimeout(120_000);
  return { page, close: () => context.close() };
};

/** Milliseconds from opening the salon's page to its first day's free times (or "no free times"). */
const openToFirstFreeTimes = async (page: Page, url: string) => {
  const start = performance.now();
  await page.goto(`${url}/book/demo-nairobi`);
  await page.locator('.service input').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('[data-free-times], .free-times-empty').first().waitFor();
  return performance.now() - start;
};

/** The bare React page's first contentful paint, from the start of navigation. */
const floorFirstPaint = async (page: Page, url: string) => {
  await page.goto(url);
  return firstContentfulPaint(page);
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const coldMedian = async (browser: Browser, load: (page: Page) => Promise<number>) => {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const { page, close } = await coldPage(browser);
    try {
      times.push(await load(page));
    } finally {
      await close();
    }
  }
  return median(times);
};

const startServer = async (webRoot: string, database: OpenDatabase) => {
  const app = await buildApp({ database, webRoot });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
};

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const main = async () => {
  const appDir = await buildInto(REPOSITORY, 'site');
  const floorDir = await buildInto(BOOKING_FLOOR, 'booking-floor');
  const dataFolder = await mkdtemp(path.join(tmpdir(), 'saluni-booking-site-'));
  const { client, release } = await openDataFolder(dataFolder);
  const database = openPglite(client);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const [site, floor] = [
      await initialJs(appDir, 'book.html'),
      await initialJs(floorDir, 'index.html'),
    ];
    console.log('Booking site: initial JS of the first load (entry script and modulepreloads):\n');
    console.log(
      formatTable(
        ['build', 'files', 'gzip'],
        [
          ['booking page (book.html)', String(site.files), kilobytes(site.gzip)],
          ['floor (bare React page)', String(floor.files), kilobytes(floor.gzip)],
        ],
      ),
    );
    console.log(
      `\nsite/floor gzip: ${(site.gzip / floor.gzip).toFixed(3)}x (budget ${kilobytes(BUDGET_GZIP_BYTES)}: ${site.gzip <= BUDGET_GZIP_BYTES ? 'within' : 'OVER'})\n`,
    );

    await migrateDatabase(database);
    await seedDemoBusiness(database.db);
    const saluni = await startServer(appDir, database);
    const bare = await startServer(floorDir, database);
    try {
      const times = await coldMedian(browser, (page) => openToFirstFreeTimes(page, saluni.url));
      const paint = await coldMedian(browser, (page) => floorFirstPaint(page, bare.url));
      console.log(
        `Booking site on Slow 3G (${NETWORK.latency} ms RTT, ${(NETWORK.downloadThroughput * 8) / 1000} kbit/s), cold, median of ${ROUNDS}:\n`,
      );
      console.log(
        formatTable(
          ['load', 'cold cache'],
          [
            ['/book/demo-nairobi: open to first free times', seconds(times)],
            ['floor (bare React page): first paint', seconds(paint)],
          ],
        ),
      );
      console.log(
        `\nsite/floor: ${(times / paint).toFixed(2)}x (budget ${seconds(BUDGET_MILLISECONDS)}: ${times <= BUDGET_MILLISECONDS ? 'within' : 'OVER'})\n`,
      );
    } finally {
      await saluni.app.close();
      await bare.app.close();
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
