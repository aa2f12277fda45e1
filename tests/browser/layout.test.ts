import type { Page, Request } from 'playwright-core';
import { expect, test } from 'vitest';
import { coreEnglish } from '../../texts/core.en';
import { coreSwahili } from '../../texts/core.sw';
import { HUB_TAB_PATHS } from '../support/hubTabPaths';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { openRoute, signIn, waitForDashboard } from './support/ui';

const server = setupServer();
const browser = setupBrowser();

/** Every tab of the inventory hub and Add Product. */
const HUB_ROUTES = [...HUB_TAB_PATHS, '/products/create?inStore=false'];

/**
 * The menu's links, read from the sidebar of a wide screen (on phones it hides in a drawer). Its
 * entries come just after the page, area by area, as each area's permissions are read
 * (src/layout/AppMenu.tsx): they are read once two looks, half a second apart, agree.
 */
const menuRoutes = async (page: Page): Promise<string[]> => {
  const links = page.locator('[role="menuitem"][href^="#/"]');
  const read = () =>
    links.evaluateAll((items) => items.map((item) => item.getAttribute('href')!.slice(1)));
  await links.first().waitFor();
  let routes = await read();
  for (;;) {
    await page.waitForTimeout(500);
    const again = await read();
    if (again.length === routes.length) return again;
    routes = again;
  }
};

/** A demo client's page and a demo staff member's page, by the first record of each list. */
const recordRoutes = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const businessId = localStorage.getItem('saluni.currentBusinessId');
    const first = async (path: string, pageKey: string): Promise<string> => {
      const reply = await fetch(`${path}?businessId=${businessId}&limit=1`, {
        credentials: 'include',
      });
      const body = (await reply.json()) as Record<string, { docs: { _id: string }[] }>;
      return body[pageKey].docs[0]._id;
    };
    return [
      `/client/${await first('/v1/client', 'clientPage')}/show`,
      `/staff/${await first('/v1/employee', 'employeePage')}`,
      `/order/${await first('/v1/order', 'orderPage')}`,
    ];
  });

/** Waits until the screen has drawn its data: no spinner for a moment. */
const settle = async (page: Page) => {
  await page.locator('#main-content').waitFor();
  await page.waitForFunction(
    () => {
      const busy = document.querySelector('[role="progressbar"], .MuiSkeleton-root');
      const state = window as unknown as { idleSince?: number };
      if (busy) state.idleSince = undefined;
      else state.idleSince ??= Date.now();
      return state.idleSince !== undefined && Date.now() - state.idleSince > 400;
    },
    undefined,
    { polling: 100 },
  );
};

/** The routes whose document is wider than the window, with both widths. */
const sidewaysScrolling = async (page: Page, routes: string[]): Promise<string[]> => {
  const wide: string[] = [];
  for (const route of routes) {
    await openRoute(page, server.url, route);
    await settle(page);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    if (scrollWidth > innerWidth)
      wide.push(`${route}: ${scrollWidth} px in a ${innerWidth} px window`);
  }
  return wide;
};

const allRoutes = async (page: Page): Promise<string[]> => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  const menu = await menuRoutes(page);
  expect(menu.length).toBeGreaterThan(5);
  return [...menu, ...HUB_ROUTES, ...(await recordRoutes(page))];
};

/**
 * The API calls of the page's next load, in order: 'sent /v1/…' and 'answered /v1/…'. Those of
 * the page before it (the dashboard may still be reading when the test reloads) are left out.
 */
const nextLoadApiEvents = (page: Page): string[] => {
  const events: string[] = [];
  const sent = new WeakSet<Request>();
  let loading = false;
  const apiPath = (request: Request) => {
    const { pathname } = new URL(request.url());
    return pathname.startsWith('/v1/') ? pathname : undefined;
  };
  page.on('request', (request) => {
    if (request.isNavigationRequest()) loading = true;
    const path = apiPath(request);
    if (!loading || !path) return;
    sent.add(request);
    events.push(`sent ${path}`);
  });
  page.on('requestfinished', (request) => {
    const path = apiPath(request);
    if (path && sent.has(request)) events.push(`answered ${path}`);
  });
  return events;
};

test('sign-in lands on the dashboard; a reload reads the user and today’s appointments in one round trip, asked for before anything else', async () => {
  const { page } = browser;
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await waitForDashboard(page);
  await page.getByRole('list', { name: 'Achieng Odhiambo' }).waitFor();

  const events = nextLoadApiEvents(page);
  await page.reload();
  await page.getByRole('list', { name: 'Achieng Odhiambo' }).waitFor();
  // The first script reads ahead (docs/performance.md, "Read ahead"): the user and the
  // dashboard's first reads, today's appointments among them, in the first call of the page,
  // and none of them asked for again.
  expect(events[0]).toBe('sent /v1/session/start');
  expect(events.filter((event) => event === 'sent /v1/session/start')).toHaveLength(1);
  for (const read of ['/v1/user', '/v1/appointment', '/v1/report/overview'])
    expect(events).not.toContain(`sent ${read}`);
});

/**
 * The signed-in user's language, kept on the server (as the user menu keeps it); the app speaks
 * it from the next load.
 */
const speak = async (page: Page, language: 'en' | 'sw') => {
  const status = await page.evaluate(async (chosen) => {
    const reply = await fetch('/v1/user/language', {
      method: 'PUT',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: chosen }),
    });
    return reply.status;
  }, language);
  expect(status).toBe(200);
  await page.reload();
  await page.locator('#main-content').waitFor();
  const clients = (language === 'sw' ? coreSwahili : coreEnglish).saluni.menu.clients;
  await page.getByText(clients, { exact: true }).first().waitFor({ state: 'attached' });
};

// Swahili words run longer than English ones: both languages at both widths.
for (const [language, name] of [
  ['en', 'English'],
  ['sw', 'Kiswahili'],
] as const) {
  test(`in ${name}, on a 390 px phone no page scrolls sideways`, async () => {
    const { page } = browser;
    const routes = await allRoutes(page);
    await speak(page, language);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await sidewaysScrolling(page, routes)).toEqual([]);
  });

  test(`in ${name}, on a 1366 px desktop no page scrolls sideways`, async () => {
    const { page } = browser;
    const routes = await allRoutes(page);
    await speak(page, language);
    expect(await sidewaysScrolling(page, routes)).toEqual([]);
  });
}

test('on a phone the stock filters fold behind a Filters button; on a desktop they sit in a row', async () => {
  const { page } = browser;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await waitForDashboard(page);
  await speak(page, 'en');
  await openRoute(page, server.url, '/products?tab=products&productTab=stock');
  const transactionType = page.getByRole('combobox', { name: 'Transaction Type' });
  await page.getByRole('textbox', { name: 'Search' }).waitFor();
  expect(await transactionType.isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Filters' }).click();
  await transactionType.waitFor({ state: 'visible' });

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('button', { name: 'Filters' }).waitFor({ state: 'detached' });
  const fields = [
    page.getByRole('textbox', { name: 'Search' }),
    transactionType,
    page.getByRole('combobox', { name: 'Warehouse' }),
  ];
  const middles = await Promise.all(
    fields.map(async (field) => {
      const box = (await field.boundingBox())!;
      return box.y + box.height / 2;
    }),
  );
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(4);
});

test('on a phone the client and service lists keep their search in view and fold their category filter', async () => {
  const { page } = browser;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await waitForDashboard(page);
  await speak(page, 'en');
  for (const [route, filter] of [
    ['/client', page.getByRole('combobox', { name: 'Category' })],
    ['/service', page.getByRole('combobox', { name: 'Categories' })],
  ] as const) {
    await openRoute(page, server.url, route);
    await page.getByRole('textbox', { name: 'Search' }).waitFor();
    expect(await filter.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filters' }).click();
    await filter.first().waitFor({ state: 'visible' });
  }
});
