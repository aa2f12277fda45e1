import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Role } from '../../../src/business/types';
import type { Appointment } from '../../../src/dataProvider/appointments';
import { business, ownerOf, page, staffOf, userWith, type Replies } from '../support/fakeServer';
import { chooseStaffClientAndService, renderDashboardOver } from '../support/dashboardApp';

const salon = business('b1', 'Salon One');

const today = (time: string) =>
  new Date(
    `${new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' })}T${time}:00+03:00`,
  ).toISOString();

const appointment = (
  id: string,
  employeeId: string,
  time: string,
  status: Appointment['status'],
): Appointment => ({
  _id: id,
  clientId: 'c1',
  employeeId,
  staffShares: [],
  serviceIds: ['s1'],
  location: null,
  consultationFormId: null,
  notes: null,
  startDate: today(time),
  endDate: new Date(Date.parse(today(time)) + 3_600_000).toISOString(),
  durationInMinutes: 60,
  status,
  cancelledBy: null,
  seriesId: null,
});

const renderDashboardAs = (role: Role, replies: Replies = {}) =>
  renderDashboardOver({
    currentUser: () => userWith([role]),
    appointmentList: () => ({
      ...page([
        appointment('a1', 'e1', '09:00', 'completed'),
        appointment('a2', 'e2', '11:00', 'booked'),
        appointment('a3', 'e1', '15:00', 'cancelled'),
      ]),
      uniqueClientsCount: 1,
    }),
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
    staffAvailability: () => [
      { _id: 'e1', fullName: 'Achieng Odhiambo', available: true },
      {
        _id: 'e2',
        fullName: 'Kamau Njoroge',
        available: false,
        reason: 'booked',
        message: 'The staff member or the room is already booked at this time',
      },
    ],
    ...replies,
  });

beforeEach(() => localStorage.setItem('saluni.currentBusinessId', 'b1'));
afterEach(() => vi.unstubAllGlobals());

describe('the dashboard', () => {
  test('shows the action bar, today’s counts and today’s appointments by staff member', async () => {
    renderDashboardAs(ownerOf(salon));
    const bar = await screen.findByRole('toolbar', { name: 'Dashboard' });
    expect(within(bar).getByRole('button', { name: 'Add Appointment' })).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'View Calendar' }).getAttribute('href')).toBe(
      '/calendar',
    );
    expect(within(bar).getByRole('button', { name: 'Appointment Gap' })).toBeTruthy();
    const achieng = await screen.findByRole('list', { name: 'Achieng Odhiambo' });
    expect(
      within(achieng)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('09:00–10:00 · Zawadi Mutua'),
      expect.stringContaining('15:00–16:00'),
    ]);
    expect(within(achieng).getByText('Cancelled')).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Kamau Njoroge' })).toBeTruthy();
    // Two live appointments of three, one client, one completed, one cancelled.
    const counts = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );
    expect(counts).toMatchObject({
      Appointments: '2',
      Clients: '1',
      Completed: '1',
      'Cancelled or no-show': '1',
    });
  });

  test('hides View Calendar when the business turns the calendar off, and what the role may not do', async () => {
    renderDashboardAs(
      staffOf({ ...salon, calendarEnabled: false }, { 'appointments.Appointments': ['read'] }),
    );
    const bar = await screen.findByRole('toolbar', { name: 'Dashboard' });
    await screen.findByRole('list', { name: 'Kamau Njoroge' });
    expect(within(bar).queryByRole('link', { name: 'View Calendar' })).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Add Appointment' })).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Appointment Gap' })).toBeNull();
  });

  test('books from Add Appointment: spec messages first, then staff from the availability look-up, then Appointment created', async () => {
    const server = renderDashboardAs(ownerOf(salon), {
      appointmentCreate: (request) => ({
        ...appointment('a9', 'e1', '10:00', 'booked'),
        ...(request.body as object),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book New Appointment' });
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '31/02/2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByText('Date must be valid format')).toBeTruthy();
    expect(within(dialog).getByText('Staff is required')).toBeTruthy();
    expect(within(dialog).getByText('Client is required')).toBeTruthy();
    expect(within(dialog).getByText('Service is required')).toBeTruthy();
    expect(within(dialog).getByText('Duration is required')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '14/12/2026' } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '10:00' } });
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: 'Staff' }));
    const staff = await screen.findByRole('listbox');
    expect(
      within(staff)
        .getByRole('option', {
          name: /Kamau Njoroge \(The staff member or the room is already booked/,
        })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    fireEvent.click(within(staff).getByRole('option', { name: 'Achieng Odhiambo' }));
    await waitFor(() =>
      expect(
        server.received('GET', '/v1/employee/get-with-availability').at(-1)?.query.get('startDate'),
      ).toBe('2026-12-14T07:00:00.000Z'),
    );

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Client' }), {
      target: { value: 'Zaw' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Zawadi Mutua' }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Services' }), {
      target: { value: 'Gel' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Gel Manicure' }));
    // The default duration: the service's only option.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Duration' }).textContent).toBe('1 Hr'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Appointment created')).toBeTruthy();
    expect(server.received('POST', '/v1/appointment').map((request) => request.body)).toEqual([
      {
        businessId: 'b1',
        clientId: 'c1',
        employeeId: 'e1',
        serviceIds: ['s1'],
        location: null,
        consultationFormId: null,
        notes: '',
        startDate: '2026-12-14T07:00:00.000Z',
        durationInMinutes: 60,
      },
    ]);
  });

  test('after booking from Add Appointment, today’s counts, lists and the overview are asked for again, no reload', async () => {
    const day = [
      appointment('a1', 'e1', '09:00', 'completed'),
      appointment('a2', 'e2', '11:00', 'booked'),
    ];
    const server = renderDashboardAs(ownerOf(salon), {
      appointmentList: () => ({ ...page(day), uniqueClientsCount: 1 }),
      reportOverview: () => ({
        currency: 'KES',
        takings: null,
        sales: null,
        appointments: null,
        newClients: { today: day.length - 2, week: 4 },
      }),
      appointmentCreate: () => {
        const created = appointment('a9', 'e2', '16:00', 'booked');
        day.push(created);
        return created;
      },
    });
    const counts = () =>
      Object.fromEntries(
        [...document.querySelectorAll('dt')].map((term) => [
          term.textContent,
          term.nextElementSibling?.textContent,
        ]),
      );
    await waitFor(() =>
      expect(counts()).toMatchObject({ Appointments: '2', 'New clients today': '0' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book New Appointment' });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '16:00' } });
    await chooseStaffClientAndService(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Appointment created')).toBeTruthy();
    await waitFor(() =>
      expect(counts()).toMatchObject({
        Appointments: '3',
        'Still to come': expect.any(String),
        'New clients today': '1',
      }),
    );
    expect(server.received('GET', '/v1/report/overview')).toHaveLength(2);
  });

  test('Appointment Gap: Cancel changes nothing, Save updates the business with Business updated', async () => {
    const server = renderDashboardAs(ownerOf(salon), {
      businessUpdate: (request) => ({ ...salon, ...(request.body as object) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Appointment Gap' }));
    let dialog = await screen.findByRole('dialog', { name: 'Appointment Gap' });
    expect(
      within(dialog)
        .getByRole('slider', { name: 'Duration in minutes' })
        .getAttribute('aria-valuemax'),
    ).toBe('60');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Appointment Gap' }));
    dialog = await screen.findByRole('dialog', { name: 'Appointment Gap' });
    fireEvent.keyDown(within(dialog).getByRole('slider', { name: 'Duration in minutes' }), {
      key: 'ArrowRight',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business updated')).toBeTruthy();
    expect(
      server
        .received('PUT', '/v1/business/b1')
        .map(
          (request) =>
            (request.body as { appointmentGapInMinutes: number }).appointmentGapInMinutes,
        ),
    ).toEqual([5]);
  });

  test('shows why a slot is refused, and an owner books over it', async () => {
    const refusal = {
      error: {
        code: 'UNAVAILABLE',
        message: "This time is outside the staff member's working hours",
        fields: { reason: 'outsideHours' },
      },
    };
    const server = renderDashboardAs(ownerOf(salon), {
      appointmentCreate: (request) =>
        (request.body as { allowOverlap?: boolean }).allowOverlap
          ? appointment('a9', 'e1', '10:00', 'booked')
          : Response.json(refusal, { status: 409 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book New Appointment' });
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '14/12/2026' } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '19:00' } });
    await chooseStaffClientAndService(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain("This time is outside the staff member's working hours");
    fireEvent.click(within(alert).getByRole('button', { name: 'Book anyway' }));
    expect(await screen.findByText('Appointment created')).toBeTruthy();
    expect(
      server
        .received('POST', '/v1/appointment')
        .map((request) => (request.body as { allowOverlap?: boolean }).allowOverlap),
    ).toEqual([undefined, true]);
  });

  test('a booking time typed without its zero is written HH:mm when the field is left', async () => {
    renderDashboardAs(ownerOf(salon));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Appointment' }));
    const time = within(
      await screen.findByRole('dialog', { name: 'Book New Appointment' }),
    ).getByLabelText('Time');
    fireEvent.change(time, { target: { value: '9.30' } });
    fireEvent.blur(time);
    await waitFor(() => expect((time as HTMLInputElement).value).toBe('09:30'));
  });
});
