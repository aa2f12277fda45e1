import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { setupBrowser } from './support/browser';
import { DEMO_LOGIN, setupServer } from './support/server';
import { signIn } from './support/ui';

const server = setupServer();
const browser = setupBrowser();

/** The app's main chunk (vite.config.ts, group `index`), held back until `release`. */
const holdMainChunk = async (page: Page) => {
  const requested: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { requested, release };
};

/** The requests the page makes to `path`, as they are sent. */
const callsTo = (page: Page, path: string) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) sent.push(request.method());
  });
  return sent;
};

/** The app bar's Profile menu: the app, signed in. */
const dashboard = (page: Page) => page.getByRole('button', { name: 'Profile' });

/** Whether a sign-in form (the boot's or the app's) was ever on the page, from its first script. */
const watchForSignInForm = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('input[type="password"]'))
        document.documentElement.dataset.sawSignIn = 'yes';
    }).observe(document, { childList: true, subtree: true });
  });

test("on a phone, the sign-in form takes input before the app's code has arrived, and a Sign in pressed meanwhile signs in", async () => {
  const { page } = browser;
  await page.setViewportSize({ width: 390, height: 844 });
  const held = await holdMainChunk(page);
  const signIns = callsTo(page, '/v1/auth/login');
  // index.html preloads the main chunk: the page's load event waits for it, the form does not.
  await page.goto(server.url, { waitUntil: 'domcontentloaded' });
  const email = page.getByLabel('Email');
  await email.fill(DEMO_LOGIN.email);
  expect(await email.inputValue()).toBe(DEMO_LOGIN.email);
  await page.getByLabel('Password').fill(DEMO_LOGIN.password);
  const signedIn = page.waitForResponse('**/v1/auth/login');
  const dashboardReads = callsTo(page, '/v1/report/overview');
  const readsAhead = callsTo(page, '/v1/session/start');
  const userReads = callsTo(page, '/v1/user');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const waiting = page.getByRole('button', { name: 'Signing in…' });
  expect(await waiting.isDisabled()).toBe(true);
  // The sign-in was sent while the app's code was on its way, and its reply carries the
  // dashboard's first reads: the main chunk was asked for alongside the boot, and nothing of the
  // app has run yet.
  const reply = await signedIn;
  expect(reply.status()).toBe(200);
  const { readAhead } = (await reply.json()) as { readAhead: Array<{ path: string }> };
  expect(readAhead.map(({ path }) => path)).toContain('/v1/report/overview');
  expect(held.requested.length).toBeGreaterThan(0);
  expect(await page.locator('#root').innerHTML()).toBe('');

  held.release();
  await dashboard(page).waitFor();
  await page
    .getByRole('region', { name: 'The business at a glance' })
    .locator('dd')
    .first()
    .waitFor();
  expect(signIns).toHaveLength(1);
  // The figures and the user came in the sign-in's reply: the app, arriving signed in, asked the
  // server for neither.
  expect(dashboardReads).toHaveLength(0);
  expect([...readsAhead, ...userReads]).toEqual([]);
  // Signed in before the app arrived, the app opens the page asked for, the root, at once.
  expect(page.url()).toMatch(/\/(#\/)?$/);
  expect(await page.getByLabel('Email').count()).toBe(0);
  expect(await page.evaluate(() => document.cookie)).toContain('saluni_signed_in=1');
});

test("a wrong password pressed before the app arrived: the app's page shows the refusal, sent once", async () => {
  const { page } = browser;
  const held = await holdMainChunk(page);
  const signIns = callsTo(page, '/v1/auth/login');
  await page.goto(server.url, { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill(DEMO_LOGIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  const refused = page.waitForResponse('**/v1/auth/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await refused).status()).toBe(401);
  held.release();
  await page.locator('#auth-email').waitFor();
  await page.getByRole('button', { name: 'Sign in' }).and(page.locator(':enabled')).waitFor();
  expect(await page.getByRole('alert').first().textContent()).toMatch(/password/i);
  expect(signIns).toHaveLength(1);
  expect(await page.evaluate(() => document.cookie)).not.toContain('saluni_signed_in=1');
});

test("the boot's form stays once the app has come, until Sign in: the app's page then takes over what was typed, sent once", async () => {
  const { page } = browser;
  const held = await holdMainChunk(page);
  const signIns = callsTo(page, '/v1/auth/login');
  await page.goto(server.url, { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill(DEMO_LOGIN.email);
  held.release();
  // The app has come and shows its sign-in page, which waits for the boot form's "Sign in": no
  // second form, the typing not interrupted.
  await page.locator('#boot-sign-in[data-awaited-by-app]').waitFor();
  expect(await page.locator('#auth-email').count()).toBe(0);
  expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_LOGIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The app's own field (MUI's), holding what was typed, in place of the boot's.
  await page.locator('#auth-email').waitFor();
  expect(await page.locator('#boot-sign-in').count()).toBe(0);
  expect(await page.getByLabel('Email').inputValue()).toBe(DEMO_LOGIN.email);
  expect(await page.getByLabel('Password').inputValue()).toBe('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).and(page.locator(':enabled')).waitFor();
  expect(await page.getByRole('alert').first().textContent()).toMatch(/password/i);
  expect(signIns).toHaveLength(1);
});

/** The scripts `page` asks for, by file name, as the requests are sent. */
const scriptsAskedFor = (page: Page) => {
  const files: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) files.push(pathname.slice(pathname.lastIndexOf('/') + 1));
  });
  return files;
};

test("the landing page's code comes alongside the main chunk, in its own chunk and one the landing pages share", async () => {
  for (const [address, own] of [
    ['/#/client', /^landing-client-/],
    ['/#/', /^landing-dashboard-/],
  ] as const) {
    const page = await browser.reopen({});
    const held = await holdMainChunk(page);
    const scripts = scriptsAskedFor(page);
    await page.goto(`${server.url}${address}`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').waitFor();
    // Asked for while the main chunk is still held, so by the boot, not by the app.
    await expect.poll(() => scripts.filter((file) => file.startsWith('landing-')).length).toBe(2);
    const landing = scripts.filter((file) => file.startsWith('landing-'));
    const shared = landing.filter((file) => file.startsWith('landing-client-dashboard-'));
    expect(shared).toHaveLength(1);
    expect(landing.filter((file) => !shared.includes(file))).toEqual([expect.stringMatching(own)]);
    // Nothing else of the app's screens: the boot, the bundler's runtime and the main chunk.
    expect(scripts.filter((file) => !/^(landing|boot|rolldown-runtime|index)-/.test(file))).toEqual(
      [],
    );
    held.release();
  }
});

test('signed out, the sign-in page asks the server nothing; signed in, a reload never shows a sign-in form', async () => {
  const { page } = browser;
  await signIn(page, server.url, DEMO_LOGIN.email, DEMO_LOGIN.password);
  await dashboard(page).waitFor();

  await watchForSignInForm(page);
  const held = await holdMainChunk(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  // The boot has run (a module script runs before DOMContentLoaded) and drew nothing.
  expect(await page.locator('#boot-sign-in').count()).toBe(0);
  held.release();
  await dashboard(page).waitFor();
  expect(await page.evaluate(() => document.documentElement.dataset.sawSignIn)).toBeUndefined();

  // Signed out: the sign-in page comes without a call to the server.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByLabel('Email').waitFor();
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/v1/')) calls.push(`${request.method()} ${pathname}`);
  });
  await page.reload();
  // The boot's form, which the app's sign-in page, come meanwhile, waits on.
  await page.locator('#boot-sign-in[data-awaited-by-app]').waitFor();
  expect(calls).toEqual([]);
});
