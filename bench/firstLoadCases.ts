/**
 * The browser side of bench/first-load.ts: Chromium, its pages (throttled or not), and what each
 * measure waits for on the page. Every time is taken in this process, from just before the
 * navigation or the click to the moment the page shows what is waited for.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DEMO_LOGIN } from '../server/seed/demo';

/** Chrome DevTools' "Slow 3G" figures: 400 ms round trip, 400 kbit/s each way (docs/performance.md). */
export const NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
};

export const launch = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });

/**
 * A fresh context (empty cache, no cookies). The browser's clock is New York's, not the demo
 * business's Nairobi: what the pages show must follow the business's zone, as the app does.
 */
export const freshContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({
    locale: 'en-US',
    timezoneId: 'America/New_York',
    viewport: { width: 1366, height: 768 },
  });

/** No throttling: what DevTools sends to lift its emulation. */
const UNTHROTTLED = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/** Sets the link of every service worker of the browser; see throttleServiceWorkers. */
let setServiceWorkersLink: ((link: Link) => Promise<void>) | undefined;

/**
 * Gives the browser's service workers the link of the page being measured (openPage): the
 * requests a worker makes itself (the API calls it answers network first, docs/areas/offline.md)
 * are not its page's, and DevTools' emulation of a page leaves them at full speed. Every worker,
 * running now or started later, is attached; its cache answers stay local, as on a phone.
 */
export const throttleServiceWorkers = async (browser: Browser) => {
  const session = await browser.newBrowserCDPSession();
  let id = 0;
  let conditions: typeof NETWORK | typeof UNTHROTTLED = NETWORK;
  const attached = new Map<string, string>();
  const emulate = (sessionId: string) =>
    session.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({
        id: (id += 1),
        method: 'Network.emulateNetworkConditions',
        params: conditions,
      }),
    });
  const attach = async (targetId: string) => {
    if (attached.has(targetId)) return;
    const { sessionId } = await session.send('Target.attachToTarget', { targetId, flatten: false });
    attached.set(targetId, sessionId);
    await session.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: (id += 1), method: 'Network.enable', params: {} }),
    });
    await emulate(sessionId);
  };
  session.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type === 'service_worker') void attach(targetInfo.targetId).catch(ignore);
  });
  session.on('Target.targetDestroyed', ({ targetId }) => attached.delete(targetId));
  await session.send('Target.setDiscoverTargets', { discover: true });
  const { targetInfos } = await session.send('Target.getTargets');
  for (const { type, targetId } of targetInfos)
    if (type === 'service_worker') await attach(targetId);
  setServiceWorkersLink = async (link) => {
    conditions = link === 'slow 3G' ? NETWORK : UNTHROTTLED;
    for (const sessionId of attached.values()) await emulate(sessionId).catch(ignore);
  };
};

/** A worker gone before it was told its link has nothing left to throttle. */
const ignore = () => undefined;

export type Link = 'slow 3G' | 'unthrottled';

/** A new page of the context, on Slow 3G unless told otherwise. */
export const openPage = async (context: BrowserContext, link: Link = 'slow 3G'): Promise<Page> => {
  await setServiceWorkersLink?.(link);
  const page = await context.newPage();
  if (link === 'slow 3G') {
    const session = await context.newCDPSession(page);
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', NETWORK);
  }
  page.setDefaultTimeout(120_000);
  return page;
};

/**
 * Empties what the browser keeps of `origin`'s app (the HTTP cache, the service worker and its
 * caches), keeping the cookies: still signed in, as a phone whose storage was cleared.
 */
export const emptyCaches = async (page: Page, origin: string) => {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'service_workers,cache_storage',
  });
  await session.detach();
};

/**
 * Waits until the page's service worker is active, its files kept: a second visit is one that
 * comes after the first has finished, hours later on a phone, at once in the bench.
 */
export const serviceWorkerReady = async (page: Page) => {
  // The app registers its worker once the first page has settled.
  await page.waitForFunction(
    async () => Boolean(await navigator.serviceWorker?.getRegistration()),
    undefined,
    { polling: 250, timeout: 120_000 },
  );
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
};

/**
 * Starts loading `url`, back as soon as the server's answer is committed: no waiting for the
 * `load` event, which would hold back a measure whose signal comes before it.
 */
const navigate = async (page: Page, url: string) => {
  const start = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  return start;
};

/** The page's first contentful paint (the Performance API's), from the start of its navigation. */
export const firstContentfulPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((entries) => {
          const paint = entries.getEntriesByName('first-contentful-paint')[0];
          if (paint) resolve(paint.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );

/** The floor app's first contentful paint. */
export const floorFirstPaint = async (page: Page, url: string) => {
  await navigate(page, url);
  return firstContentfulPaint(page);
};

/**
 * An element takes input: drawn, enabled and not covered (the element at its centre), the
 * checks of a trial click, made by the page at every frame. Resolves with the moment on the
 * page's clock and the element's centre. A plain script, not Playwright's locators: their
 * in-page script, set up at a new page's first locator call, waited behind the app's start (0.5
 * to 1 s on a warm visit, docs/performance.md), a delay of the bench's, not of the app's. A
 * string, as tsx would rename a function's inner helpers for a page that lacks its helper.
 * `find` is an expression for the element, or null while there is none.
 */
const usable = (find: string) => `new Promise((resolve) => {
  const check = () => {
    const element = ${find};
    const box = element && element.getBoundingClientRect();
    const [x, y] = box ? [box.x + box.width / 2, box.y + box.height / 2] : [0, 0];
    if (element && !element.disabled && box.width > 0 && element.contains(document.elementFromPoint(x, y)))
      resolve({ at: performance.now(), x, y });
    else requestAnimationFrame(check);
  };
  check();
})`;

/** The sign-in form's e-mail field takes input. */
const USABLE_EMAIL_FIELD = usable(`document.querySelector('input[type="email"]')`);

/** The menu's Calendar entry takes a click. */
const USABLE_CALENDAR_ENTRY = usable(
  `[...document.querySelectorAll('[role="menuitem"]')].find((item) => item.textContent.trim() === 'Calendar')`,
);

interface Usable {
  at: number;
  x: number;
  y: number;
}

/**
 * Signs in as a person does once the form takes input: a tap on the e-mail field, the e-mail
 * typed, Tab, the password, Enter (the browser's own input events, as the keyboard sends them).
 */
const typeSignIn = async (page: Page, { x, y }: Usable) => {
  await page.mouse.click(x, y);
  await page.keyboard.insertText(DEMO_LOGIN.email);
  await page.keyboard.press('Tab');
  await page.keyboard.insertText(DEMO_LOGIN.password);
  await page.keyboard.press('Enter');
};

const signIn = async (page: Page) => {
  await page.getByLabel('Email').fill(DEMO_LOGIN.email);
  await page.getByLabel('Password').fill(DEMO_LOGIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/**
 * The moment `pageFunction` first returns one, on the page's clock: from the start of its
 * navigation, as the floor's first paint is. Checked at every frame, so the moment is the page's,
 * not that of a locator's wait, whose checks come at growing intervals of up to a second.
 * `pageFunction` returns `performance.now()` once what it waits for is drawn, 0 before.
 */
const momentOf = async (page: Page, pageFunction: () => number): Promise<number> =>
  (await page.waitForFunction(pageFunction, undefined, { polling: 'raf' })).jsonValue();

const firstClientRow = (page: Page) =>
  momentOf(page, () => (document.querySelector('tbody tr') ? performance.now() : 0));

/**
 * The dashboard's figures: the overview's first figure ("The business at a glance") and the
 * heading under today's counts ("Today, …"), drawn with the counts once the day's appointments
 * have come. The two come from separate calls, in either order.
 */
const dashboardFigures = (page: Page) =>
  momentOf(page, () => {
    const overview = document.querySelector('section[aria-label="The business at a glance"]');
    const today = [...document.querySelectorAll('h2')].some((heading) =>
      heading.textContent?.startsWith('Today, '),
    );
    return overview?.querySelector('dd') && today ? performance.now() : 0;
  });

/**
 * Opens the client list signed out, signs in, until its first row. Also the phases on the way:
 * the sign-in form usable and the sign-in page's first contentful paint. Every moment is the
 * page's, from the start of its navigation.
 */
export const signInToFirstClientRow = async (page: Page, url: string) => {
  await navigate(page, `${url}/#/client`);
  const field = (await page.evaluate(USABLE_EMAIL_FIELD)) as Usable;
  const firstPaint = await firstContentfulPaint(page);
  await typeSignIn(page, field);
  return { formUsable: field.at, firstPaint, firstClientRow: await firstClientRow(page) };
};

/** Opens the root signed out and signs in, until the dashboard's figures (not measured: the way in). */
export const signInToDashboard = async (page: Page, url: string) => {
  await navigate(page, `${url}/#/`);
  await signIn(page);
  await dashboardFigures(page);
};

/** Opens the root with a live session, until the dashboard's figures. */
export const openToDashboardFigures = async (page: Page, url: string) => {
  await navigate(page, `${url}/#/`);
  return dashboardFigures(page);
};

/**
 * Waits, in the page, for the next press of the pointer, then for the week's events drawn:
 * `events` of them on the week's grid, each with its title. Kept on `window` for
 * calendarClickToEvents, which reads it after the click. The time is the page's, from the
 * press's own time stamp (the input's, so a busy page's delay in handling it counts).
 */
const weekDrawnAfterPress = (
  events: number,
) => `window.saluniBenchWeekDrawn = new Promise((resolve) => {
  addEventListener('pointerdown', (press) => {
    const check = () => {
      const drawn = [...document.querySelectorAll('.rbc-time-view .rbc-event-content')];
      if (drawn.length >= ${events} && drawn.every((event) => event.textContent.trim()))
        resolve(performance.now() - press.timeStamp);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, { capture: true, once: true });
}), undefined`;

/**
 * A click on the menu's Calendar until the week's events are drawn: `events` of them on the
 * week's grid, each with its title (client and services). Clicked as a person does once the
 * entry takes a click; timed on the page's clock from the press (see `usable` for why not
 * Playwright's locators, whose actionability checks and polling added 0.25 s and more here).
 */
export const calendarClickToEvents = async (page: Page, events: number): Promise<number> => {
  const entry = (await page.evaluate(USABLE_CALENDAR_ENTRY)) as Usable;
  await page.evaluate(weekDrawnAfterPress(events));
  await page.mouse.click(entry.x, entry.y);
  return (await page.evaluate('window.saluniBenchWeekDrawn')) as number;
};
