import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** Debian's Chromium package; playwright-core never downloads a browser of its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Headless in a container: no sandbox (no user namespaces), no GPU, and nothing that
    // reaches out to Google services, which would slow tests or make them flaky offline.
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

export const SCREENSHOT_DIR = path.join(os.tmpdir(), 'saluni-browser-screenshots');

/** Saves a full-page screenshot under the temp folder and returns its path. */
export const screenshot = async (page: Page, name: string): Promise<string> => {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(
    SCREENSHOT_DIR,
    `${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}-${Date.now()}.png`,
  );
  await page.screenshot({ path: file, fullPage: true });
  return file;
};

const CSP_REPORT = 'CSP violation:';

/**
 * Collects every Content-Security-Policy violation in `context`'s pages into `violations`: the
 * console message Chromium prints and the page's `securitypolicyviolation` event (relayed to
 * the console by an init script, since the event itself never leaves the page).
 */
export const watchForCspViolations = async (context: BrowserContext, violations: string[]) => {
  await context.addInitScript((prefix: string) => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`${prefix} ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  }, CSP_REPORT);
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(CSP_REPORT) || text.includes('Content Security Policy'))
      violations.push(text);
  });
};

export interface BrowserFixture {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /**
   * Replaces the test's context with one made with `options` (another time zone or size, a
   * saved sign-in), watched like the first, and answers its page.
   */
  reopen: (options: BrowserContextOptions) => Promise<Page>;
}

/**
 * One Chromium per test file and a fresh context (cookies, storage) per test, so tests never
 * see each other's sessions. A failing test leaves a screenshot whose path is printed.
 */
export const setupBrowser = (): BrowserFixture => {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const pageErrors: string[] = [];
  const cspViolations: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const open = async (options: BrowserContextOptions = {}): Promise<Page> => {
    await context?.close();
    context = await browser!.newContext({
      locale: 'en-US',
      timezoneId: 'Africa/Nairobi',
      viewport: { width: 1280, height: 800 },
      ...options,
    });
    // Fail fast on hung UI instead of waiting for the test timeout.
    context.setDefaultTimeout(15_000);
    await watchForCspViolations(context, cspViolations);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  };

  beforeEach(async () => {
    cspViolations.length = 0;
    pageErrors.length = 0;
    await open();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) {
      const file = await screenshot(page, task.name).catch(
        (error: unknown) => `(no screenshot: ${String(error)})`,
      );
      console.error(`Screenshot of failed test "${task.name}": ${file}`);
      if (pageErrors.length)
        console.error(`Uncaught errors in the page:\n${pageErrors.join('\n')}`);
    }
    await context?.close();
    context = undefined;
    page = undefined;
    // The app must run under the server's Content-Security-Policy: any violation fails the test.
    if (cspViolations.length)
      throw new Error(`Content-Security-Policy violations:\n${cspViolations.join('\n')}`);
  });

  return {
    get browser() {
      if (!browser) throw new Error('setupBrowser: the browser starts in beforeAll');
      return browser;
    },
    get context() {
      if (!context) throw new Error('setupBrowser: the context exists only inside a test');
      return context;
    },
    get page() {
      if (!page) throw new Error('setupBrowser: the page exists only inside a test');
      return page;
    },
    reopen: open,
  };
};
