import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { App } from '../../../src/App';
import { AREA_SCREENS, SCREEN_MODULES } from '../../../src/areas';
import { fetchModulesAhead, landingModuleOf, startLandingPage } from '../../../src/prefetchAreas';
import { AppMemoryRouter } from '../support/appMemoryRouter';
import { fakeServer } from '../support/fakeServer';

/** The modules the shell fetches ahead: all but the pages of people signed out. */
const MODULE_NAMES = Object.keys(SCREEN_MODULES).filter((name) => name !== 'signUp');

/** Importers named as SCREEN_MODULES', each resolving only when the test says so. */
const heldImporters = () => {
  const started: string[] = [];
  const release: Array<() => void> = [];
  const importers = Object.fromEntries(
    Object.keys(SCREEN_MODULES).map((name) => [
      name,
      vi.fn(() => {
        started.push(name);
        return new Promise<void>((resolve) => release.push(resolve));
      }),
    ]),
  );
  return { importers, started, release };
};

/** The browser is idle at once: the callback runs when asked for. */
const idleAtOnce = vi.fn((callback: IdleRequestCallback) => {
  callback({ didTimeout: false, timeRemaining: () => 50 });
  return 1;
});

/** Lets every promise and timer already due run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const setConnection = (connection: { saveData?: boolean; effectiveType?: string }) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

beforeEach(() => {
  idleAtOnce.mockClear();
  vi.stubGlobal('requestIdleCallback', idleAtOnce);
  vi.stubGlobal('cancelIdleCallback', vi.fn());
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the screens fetched ahead once the shell is shown', () => {
  test('every screen module is fetched once, in order, each in idle time after the previous one came', async () => {
    const { importers, started, release } = heldImporters();
    const done = fetchModulesAhead(new QueryClient(), new AbortController().signal, importers);
    // The page's settling looks for idle time too, before the first module.
    let idleBefore = 0;
    for (const [position, name] of MODULE_NAMES.entries()) {
      await vi.waitFor(() => expect(started).toEqual(MODULE_NAMES.slice(0, position + 1)));
      await settle();
      // The next waits for this one: one chunk at a time on the person's connection.
      expect(started).toHaveLength(position + 1);
      expect(started.at(-1)).toBe(name);
      if (position > 0) expect(idleAtOnce.mock.calls.length - idleBefore).toBe(1);
      idleBefore = idleAtOnce.mock.calls.length;
      release[position]!();
    }
    await done;
    for (const name of MODULE_NAMES) expect(importers[name]).toHaveBeenCalledTimes(1);
    // The sign-up pages are for people signed out: the shell never fetches them.
    expect(importers.signUp).not.toHaveBeenCalled();
  });

  test("a module's own chunks (its modulesAhead) come after every screen module, each in idle time", async () => {
    const fetched: string[] = [];
    const importerOf =
      (name: string, module: object = {}) =>
      async () => {
        fetched.push(name);
        return module;
      };
    await fetchModulesAhead(new QueryClient(), new AbortController().signal, {
      calendar: importerOf('calendar'),
      inventory: importerOf('inventory', {
        modulesAhead: [importerOf('orders tab'), importerOf('options tab')],
      }),
      reports: importerOf('reports'),
    });
    expect(fetched).toEqual(['calendar', 'inventory', 'reports', 'orders tab', 'options tab']);
    // The page's settling looks for idle time too, before the first module.
    expect(idleAtOnce.mock.calls.length).toBeGreaterThanOrEqual(fetched.length);
  });

  test.each([
    ['the person asked to save data', { saveData: true }],
    ['the connection is 2G', { effectiveType: '2g' }],
    ['the connection is slow 2G', { effectiveType: 'slow-2g' }],
  ])('nothing is fetched when %s', async (_case, connection) => {
    setConnection(connection);
    const { importers } = heldImporters();
    await fetchModulesAhead(new QueryClient(), new AbortController().signal, importers);
    for (const importer of Object.values(importers)) expect(importer).not.toHaveBeenCalled();
  });

  test('a chunk that fails to come is passed over silently and the next is fetched', async () => {
    const fetchedNext = vi.fn(() => Promise.resolve());
    await fetchModulesAhead(new QueryClient(), new AbortController().signal, {
      calendar: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      inventory: fetchedNext,
    });
    expect(fetchedNext).toHaveBeenCalledTimes(1);
  });

  test('nothing more is fetched once the shell is gone', async () => {
    const { importers, started, release } = heldImporters();
    const stop = new AbortController();
    const done = fetchModulesAhead(new QueryClient(), stop.signal, importers);
    await vi.waitFor(() => expect(started).toHaveLength(1));
    stop.abort();
    release[0]!();
    await done;
    expect(started).toEqual(MODULE_NAMES.slice(0, 1));
  });
});

describe('the sign-in page', () => {
  test.each([
    ['the root', '/', SCREEN_MODULES.dashboard],
    ['no page asked for', undefined, SCREEN_MODULES.dashboard],
    ["a resource's list", '/client', AREA_SCREENS.clients],
    ["a resource's record", '/warehouse/12/show', AREA_SCREENS.inventory],
    ['a screen module of its own', '/calendar', SCREEN_MODULES.calendar],
  ])('leads to the module of the page asked for: %s', (_case, nextPathname, module) => {
    expect(landingModuleOf(nextPathname)).toBe(module);
  });

  test('guesses nothing for a page it cannot tell', () => {
    expect(landingModuleOf('/no-such-page')).toBeUndefined();
  });

  test("fetches the landing page's module once drawn, before anyone signs in", async () => {
    const fetchLandingPage = vi.spyOn(SCREEN_MODULES, 'dashboard');
    const fetchCalendar = vi.spyOn(SCREEN_MODULES, 'calendar');
    const server = fakeServer({
      currentUser: () =>
        Response.json({ error: { message: 'Sign in to continue' } }, { status: 401 }),
    });
    vi.stubGlobal('fetch', server.fetch);
    render(
      <AppMemoryRouter initialEntries={['/']}>
        <App />
      </AppMemoryRouter>,
    );
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    await vi.waitFor(() => expect(fetchLandingPage).toHaveBeenCalled());
    expect(server.received('POST', '/v1/auth/login')).toHaveLength(0);
    // The visitor is sent to the sign-in page once, not signed out over and over
    // (src/appRouter.tsx); the server's 401 ended the session, so there is none to end.
    expect(server.received('GET', '/v1/user')).toHaveLength(1);
    expect(server.received('POST', '/v1/auth/logout')).toHaveLength(0);
    // The other screens wait for the shell: the sign-in page fetches only where it leads.
    expect(fetchCalendar).not.toHaveBeenCalled();
  });
});

describe('a page opened with a live session', () => {
  test.each([
    ['the root', '', 'dashboard', 'dashboard'],
    ['the dashboard', '#/', 'dashboard', 'dashboard'],
    ["a resource's list", '#/client?filter=%7B%7D', 'clients', undefined],
    ['the calendar', '#/calendar', 'calendar', undefined],
  ] as const)('starts its module and reads ahead at once: %s', (_case, hash, module, page) => {
    const importers = {
      dashboard: vi.spyOn(SCREEN_MODULES, 'dashboard').mockResolvedValue({} as never),
      clients: vi.spyOn(AREA_SCREENS, 'clients').mockResolvedValue({} as never),
      calendar: vi.spyOn(SCREEN_MODULES, 'calendar').mockResolvedValue({} as never),
    };
    const readAhead = vi.fn((_page?: string) => Promise.resolve());
    startLandingPage(hash, readAhead);
    expect(readAhead).toHaveBeenCalledExactlyOnceWith(page);
    for (const [name, importer] of Object.entries(importers))
      expect(importer.mock.calls.length, name).toBe(name === module ? 1 : 0);
  });
});
