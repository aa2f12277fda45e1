import { act, render, renderHook, screen } from '@testing-library/react';
import { HttpError, I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createHttpClient, OFFLINE_WRITE_REFUSED } from '../../../src/dataProvider/http';
import { i18nProvider } from '../../../src/i18n';
import { OfflineBanner, useOnline } from '../../../src/pwa';
import { pwaEnglish } from '../../../src/pwa/texts.en';

/** The browser says it is online or not, and tells the page as it does. */
const goOnline = (online: boolean) =>
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the connection as the browser tells it', () => {
  test('useOnline follows the offline and online events', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    goOnline(false);
    expect(result.current).toBe(false);
    goOnline(true);
    expect(result.current).toBe(true);
  });

  test('the banner says the connection is lost while offline, and leaves when it is back', async () => {
    render(
      <I18nContextProvider value={i18nProvider}>
        <OfflineBanner />
      </I18nContextProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    goOnline(false);
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toContain(pwaEnglish.saluni.pwa.offline.title);
    expect(banner.textContent).toContain(pwaEnglish.saluni.pwa.offline.body);
    goOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the API client offline', () => {
  const fetchImpl = vi.fn<typeof fetch>(
    async () => new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } }),
  );
  afterEach(() => fetchImpl.mockClear());

  test('refuses a write at once, unsent, with a message the toast translates', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const http = createHttpClient(fetchImpl);
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const refusal = await http({ method, path: '/v1/job-title', body: { name: 'x' } }).catch(
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(HttpError);
      expect((refusal as HttpError).message).toBe(OFFLINE_WRITE_REFUSED);
      expect((refusal as HttpError).body).toMatchObject({ code: 'OFFLINE' });
    }
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(i18nProvider.translate(OFFLINE_WRITE_REFUSED)).toBe(
      pwaEnglish.saluni.pwa.offline.notSaved,
    );
  });

  test('still sends reads, which the service worker may answer from its cache', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await createHttpClient(fetchImpl)({ path: '/v1/appointment' })).toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledOnce();
  });

  test('sends writes when online', async () => {
    await createHttpClient(fetchImpl)({ method: 'POST', path: '/v1/job-title', body: {} });
    expect(fetchImpl).toHaveBeenCalledOnce();
  });
});
