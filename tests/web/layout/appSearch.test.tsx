import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, CustomRoutes, Resource, TestMemoryRouter } from 'react-admin';
import { Route, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { SearchResults } from '../../../registry/search';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { createSaluniDataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n';
import { AppLayout } from '../../../src/layout/AppLayout';
import { business, fakeServer, ownerOf, userWith } from '../support/fakeServer';
import '../support/preloadAreas';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

const salon = business('b1', 'Salon One');

const RESULTS: SearchResults = {
  clients: [
    { _id: 'c1', fullName: 'Otieno Ouma', phone: '+254722123456', email: 'otieno@mail.test' },
  ],
  appointments: [
    {
      _id: 'a1',
      clientId: 'c1',
      clientName: 'Otieno Ouma',
      startDate: '2026-12-01T07:00:00.000Z',
      localDate: '2026-12-01',
      localTime: '10:00',
      status: 'booked',
    },
  ],
  orders: [
    {
      _id: 'o1',
      orderNo: 12,
      clientName: 'Otieno Ouma',
      cost: 1500,
      currency: 'KES',
      localDate: '2026-11-20',
    },
  ],
};

/** Where a chosen hit led: the path and query of the page shown. */
const Landed = () => {
  const location = useLocation();
  return <p>{`Landed on ${location.pathname}${location.search}`}</p>;
};

/** The app's layout over a fake server that answers the search with `results`. */
const renderApp = (results: (q: string) => SearchResults = () => RESULTS) => {
  const server = fakeServer({
    currentUser: () => userWith([ownerOf(salon)]),
    search: ({ query }) => results(query.get('q') ?? ''),
  });
  const dataProvider = createSaluniDataProvider(server.http);
  render(
    <TestMemoryRouter initialEntries={['/start']}>
      <Admin
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        requireAuth
        authProvider={createAuthProvider(dataProvider)}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        layout={AppLayout}
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/start" element={<p>Start page</p>} />
          <Route path="/client/:id/show" element={<Landed />} />
          <Route path="/order/:id" element={<Landed />} />
          <Route path="/calendar" element={<Landed />} />
        </CustomRoutes>
        <Resource name="job-title" list={() => null} />
      </Admin>
    </TestMemoryRouter>,
  );
  return { searches: () => server.received('GET', '/v1/search') };
};

const searchBox = () =>
  screen.findByRole('combobox', { name: 'Search clients, appointments and orders' });
const typeInto = async (text: string) => {
  const box = await searchBox();
  fireEvent.change(box, { target: { value: text } });
  return box;
};

/** Every media query matches (a phone, for the max-width queries) or none does (a wide screen). */
const screenWhere = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches,
    media,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the app bar search', () => {
  test('sends one search once typing pauses, in the current business, and lists the hits by kind', async () => {
    const { searches } = renderApp();
    await screen.findByText('Start page');
    for (const text of ['0', '07', '072', '0722']) await typeInto(text);
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByText('Order #12')).toBeTruthy();
    expect(
      searches().map((request) => [request.query.get('businessId'), request.query.get('q')]),
    ).toEqual([['b1', '0722']]);
    expect(within(listbox).getByText('Clients')).toBeTruthy();
    expect(within(listbox).getByText('Appointments')).toBeTruthy();
    expect(within(listbox).getByText('+254 722 123456 · otieno@mail.test')).toBeTruthy();
    expect(within(listbox).getByText('01/12/2026 10:00 · Booked')).toBeTruthy();
    expect(within(listbox).getByRole('option', { name: /Order #12/ }).textContent).toContain(
      'Otieno Ouma · KES',
    );
  });

  test('Enter opens the first hit: the client’s page', async () => {
    renderApp();
    const box = await typeInto('ouma');
    await screen.findByRole('option', { name: /Order #12/ });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Landed on /client/c1/show')).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('');
  });

  test('arrow keys move to an appointment, which opens on the calendar at its day', async () => {
    renderApp();
    const box = await typeInto('ouma');
    await screen.findByRole('option', { name: /Order #12/ });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(
      await screen.findByText('Landed on /calendar?view=day&date=2026-12-01&appointment=a1'),
    ).toBeTruthy();
  });

  test('a click opens an order’s page, and Escape closes the list', async () => {
    renderApp();
    const box = await typeInto('12');
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.change(box, { target: { value: '#12' } });
    fireEvent.click(await screen.findByRole('option', { name: /Order #12/ }));
    expect(await screen.findByText('Landed on /order/o1')).toBeTruthy();
  });

  test('explains a short term, no match, and a role that may search nothing', async () => {
    renderApp((q) => (q === 'nobody' ? { clients: [], appointments: [], orders: [] } : {}));
    const box = await typeInto('n');
    fireEvent.focus(box);
    expect(
      await screen.findByText('Type a client’s name, phone or e-mail, or an order number'),
    ).toBeTruthy();
    fireEvent.change(box, { target: { value: 'nobody' } });
    expect(await screen.findByText(/Nothing matches “nobody”/)).toBeTruthy();
    fireEvent.change(box, { target: { value: 'anyone' } });
    expect(
      await screen.findByText(
        'Your role in this business may not see clients, appointments or orders.',
      ),
    ).toBeTruthy();
  });

  test('on a phone it is an icon that opens a full-width field, closed by its back button', async () => {
    screenWhere(true);
    renderApp();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Search clients, appointments and orders' }),
    );
    const box = await searchBox();
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: '0722' } });
    // The first hit is highlighted, so Enter opens it.
    const client = await screen.findByRole('option', { name: /otieno@mail\.test/ });
    expect(box.getAttribute('aria-activedescendant')).toBe(client.id);
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('combobox', { name: 'Search clients, appointments and orders' }),
      ).toBeNull(),
    );
  });
});
