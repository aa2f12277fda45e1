import { render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PersonAppointments } from '../../../src/appointments/PersonAppointments';
import { setCurrentBusinessId } from '../../../src/business/currentBusiness';
import { dataProvider } from '../../../src/dataProvider';
import type { Appointment } from '../../../src/dataProvider/appointments';
import { i18nProvider } from '../../../src/i18n';
import { fakeServer, page } from '../support/fakeServer';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

const appointment = (
  id: string,
  startDate: string,
  status: Appointment['status'],
): Appointment => ({
  _id: id,
  clientId: 'c1',
  employeeId: 'e1',
  staffShares: [],
  serviceIds: ['s1'],
  location: null,
  consultationFormId: null,
  notes: null,
  startDate,
  durationInMinutes: 60,
  endDate: startDate,
  status,
  cancelledBy: null,
  seriesId: null,
});

beforeEach(() => setCurrentBusinessId('b1'));
afterEach(() => vi.unstubAllGlobals());

describe('a person’s appointments', () => {
  test('lists a client’s appointments newest first, on the business clock, with the staff member and the status', async () => {
    const server = fakeServer({
      appointmentList: () => ({
        ...page([
          appointment('a1', '2026-11-25T07:00:00.000Z', 'completed'),
          appointment('a2', '2026-12-01T09:30:00.000Z', 'booked'),
        ]),
        uniqueClientsCount: 1,
      }),
      'employee.list': () => page([{ _id: 'e1', fullName: 'Achieng Otieno' }]),
    });
    vi.stubGlobal('fetch', server.fetch);
    render(
      <MemoryRouter>
        <AdminContext
          lightTheme={lightTheme}
          darkTheme={darkTheme}
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
        >
          <PersonAppointments of={{ clientId: 'c1' }} />
        </AdminContext>
      </MemoryRouter>,
    );
    const list = await screen.findByRole('list', { name: 'Appointments' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('12:30');
    expect(items[0]!.textContent).toContain('Booked');
    expect(items[1]!.textContent).toContain('10:00');
    expect(items[1]!.textContent).toContain('Completed');
    expect(await within(list).findAllByText(/Achieng Otieno · 1 Hr/)).toHaveLength(2);
    expect(server.received('GET', '/v1/appointment')[0]!.query.get('clientId')).toBe('c1');
  });

  test('says so when there are none', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer({ appointmentList: () => ({ ...page([]), uniqueClientsCount: 0 }) }).fetch,
    );
    render(
      <MemoryRouter>
        <AdminContext
          lightTheme={lightTheme}
          darkTheme={darkTheme}
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
        >
          <PersonAppointments of={{ employeeId: 'e1' }} />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText('No appointments yet')).toBeTruthy();
  });
});
