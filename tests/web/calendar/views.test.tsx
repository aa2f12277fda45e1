import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { CalendarPage } from '../../../src/calendar/CalendarPage';
import { dataProvider } from '../../../src/dataProvider';
import type { Appointment } from '../../../src/dataProvider/appointments';
import { i18nProvider } from '../../../src/i18n';
import { business, fakeServer, ownerOf, page, userWith } from '../support/fakeServer';
import { darkTheme, lightTheme } from '../../../src/layout/theme';

const salon = business('b1', 'Salon One');

const appointment = (
  id: string,
  employeeId: string,
  startDate: string,
  location: string | null = null,
): Appointment => ({
  _id: id,
  clientId: 'c1',
  employeeId,
  staffShares: [],
  serviceIds: ['s1'],
  location,
  consultationFormId: null,
  notes: null,
  startDate,
  endDate: new Date(Date.parse(startDate) + 3_600_000).toISOString(),
  durationInMinutes: 60,
  status: 'booked',
  cancelledBy: null,
  seriesId: null,
});

const renderCalendar = (path: string) => {
  const server = fakeServer({
    currentUser: () => userWith([ownerOf(salon)]),
    appointmentList: () => ({
      ...page([
        appointment('a1', 'e1', '2026-12-14T07:00:00.000Z'),
        appointment('a2', 'e2', '2026-12-14T09:00:00.000Z', 'r1'),
      ]),
      uniqueClientsCount: 1,
    }),
    appointmentsByRoom: () => [
      {
        room: { _id: 'r1', name: 'Spa Room 1' },
        appointments: [appointment('a2', 'e2', '2026-12-14T09:00:00.000Z', 'r1')],
      },
      { room: null, appointments: [appointment('a1', 'e1', '2026-12-14T07:00:00.000Z')] },
    ],
    'employee.list': () =>
      page([
        { _id: 'e1', fullName: 'Achieng Odhiambo' },
        { _id: 'e2', fullName: 'Kamau Njoroge' },
      ]),
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
    staffAvailability: () => [],
  });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        authProvider={createAuthProvider(dataProvider)}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/calendar" element={<CalendarPage />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return server;
};

beforeEach(() => localStorage.setItem('saluni.currentBusinessId', 'b1'));
afterEach(() => vi.unstubAllGlobals());

describe('the calendar', () => {
  test('the day view has a column per staff member, each appointment in its column, with drag and drop and our event content', async () => {
    const server = renderCalendar('/calendar?view=day&date=2026-12-14');
    // Our event content inside the drag-and-drop wrappers (replacing the wrappers crashes the addon under React 19).
    const events = await screen.findAllByRole('button', { name: 'Zawadi Mutua · Gel Manicure' });
    expect(events).toHaveLength(2);
    expect(document.querySelectorAll('.rbc-addons-dnd-resizable').length).toBe(2);
    const headers = [...document.querySelectorAll('.rbc-time-header .rbc-header')].map(
      (header) => header.textContent,
    );
    expect(headers).toEqual(expect.arrayContaining(['Achieng Odhiambo', 'Kamau Njoroge']));
    // The business's day, 00:00 to 24:00 in Nairobi.
    const asked = server.received('GET', '/v1/appointment')[0]!.query;
    expect([asked.get('startDate'), asked.get('endDate')]).toEqual([
      '2026-12-13T21:00:00.000Z',
      '2026-12-14T21:00:00.000Z',
    ]);
    // 10:00 and 12:00 on the business clock.
    expect(
      [...document.querySelectorAll('.rbc-event-label')].map((label) => label.textContent),
    ).toEqual(['10:00 – 11:00', '12:00 – 13:00']);
  });

  test('a Sydney browser shows the Nairobi day 00:00 to 24:00, appointments and the "now" line on the Nairobi clock', async () => {
    vi.stubEnv('TZ', 'Australia/Sydney');
    // 12:30 in Nairobi, 20:30 in Sydney; only Date is faked, so the app's timers still run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-14T09:30:00.000Z'));
    try {
      renderCalendar('/calendar?view=day&date=2026-12-14');
      await screen.findAllByRole('button', { name: 'Zawadi Mutua · Gel Manicure' });
      const hours = [...document.querySelectorAll('.rbc-time-gutter .rbc-label')].map(
        (label) => label.textContent,
      );
      expect([hours[0], hours.at(-1), hours.length]).toEqual(['00:00', '23:00', 24]);
      // 10:00 is 10/24 of the way down the day, 12:00 half way.
      const tops = [...document.querySelectorAll<HTMLElement>('.rbc-event')].map((event) =>
        parseFloat(event.style.top).toFixed(2),
      );
      expect(tops).toEqual([((10 / 24) * 100).toFixed(2), '50.00']);
      const now = await waitFor(() =>
        document.querySelector<HTMLElement>('.rbc-current-time-indicator')!,
      );
      expect(parseFloat(now.style.top).toFixed(2)).toBe(((12.5 / 24) * 100).toFixed(2));
    } finally {
      vi.useRealTimers();
      vi.unstubAllEnvs();
    }
  });

  test('Enter on an appointment opens it, as a click does', async () => {
    renderCalendar('/calendar?view=day&date=2026-12-14');
    const [first] = await screen.findAllByRole('button', { name: 'Zawadi Mutua · Gel Manicure' });
    fireEvent.keyDown(first!, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    await waitFor(() =>
      expect(
        (within(dialog).getByLabelText('Date', { exact: true }) as HTMLInputElement).value,
      ).toBe('14/12/2026'),
    );
    expect((within(dialog).getByLabelText('Time', { exact: true }) as HTMLInputElement).value).toBe(
      '10:00',
    );
  });

  test('switches the day view to rooms: a column per room and one for No room, from grouped-by-room', async () => {
    const server = renderCalendar('/calendar?view=day&date=2026-12-14');
    fireEvent.click(await screen.findByRole('button', { name: 'Rooms' }));
    await waitFor(() =>
      expect(server.received('GET', '/v1/appointment/grouped-by-room')[0]?.query.get('date')).toBe(
        '2026-12-14',
      ),
    );
    await waitFor(() => {
      const headers = [...document.querySelectorAll('.rbc-time-header .rbc-header')].map(
        (header) => header.textContent,
      );
      expect(headers).toEqual(expect.arrayContaining(['Spa Room 1', 'No room']));
    });
  });
});
