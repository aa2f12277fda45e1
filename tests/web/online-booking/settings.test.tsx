import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ONLINE_BOOKING_DEFAULTS } from '../../../registry/onlineBooking';
import {
  dataProvider as appDataProvider,
  createSaluniDataProvider,
} from '../../../src/dataProvider';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { i18nProvider } from '../../../src/i18n';
import { Toast } from '../../../src/layout/Toast';
import { darkTheme, lightTheme } from '../../../src/layout/theme';
import { OnlineBookingSettings } from '../../../src/settings/OnlineBookingSettings';
import { business, fakeServer, ownerOf, userWith, type Replies } from '../support/fakeServer';
import { memoryDataProvider } from '../support/testAdmin';

const salon = business('b1', 'Salon One');
const DEFAULTS = { ...ONLINE_BOOKING_DEFAULTS, businessId: 'b1', slug: 'salon-one', saved: false };

/** The card over a fake API: the app's real dataProvider calls and HTTP client. */
const renderCard = (replies: Replies) => {
  const server = fakeServer({
    currentUser: () => userWith([ownerOf(salon)]),
    onlineBookingGet: () => DEFAULTS,
    ...replies,
  });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestMemoryRouter initialEntries={['/settings']}>
      <Admin
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        authProvider={createAuthProvider(createSaluniDataProvider(server.http))}
        dataProvider={{
          ...memoryDataProvider({}),
          getOnlineBooking: appDataProvider.getOnlineBooking,
          saveOnlineBooking: appDataProvider.saveOnlineBooking,
        }}
        i18nProvider={i18nProvider}
        notification={Toast}
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/settings" element={<OnlineBookingSettings canEdit />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return server;
};

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => localStorage.setItem('saluni.currentBusinessId', 'b1'));
afterEach(() => vi.unstubAllGlobals());

describe('online booking settings card', () => {
  test('loads the defaults, the suggested slug and its public address', async () => {
    renderCard({});
    await waitFor(() => expect(input('Booking page address').value).toBe('salon-one'));
    expect(screen.getByText('Your booking page: /book/salon-one')).toBeTruthy();
    expect(input('Notice before a booking (minutes)').value).toBe('120');
    expect(input('How far ahead clients can book (days)').value).toBe('60');
    expect(input('Free cancellation up to (hours before)').value).toBe('24');
    expect(screen.getByRole('combobox', { name: 'Start times' }).textContent).toBe(
      'Every 15 minutes',
    );
    expect(
      (screen.getByRole('switch', { name: 'Clients can book online' }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  test('saves every field as the API reads it and says so', async () => {
    const server = renderCard({
      onlineBookingSave: (request) => ({ ...DEFAULTS, ...(request.body as object), saved: true }),
    });
    await waitFor(() => expect(input('Booking page address').value).toBe('salon-one'));
    fireEvent.click(screen.getByRole('switch', { name: 'Clients can book online' }));
    fireEvent.change(input('Booking page address'), { target: { value: 'my-salon' } });
    expect(screen.getByText('Your booking page: /book/my-salon')).toBeTruthy();
    fireEvent.change(input('Notice before a booking (minutes)'), { target: { value: '60' } });
    fireEvent.change(input('Booking policy in English'), { target: { value: 'Be on time.' } });
    fireEvent.change(input('Booking policy in Swahili'), { target: { value: 'Fika kwa wakati.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save online booking' }));
    expect(await screen.findByText('Online booking saved')).toBeTruthy();
    expect(server.received('PUT', '/v1/online-booking').map((request) => request.body)).toEqual([
      {
        businessId: 'b1',
        enabled: true,
        slug: 'my-salon',
        leadTimeMinutes: 60,
        horizonDays: 60,
        startIntervalMinutes: 15,
        freeCancellationHours: 24,
        policyEn: 'Be on time.',
        policySw: 'Fika kwa wakati.',
        linkPaymentHours: 24,
      },
    ]);
  });

  test('the time to pay after a booking link shows the server’s range message', async () => {
    const message = 'The time to pay after a booking link must be between 1 and 168 hours';
    const server = renderCard({
      onlineBookingSave: () =>
        Response.json(
          { error: { message, code: 'VALIDATION_FAILED', fields: { linkPaymentHours: message } } },
          { status: 422 },
        ),
    });
    await waitFor(() => expect(input('Time to pay after a booking link (hours)').value).toBe('24'));
    fireEvent.change(input('Time to pay after a booking link (hours)'), {
      target: { value: '200' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save online booking' }));
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    expect(
      (server.received('PUT', '/v1/online-booking')[0]!.body as { linkPaymentHours: unknown })
        .linkPaymentHours,
    ).toBe(200);
  });

  test('shows the server’s field message under the field', async () => {
    const message = 'Another business already uses this address';
    renderCard({
      onlineBookingSave: () =>
        Response.json(
          { error: { message, code: 'DUPLICATE_KEY', fields: { slug: message } } },
          { status: 409 },
        ),
    });
    await waitFor(() => expect(input('Booking page address').value).toBe('salon-one'));
    fireEvent.click(screen.getByRole('button', { name: 'Save online booking' }));
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    expect(input('Booking page address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Your booking page: /book/salon-one')).toBeNull();
  });

  test('says in the card when the settings cannot be read, instead of loading for ever', async () => {
    renderCard({
      onlineBookingGet: () =>
        Response.json({ error: { message: 'Service unavailable' } }, { status: 503 }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Service unavailable');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('sharing the booking page', () => {
  const live = { ...DEFAULTS, enabled: true, saved: true };
  const url = `${window.location.origin}/book/salon-one`;

  test('a page not yet saved or not on explains how to get a link', async () => {
    renderCard({});
    expect(
      await screen.findByText(
        'Turn on online booking and save to get your link, its QR code and a snippet for your website.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Link to your booking page')).toBeNull();
    expect(screen.queryByRole('img', { name: 'QR code of your booking page' })).toBeNull();
  });

  test('a live page shows its link, a QR code as SVG and the embed snippet, each copied on a click', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderCard({ onlineBookingGet: () => live });
    await waitFor(() => expect(input('Link to your booking page').value).toBe(url));
    const qr = await screen.findByRole('img', { name: 'QR code of your booking page' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeTruthy();
    const snippet = input('Put the page on your website').value;
    expect(snippet).toContain(`<iframe src="${url}"`);
    expect(snippet).toContain('title="Book online"');

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy snippet' }));
    await waitFor(() => expect(writeText.mock.calls).toEqual([[url], [snippet]]));
  });

  test('saving a page on brings its link without a reload', async () => {
    renderCard({
      onlineBookingSave: (request) => ({ ...DEFAULTS, ...(request.body as object), saved: true }),
    });
    await waitFor(() => expect(input('Booking page address').value).toBe('salon-one'));
    fireEvent.click(screen.getByRole('switch', { name: 'Clients can book online' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save online booking' }));
    await waitFor(() => expect(input('Link to your booking page').value).toBe(url));
  });
});
