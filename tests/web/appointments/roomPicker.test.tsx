import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Appointment } from '../../../src/dataProvider/appointments';
import { chooseStaffClientAndService, renderDashboard } from '../support/dashboardApp';
import { page } from '../support/fakeServer';

/** Today in the business's zone (Nairobi), as the date field shows it and as an instant at `time`. */
const todayIn = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });
const typedToday = () => todayIn().split('-').reverse().join('/');
const todayAt = (time: string) => new Date(`${todayIn()}T${time}:00+03:00`).toISOString();

const blueRoom = { _id: 'r1', name: 'Blue room' };
const greenRoom = { _id: 'r2', name: 'Green room' };
// Achieng's 09:00–10:00 in the Blue room.
const inBlueRoom: Appointment = {
  _id: 'a1',
  clientId: 'c1',
  employeeId: 'e1',
  staffShares: [],
  serviceIds: ['s1'],
  location: 'r1',
  consultationFormId: null,
  notes: null,
  startDate: todayAt('09:00'),
  endDate: todayAt('10:00'),
  durationInMinutes: 60,
  status: 'booked',
  cancelledBy: null,
  seriesId: null,
};

const renderWithRooms = () =>
  renderDashboard({
    appointmentList: () => ({ ...page([inBlueRoom]), uniqueClientsCount: 1 }),
    'service-room.list': () => page([blueRoom, greenRoom]),
    appointmentsByRoom: () => [
      { room: blueRoom, appointments: [inBlueRoom] },
      { room: greenRoom, appointments: [] },
      { room: null, appointments: [] },
    ],
  });

const roomOptions = async (dialog: HTMLElement) => {
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Location' }), {
    target: { value: 'room' },
  });
  await screen.findByRole('option', { name: /Green room/ });
  return screen.getAllByRole('option').map((option) => option.textContent);
};

beforeEach(() => localStorage.setItem('saluni.currentBusinessId', 'b1'));
afterEach(() => vi.unstubAllGlobals());

describe('the room picker', () => {
  test('marks the rooms booked at the chosen time busy, and only those', async () => {
    const server = renderWithRooms();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book New Appointment' });
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: typedToday() } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '09:30' } });
    await waitFor(() =>
      expect(
        server.received('GET', '/v1/appointment/grouped-by-room').at(-1)?.query.get('date'),
      ).toBe(todayIn()),
    );
    await waitFor(async () =>
      expect(await roomOptions(dialog)).toEqual(['Blue room (busy)', 'Green room']),
    );
    fireEvent.keyDown(within(dialog).getByRole('combobox', { name: 'Location' }), {
      key: 'Escape',
    });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '10:00' } });
    await waitFor(async () =>
      expect(await roomOptions(dialog)).toEqual(['Blue room', 'Green room']),
    );
  });

  test('never shows an appointment being edited as keeping its own room busy', async () => {
    const server = renderWithRooms();
    const achieng = await screen.findByRole('list', { name: 'Achieng Odhiambo' });
    fireEvent.click(within(achieng).getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    await waitFor(() =>
      expect(
        server.received('GET', '/v1/appointment/grouped-by-room').at(-1)?.query.get('date'),
      ).toBe(todayIn()),
    );
    const location = within(dialog).getByRole('combobox', { name: 'Location' });
    // Shown with its own time and room, the edited appointment would read 'Blue room (busy)'.
    await waitFor(() => expect(location).toHaveProperty('value', 'Blue room'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(location).toHaveProperty('value', 'Blue room');
  });

  test('a failed busy-room look-up leaves the rooms unmarked and does not hold up the booking', async () => {
    const server = renderDashboard({
      appointmentsByRoom: () =>
        Response.json({ error: { message: 'Unavailable' } }, { status: 503 }),
      appointmentCreate: (request) => ({
        ...inBlueRoom,
        _id: 'a9',
        location: null,
        ...(request.body as object),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book New Appointment' });
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: typedToday() } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '23:00' } });
    await chooseStaffClientAndService(dialog);
    await waitFor(() =>
      expect(server.received('GET', '/v1/appointment/grouped-by-room').length).toBeGreaterThan(0),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    // Booking refreshes the appointment queries, this look-up too: retrying it would keep the booking waiting for seconds.
    expect(
      await screen.findByRole('dialog', { name: 'Appointment booked' }, { timeout: 2_000 }),
    ).toBeTruthy();
    expect(await screen.findByText('Appointment created')).toBeTruthy();
  });
});
