import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { loadingScreen, whenPageSettled } from '../../../src/shared/pageSettled';

/** Whether the browser's main thread is busy: an idle callback then says it came at its timeout. */
let busy = false;

// The browser's idle callbacks are the test's own, on the faked clock: whether the environment has
// requestIdleCallback, and whether the faked timers took it over (with no deadline for its
// callback), depends on which test files ran before in the worker.
beforeEach(() => {
  busy = false;
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
    queueMicrotask(() => callback({ didTimeout: busy, timeRemaining: () => 0 })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Whether `promise` has resolved after the timers have run `ms` further. */
const resolvedAfter = async (promise: Promise<void>, ms: number) => {
  let resolved = false;
  void promise.then(() => {
    resolved = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return resolved;
};

describe('the page settled', () => {
  test('a quiet page settles after half a second', async () => {
    const settled = whenPageSettled(new QueryClient(), new AbortController().signal);
    expect(await resolvedAfter(settled, 250)).toBe(false);
    expect(await resolvedAfter(settled, 250)).toBe(true);
  });

  test("waits for a screen's code, then for its queries", async () => {
    const queryClient = new QueryClient();
    let screenCame: () => void = () => undefined;
    void loadingScreen(new Promise<void>((resolve) => (screenCame = resolve)));
    const settled = whenPageSettled(queryClient, new AbortController().signal);
    expect(await resolvedAfter(settled, 2_000)).toBe(false);
    // The screen comes and asks for its data at once.
    let dataCame: (value: string) => void = () => undefined;
    void queryClient.fetchQuery({
      queryKey: ['figures'],
      queryFn: () => new Promise<string>((resolve) => (dataCame = resolve)),
    });
    screenCame();
    expect(await resolvedAfter(settled, 2_000)).toBe(false);
    dataCame('figures');
    expect(await resolvedAfter(settled, 500)).toBe(true);
  });

  test('a screen whose code fails to come no longer holds the page', async () => {
    void loadingScreen(Promise.reject(new TypeError('Failed to fetch'))).catch(() => undefined);
    const settled = whenPageSettled(new QueryClient(), new AbortController().signal);
    expect(await resolvedAfter(settled, 500)).toBe(true);
  });

  test('waits while the main thread is busy drawing, though nothing is on its way', async () => {
    busy = true;
    const settled = whenPageSettled(new QueryClient(), new AbortController().signal);
    expect(await resolvedAfter(settled, 2_000)).toBe(false);
    busy = false;
    expect(await resolvedAfter(settled, 500)).toBe(true);
  });

  test('resolves at once when the page is left', async () => {
    let screenCame: () => void = () => undefined;
    const loading = loadingScreen(new Promise<void>((resolve) => (screenCame = resolve)));
    const leave = new AbortController();
    const settled = whenPageSettled(new QueryClient(), leave.signal);
    leave.abort();
    expect(await resolvedAfter(settled, 0)).toBe(true);
    screenCame();
    await loading;
  });
});
