import { render } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { vi } from 'vitest';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { Dashboard } from '../../../src/dashboard/Dashboard';
import { i18nProvider } from '../../../src/i18n';
import { Toast } from '../../../src/layout/Toast';
import { business, fakeServer, ownerOf, page, userWith, type Replies } from './fakeServer';

/**
 * The dashboard of Salon One's owner with the app's real auth and data providers over a fake
 * server: one staff member, one client and one service to book, no rooms unless `replies` say.
 */
export const renderDashboard = (replies: Replies = {}) => {
  const server = fakeServer({
    currentUser: () => userWith([ownerOf(business('b1', 'Salon One'))]),
    appointmentList: () => ({ ...page([]), uniqueClientsCount: 0 }),
    'employee.list': () => page([{ _id: 'e1', fullName: 'Achieng Odhiambo' }]),
    'client.list': () => page([{ _id: 'c1', fullName: 'Zawadi Mutua' }]),
    'service.list': () => page([{ _id: 's1', name: 'Gel Manicure', advancedPricing: [{ price: 1800, durationInMinutes: 60 }] }]),
    'serviceRoom.list': () => page([]),
    staffAvailability: () => [{ _id: 'e1', fullName: 'Achieng Odhiambo', available: true }],
    ...replies,
  });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestMemoryRouter initialEntries={['/']}>
      <Admin
        authProvider={createAuthProvider(dataProvider)}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        dashboard={Dashboard}
        notification={Toast}
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
