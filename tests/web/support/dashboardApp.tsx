import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { Dashboard } from '../../../src/dashboard/Dashboard';
import { i18nProvider } from '../../../src/i18n';
import { Toast } from '../../../src/layout/Toast';
import { business, fakeServer, ownerOf, page, userWith, type Replies } from './fakeServer';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

/**
 * The app's dashboard with the real auth and data providers over a fake server answering
 * `replies`; the screens it links to (calendar, settings) are placeholders.
 */
export const renderDashboardOver = (replies: Replies, notification: ComponentType = Toast) => {
  const server = fakeServer(replies);
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
        notification={notification}
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/calendar" element={<p>calendar</p>} />
          <Route path="/settings" element={<p>settings screen</p>} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return server;
};

/**
 * The dashboard of Salon One's owner: one staff member, one client and one service to book, no
 * rooms unless `replies` say.
 */
export const renderDashboard = (replies: Replies = {}) =>
  renderDashboardOver({
    currentUser: () => userWith([ownerOf(business('b1', 'Salon One'))]),
    appointmentList: () => ({ ...page([]), uniqueClientsCount: 0 }),
    'employee.list': () => page([{ _id: 'e1', fullName: 'Achieng Odhiambo' }]),
    'client.list': () => page([{ _id: 'c1', fullName: 'Zawadi Mutua' }]),
    'service.list': () =>
      page([
        {
          _id: 's1',
          name: 'Gel Manicure',
          advancedPricing: [{ price: 1800, durationInMinutes: 60 }],
        },
      ]),
    'service-room.list': () => page([]),
    staffAvailability: () => [{ _id: 'e1', fullName: 'Achieng Odhiambo', available: true }],
    ...replies,
  });

/** Fills an open booking dialog with the default staff member, client and service, and waits for the service's duration. */
export const chooseStaffClientAndService = async (dialog: HTMLElement) => {
  fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: 'Staff' }));
  fireEvent.click(
    within(await screen.findByRole('listbox')).getByRole('option', { name: 'Achieng Odhiambo' }),
  );
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Client' }), {
    target: { value: 'Zaw' },
  });
  fireEvent.click(await screen.findByRole('option', { name: 'Zawadi Mutua' }));
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Services' }), {
    target: { value: 'Gel' },
  });
  fireEvent.click(await screen.findByRole('option', { name: 'Gel Manicure' }));
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: 'Duration' }).textContent).toBe('1 Hr'),
  );
};
