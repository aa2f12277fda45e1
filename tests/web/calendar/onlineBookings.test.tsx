import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { CalendarPage } from '../../../src/calendar/CalendarPage';
import { dataProvider } from '../../../src/dataProvider';
import type { Appointment } from '../../../src/dataProvider/appointments';
import { i18nProvider } from '../../../src/i18n';
import { Toast } from '../../../src/layout/Toast';
import { darkTheme, lightTheme } from '../../../src/layout/theme';
import { maySendBookingLink } from '../../../src/appointments/bookingMarks';
import { business, fakeServer, ownerOf, page, userWith, type Replies } from '../support/fakeServer';

const salon = business('b1', 'Salon One');

// Days well ahead, so a desk booking may still be sent its link.
const appointment = (id: string, startDate: string, extra: Partial<Appointment>): Appointment => ({
  _id: id,
  clientId: 'c1',
  employeeId: 'e1',
  staffShares: [],
  serviceIds: ['s1'],
  location: null,
  consultationFormId: null,
  notes: null,
  startDate,
  endDate: new Date(Date.parse(startDate) + 3_600_000).toISOString(),
  durationInMinutes: 60,
  status: 'booked',
  cancelledBy: null,
  seriesId: null,
  source: 'back-office',
  depositMinor: 0,
  depositStatus: null,
  depositDueBy: null,
  ...extra,
});

const online = appointment('a1', '2099-12-14T07:00:00.000Z', {
  source: 'online',
  depositMinor: 50_000,
  depositStatus: 'paid',
});
const atTheDesk = appointment('a2', '2099-12-14T10:00:00.000Z', {});

const renderCalendar = (appointments: Appointment[], replies: Replies = {}) => {
  const server = fakeServer({
    currentUser: () => userWith([ownerOf(salon)]),
    appointmentList: () => ({ ...page(appointments), uniqueClientsCount: 1 }),
    'employee.list': () => page([{ _id: 'e1', fullName: 'Achieng Odhiambo' }]),
    'client.list': () => page([{ _id: 'c1', fullName: 'Zawadi Mutua' }]),
    'service.list': () =>
      page([
        {
          _id: 's1',
          name: 'Box Braids',
          advancedPricing: [{ price: 4000, durationInMinutes: 60 }],
        },
      ]),
    'service-room.list': () => page([]),
    staffAvailability: () => [],
    ...replies,
  });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <TestMemoryRouter initialEntries={['/calendar?view=day&date=2099-12-14']}>
      <Admin
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        authProvider={createAuthProvider(dataProvider)}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        notification={Toast}
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

const TITLE = 'Zawadi Mutua · Box Braids';

beforeEach(() => localStorage.setItem('saluni.currentBusinessId', 'b1'));
afterEach(() => vi.unstubAllGlobals());

describe('online bookings and deposits on the calendar', () => {
  test('an online booking is marked, with its deposit in the business currency; a desk booking is not', async () => {
    renderCalendar([online, atTheDesk]);
    const marked = await screen.findByRole('button', {
      name: `${TITLE}, Online · Deposit KES 500.00 paid`,
    });
    expect(marked.textContent).toContain('Online · Deposit KES 500.00 paid');
    expect(screen.getByRole('button', { name: TITLE })).toBeTruthy();
  });

  test.each([
    ['pending', 'Deposit KES 250.00 due'],
    ['kept', 'Deposit KES 250.00 kept'],
    ['refunded', 'Deposit KES 250.00 refunded'],
  ] as const)('a %s deposit reads "%s"', async (depositStatus, text) => {
    renderCalendar([{ ...atTheDesk, depositMinor: 25_000, depositStatus }]);
    expect(await screen.findByRole('button', { name: `${TITLE}, ${text}` })).toBeTruthy();
  });

  test('the dialog of an online booking shows its marks and offers no booking link', async () => {
    renderCalendar([online]);
    fireEvent.click(
      await screen.findByRole('button', { name: `${TITLE}, Online · Deposit KES 500.00 paid` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    expect(within(dialog).getByText('Online')).toBeTruthy();
    expect(within(dialog).getByText('Deposit KES 500.00 paid')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Send booking link' })).toBeNull();
  });

  test('Send booking link asks first, calls the server and says where it went and until when', async () => {
    const server = renderCalendar([atTheDesk], {
      appointmentBookingLink: () => ({
        sentTo: '+254712345678',
        dueBy: '2099-12-13T07:00:00.000Z',
        depositMinor: 100_000,
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: TITLE }));
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send booking link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send a booking link?' });
    expect(server.received('POST', '/v1/appointment/a2/booking-link')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send booking link' }));
    // 10:00 Nairobi time, whatever the browser's zone.
    expect(
      await screen.findByText(
        'Booking link sent to +254712345678: deposit of KES 1,000.00 due by 13/12/2099 10:00',
      ),
    ).toBeTruthy();
    expect(
      server.received('POST', '/v1/appointment/a2/booking-link').map((request) => request.body),
    ).toEqual([{ businessId: 'b1' }]);
  });

  test('a refusal of the link is said in a toast', async () => {
    renderCalendar([atTheDesk], {
      appointmentBookingLink: () =>
        Response.json({ error: { message: 'Service unavailable' } }, { status: 503 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: TITLE }));
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send booking link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send a booking link?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send booking link' }));
    await waitFor(() => expect(screen.getByText('Service unavailable')).toBeTruthy());
  });

  test.each([
    ['a cancelled one', { status: 'cancelled' as const }, TITLE],
    [
      'one whose deposit is paid',
      { depositStatus: 'paid' as const, depositMinor: 10_000 },
      `${TITLE}, Deposit KES 100.00 paid`,
    ],
  ])('no booking link for %s', async (_case, change, name) => {
    renderCalendar([{ ...atTheDesk, ...change }]);
    fireEvent.click(await screen.findByRole('button', { name }));
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    expect(within(dialog).queryByRole('button', { name: 'Send booking link' })).toBeNull();
  });
});

describe('whether a booking link applies', () => {
  const now = new Date('2099-12-01T00:00:00.000Z');
  test.each([
    ['a desk booking ahead', {}, true],
    ['a pending deposit, sent again', { depositStatus: 'pending' as const }, true],
    ['an online booking', { source: 'online' as const }, false],
    ['a completed one', { status: 'completed' as const }, false],
    ['a no-show', { status: 'no_show' as const }, false],
    ['a past one', { startDate: '2099-11-30T07:00:00.000Z' }, false],
    ['a kept deposit', { depositStatus: 'kept' as const }, false],
  ])('%s', (_case, change, expected) => {
    expect(maySendBookingLink({ ...atTheDesk, ...change }, now)).toBe(expected);
  });
});
