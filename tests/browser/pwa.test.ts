import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { pwaEnglish } from '../../src/pwa/texts.en';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { openRoute, signIn, textOf } from './support/ui';

/** The built app copied, so the update's test can change its service worker (source maps left out). */
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'saluni-pwa-'));
cpSync(path.resolve('dist'), webRoot, {
  recursive: true,
  filter: (source) => !source.endsWith('.map'),
});
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const server = setupServer(undefined, { webRoot });
const browser = setupBrowser();

const text = (key: string) => textOf(pwaEnglish, key);

/**
 * Waits for the service worker, then reloads: a first visit runs without one, the page is the
 * worker's from its next load (a new worker never takes over a page by itself).
 */
const underServiceWorker = async (page: Page) => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
};

/** A read the worker would take from the network (no reply of it is kept): fails when the worker is offline too. */
const workerReachesServer = (page: Page) =>
  page.evaluate(() =>
    fetch(`/v1/user?probe=${Date.now()}`).then(
      () => true,
      () => false,
    ),
  );

test('installed start: the manifest names the app and its icons, and the sign-in page opens offline', async () => {
  const { page, context } = browser;
  await page.goto(server.url);
  await page.getByLabel('Email').waitFor();
  await underServiceWorker(page);

  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const reply = await fetch(link!.href);
    const parsed = (await reply.json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    const icons = await Promise.all(
      parsed.icons.map(async (icon) => (await fetch(icon.src)).headers.get('content-type')),
    );
    return { ...parsed, iconTypes: icons };
  });
  expect(manifest).toMatchObject({
    name: 'Saluni',
    start_url: '/',
    display: 'standalone',
    theme_color: '#1976d2',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  expect(manifest.iconTypes).toEqual(['image/png', 'image/png', 'image/png']);

  await context.setOffline(true);
  expect(await workerReachesServer(page)).toBe(false);
  await page.reload();
  await page.getByLabel('Email').waitFor();
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
});

test("offline: the banner shows, the day's appointments still read after a reload, a save is refused unsent", async () => {
  const { page, context } = browser;
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('toolbar', { name: 'Dashboard' }).waitFor();
  await underServiceWorker(page);
  // The day view of today, in the business's zone: the demo's appointments of the day.
  await openRoute(page, server.url, '/calendar?view=day&columns=staff');
  const events = page.locator('.rbc-event');
  await events.first().waitFor();
  // Each event with its client and service, whose names come a moment after its time.
  await expect
    .poll(async () => (await events.allInnerTexts()).every((text) => text.includes(' · ')))
    .toBe(true);
  const day = await events.allInnerTexts();
  expect(day.length).toBeGreaterThan(0);

  const banner = page.getByRole('status').filter({ hasText: text('saluni.pwa.offline.title') });
  await context.setOffline(true);
  await banner.waitFor();
  expect(await banner.innerText()).toContain(text('saluni.pwa.offline.body'));
  expect(await workerReachesServer(page)).toBe(false);

  await page.reload();
  await banner.waitFor();
  // The names come from their own kept look-ups, a moment after the events' times.
  await expect.poll(() => events.allInnerTexts()).toEqual(day);

  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
  });
  await openRoute(page, server.url, '/job-title/create');
  await page.getByLabel('Job title').fill('Colourist');
  await page.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: text('saluni.pwa.offline.notSaved') })
    .waitFor();
  expect(writes).toEqual([]);

  await context.setOffline(false);
  await banner.waitFor({ state: 'detached' });

  // Signing out empties the kept replies: the next person on the phone cannot read the day.
  const keptReplies = () => page.evaluate(() => caches.has('saluni-api'));
  expect(await keptReplies()).toBe(true);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByLabel('Email').waitFor();
  expect(await keptReplies()).toBe(false);
});

test('update: a changed service worker brings the prompt, and Reload puts the page under it', async () => {
  const { page } = browser;
  await page.goto(server.url);
  await page.getByLabel('Email').waitFor();
  await underServiceWorker(page);

  // A new build: the worker's bytes differ.
  appendFileSync(path.join(webRoot, 'sw.js'), `\n// ${Date.now()}\n`);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration!.update();
  });
  const prompt = page.getByText(text('saluni.pwa.update.ready'));
  await prompt.waitFor();

  // Marks this page, so the test sees it replaced by a reload.
  await page.evaluate(() => (document.body.dataset.beforeUpdate = 'yes'));
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: text('saluni.pwa.update.reload') }).click();
  await reloaded;
  await page.getByLabel('Email').waitFor();
  const after = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      marked: document.body.dataset.beforeUpdate ?? null,
      waiting: registration?.waiting ?? null,
      controlled: navigator.serviceWorker.controller?.state,
    };
  });
  expect(after).toEqual({ marked: null, waiting: null, controlled: 'activated' });
  expect(await prompt.count()).toBe(0);
});

test('fetched ahead: once the first page has settled, the inventory hub and its Orders tab open with no code left to fetch and no loading indicator', async () => {
  const { page } = browser;
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('toolbar', { name: 'Dashboard' }).waitFor();
  // The shell registers the service worker once every chunk has been fetched ahead (src/App.tsx).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('.RaLoading-root')) document.body.dataset.sawLoading = 'yes';
    }).observe(document.body, { childList: true, subtree: true });
  });

  await page.getByRole('menuitem', { name: 'Products' }).click();
  await page.getByRole('table', { name: 'Sale Products' }).waitFor();
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByRole('tab', { name: 'Orders', selected: true }).waitFor();
  await page
    .locator('#main-content table')
    .or(page.getByText('No orders yet', { exact: false }))
    .first()
    .waitFor();
  expect(scripts).toEqual([]);
  expect(await page.evaluate(() => document.body.dataset.sawLoading ?? null)).toBeNull();
});

test("signed in, the app a phone installs carries the salon's name; signed out, the product's", async () => {
  const { page, context } = browser;
  const session = await context.newCDPSession(page);
  // The manifest Chromium would install the app with, as its install prompt reads it.
  const installedName = async () => {
    const { data } = await session.send('Page.getAppManifest');
    return data ? (JSON.parse(data) as { name: string }).name : null;
  };
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await page.getByRole('toolbar', { name: 'Dashboard' }).waitFor();
  await expect.poll(installedName).toBe('Saluni Demo Salon');

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByLabel('Email').waitFor();
  await expect.poll(installedName).toBe('Saluni');
});
