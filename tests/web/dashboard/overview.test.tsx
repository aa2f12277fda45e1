import { render, screen, waitFor, within } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { DashboardOverview } from '../../../registry/reports';
import { createAuthProvider } from '../../../src/auth/authProvider';
import type { Role } from '../../../src/business/types';
import { dataProvider } from '../../../src/dataProvider';
import { Dashboard } from '../../../src/dashboard/Dashboard';
import { i18nProvider } from '../../../src/i18n';
import {
  business,
  fakeServer,
  ownerOf,
  page,
  staffOf,
  userWith,
  type Replies,
} from '../support/fakeServer';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

const SLOW = { timeout: 10_000 };
const salon = business('b1', 'Salon One');

const OVERVIEW: DashboardOverview = {
  currency: 'KES',
  takings: {
    today: 1200,
    week: 8400.5,
    month: 31000,
    lastSevenDays: [
      { day: '2026-11-19', orders: 1, sales: 1000, unpaid: 0, takings: 1000 },
      { day: '2026-11-25', orders: 2, sales: 3000, unpaid: 1800, takings: 1200 },
    ],
  },
  sales: { today: 3000, unpaid: 1800 },
  appointments: { booked: 7, completed: 3 },
  newClients: { today: 2, week: 5 },
};

const renderDashboardAs = (role: Role, replies: Replies) => {
  const server = fakeServer({
    currentUser: () => userWith([role]),
    appointmentList: () => ({ ...page([]), uniqueClientsCount: 0 }),
    'employee.list': () => page([]),
    ...replies,
  });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestMemoryRouter initialEntries={['/']}>
      <Admin
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        authProvider={createAuthProvider(dataProvider)}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        dashboard={Dashboard}
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/calendar" element={<p>calendar</p>} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return server;
};

/** Each figure of the overview by its term. */
const figuresOf = (overview: HTMLElement) =>
  Object.fromEntries(
    within(overview)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\s/g, ' ')]),
  );

beforeEach(() => localStorage.setItem('saluni.currentBusinessId', 'b1'));
afterEach(() => vi.unstubAllGlobals());

describe('the dashboard’s figures at a glance', () => {
  test('shows an owner the takings as money received, apart from sales and unpaid, and new clients, with a named seven-day sparkline', async () => {
    renderDashboardAs(ownerOf(salon), { reportOverview: () => OVERVIEW });
    const overview = await screen.findByRole('region', { name: 'The business at a glance' }, SLOW);
    expect(figuresOf(overview)).toEqual({
      'Takings today (money received)': 'KES 1,200.00',
      'Takings this week (money received)': 'KES 8,400.50',
      'Takings this month (money received)': 'KES 31,000.00',
      'Sales today (what was sold)': 'KES 3,000.00',
      "Unpaid balance of today's sales": 'KES 1,800.00',
      'New clients today': '2',
      'New clients this week': '5',
    });
    // The sparkline sits beside the action bar, a region of its own.
    const sparkline = screen.getByRole('region', {
      name: 'Takings (money received) over the last seven days',
    });
    expect(
      within(sparkline).getByRole('img', { name: 'Line of takings over the last seven days' }),
    ).toBeTruthy();
    expect(
      within(sparkline)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['19/11/2026: KES 1,000.00', '25/11/2026: KES 1,200.00']);
  });

  test('shows only the parts the server sends: no takings, sales or sparkline when they are null', async () => {
    renderDashboardAs(staffOf(salon, { 'reports.Client': ['read'] }), {
      reportOverview: () => ({ ...OVERVIEW, takings: null, sales: null, appointments: null }),
    });
    const overview = await screen.findByRole('region', { name: 'The business at a glance' }, SLOW);
    expect(figuresOf(overview)).toEqual({ 'New clients today': '2', 'New clients this week': '5' });
    expect(
      screen.queryByRole('region', { name: 'Takings (money received) over the last seven days' }),
    ).toBeNull();
    expect(
      screen.queryByRole('img', { name: 'Line of takings over the last seven days' }),
    ).toBeNull();
  });

  test('today’s appointments are counted once, from the day’s list, not again from the overview', async () => {
    renderDashboardAs(ownerOf(salon), { reportOverview: () => OVERVIEW });
    const overview = await screen.findByRole('region', { name: 'The business at a glance' }, SLOW);
    await within(overview).findByText('New clients today');
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms.filter((term) => /appointments|completed/i.test(term ?? ''))).toEqual([
      'Appointments',
      'Completed',
    ]);
  });

  test('a role that may read appointments only sees today’s counts and is not asked for the overview', async () => {
    const server = renderDashboardAs(staffOf(salon, { 'appointments.Appointments': ['read'] }), {
      reportOverview: () => OVERVIEW,
    });
    await screen.findByText('Still to come', undefined, SLOW);
    expect(server.received('GET', '/v1/report/overview')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'The business at a glance' })).toBeNull();
  });

  test('a role that may see none of them is not asked for them and sees nothing extra', async () => {
    const server = renderDashboardAs(staffOf(salon, { 'clients.Profile': ['read'] }), {
      reportOverview: () => OVERVIEW,
    });
    await screen.findByRole('toolbar', { name: 'Dashboard' }, SLOW);
    expect(server.received('GET', '/v1/report/overview')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'The business at a glance' })).toBeNull();
    expect(
      screen.queryByRole('region', { name: 'Takings (money received) over the last seven days' }),
    ).toBeNull();
  });

  test('an overview with every part null adds nothing', async () => {
    const server = renderDashboardAs(ownerOf(salon), {
      reportOverview: () => ({
        currency: 'KES',
        takings: null,
        sales: null,
        appointments: null,
        newClients: null,
      }),
    });
    await waitFor(
      () => expect(server.received('GET', '/v1/report/overview')).toHaveLength(1),
      SLOW,
    );
    expect(screen.queryByRole('region', { name: 'The business at a glance' })).toBeNull();
  });

  test('a refused overview leaves the dashboard as it was, without an error', async () => {
    const server = renderDashboardAs(ownerOf(salon), {
      reportOverview: () =>
        Response.json({ error: { message: 'You are not allowed to do this' } }, { status: 403 }),
    });
    await waitFor(
      () => expect(server.received('GET', '/v1/report/overview').length).toBeGreaterThan(0),
      SLOW,
    );
    expect(screen.getByRole('toolbar', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'The business at a glance' })).toBeNull();
    expect(screen.queryByText('You are not allowed to do this')).toBeNull();
  });
});
