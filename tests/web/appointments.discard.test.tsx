import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createAuthProvider } from '../../src/auth/authProvider';
import { dataProvider } from '../../src/dataProvider';
import { Dashboard } from '../../src/dashboard/Dashboard';
import { i18nProvider } from '../../src/i18n';
import { Toast } from '../../src/layout/Toast';
import { business, fakeServer, ownerOf, page, userWith } from './support/fakeServer';

const renderDashboard = () => {
  const server = fakeServer({
    currentUser: () => userWith([ownerOf(business('b1', 'Salon One'))]),
    appointmentList: () => ({ ...page([]), uniqueClientsCount: 0 }),
    'employee.list': () => page([{ _id: 'e1', fullName: 'Achieng Odhiambo' }]),
    'client.list': () => page([{ _id: 'c1', fullName: 'Zawadi Mutua' }]),
    'service.list': () => page([]),
    'serviceRoom.list': () => page([]),
    staffAvailability: () => [{ _id: 'e1', fullName: 'Achieng Odhiambo', available: true }],
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
};

const openBooking = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Appointment' }));
  return screen.findByRole('dialog', { name: 'Book New Appointment' });
};

beforeEach(() => localStorage.setItem('saluni.currentBusinessId', 'b1'));
afterEach(() => vi.unstubAllGlobals());

describe('closing a booking', () => {
  test('an untouched booking closes on Escape without asking', async () => {
    renderDashboard();
    const dialog = await openBooking();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Book New Appointment' })).toBeNull());
    expect(screen.queryByText('Discard this booking?')).toBeNull();
  });

  test('a half-filled booking asks before discarding, on Escape and on Cancel', async () => {
    renderDashboard();
    const dialog = await openBooking();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Client' }), { target: { value: 'Zaw' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Zawadi Mutua' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const confirm = await screen.findByRole('dialog', { name: 'Discard this booking?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard this booking?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Book New Appointment' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard this booking?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Book New Appointment' })).toBeNull());
  });
});
