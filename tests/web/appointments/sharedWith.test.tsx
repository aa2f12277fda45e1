import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Appointment } from '../../../src/dataProvider/appointments';
import { chooseStaffClientAndService, renderDashboard } from '../support/dashboardApp';
import { page } from '../support/fakeServer';

/** Today in the business's zone (Nairobi), as an instant at `time`. */
const todayIn = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });
const todayAt = (time: string) => new Date(`${todayIn()}T${time}:00+03:00`).toISOString();

// Three braiders on one head.
const braiders = [
  { _id: 'e1', fullName: 'Achieng Odhiambo' },
  { _id: 'e2', fullName: 'Wanjiku Njoroge' },
  { _id: 'e3', fullName: 'Njeri Kariuki' },
];
const braids: Appointment = {
  _id: 'a1',
  clientId: 'c1',
  employeeId: 'e1',
  staffShares: [
    { employeeId: 'e1', share: 0.5 },
    { employeeId: 'e2', share: 0.5 },
  ],
  serviceIds: ['s1'],
  location: null,
  consultationFormId: null,
  notes: null,
  startDate: todayAt('09:00'),
  endDate: todayAt('10:00'),
  durationInMinutes: 60,
  status: 'booked',
  cancelledBy: null,
  seriesId: null,
};

const render = (appointments: Appointment[] = []) =>
  renderDashboard({
    appointmentList: () => ({ ...page(appointments), uniqueClientsCount: 1 }),
    'employee.list': () => page(braiders),
    staffAvailability: () => braiders.map((member) => ({ ...member, available: true })),
    appointmentCreate: (request) => ({ ...braids, _id: 'a9', ...(request.body as object) }),
    appointmentUpdate: (request) => ({ ...braids, ...(request.body as object) }),
  });

const choose = async (group: HTMLElement, row: number, name: string) => {
  fireEvent.mouseDown(within(group).getByRole('combobox', { name: `Staff ${row}` }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};

const percents = (group: HTMLElement) =>
  within(group)
    .getAllByRole('textbox', { name: /^Share \d \(%\)$/ })
    .map((field) => (field as HTMLInputElement).value);

/** Opens Book New Appointment, fills it for Achieng and shares it with Wanjiku. */
const shareBooking = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Appointment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Book New Appointment' });
  fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '23:00' } });
  await chooseStaffClientAndService(dialog);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Share with other staff' }));
  const group = await within(dialog).findByRole('group', { name: 'Shared with' });
  await waitFor(() =>
    expect(within(group).getByRole('textbox', { name: 'Staff 1' })).toHaveProperty(
      'value',
      'Achieng Odhiambo',
    ),
  );
  await choose(group, 2, 'Wanjiku Njoroge');
  return { dialog, group };
};

beforeEach(() => localStorage.setItem('saluni.currentBusinessId', 'b1'));
afterEach(() => vi.unstubAllGlobals());

describe('an appointment shared with other staff', () => {
  test('books three braiders at 33.34%, 33.33% and 33.33%', async () => {
    const server = render();
    const { dialog, group } = await shareBooking();
    fireEvent.click(within(group).getByRole('button', { name: 'Add staff' }));
    await choose(group, 3, 'Njeri Kariuki');
    expect(percents(group)).toEqual(['33.34', '33.33', '33.33']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Appointment created')).toBeTruthy();
    expect(server.received('POST', '/v1/appointment')[0]!.body).toMatchObject({
      employeeId: 'e1',
      staffShares: [
        { employeeId: 'e1', share: 0.3334 },
        { employeeId: 'e2', share: 0.3333 },
        { employeeId: 'e3', share: 0.3333 },
      ],
    });
  });

  test('books nothing while the shares do not add up to 100%', async () => {
    const server = render();
    const { dialog, group } = await shareBooking();
    expect(percents(group)).toEqual(['50', '50']);
    fireEvent.change(within(group).getByRole('textbox', { name: 'Share 2 (%)' }), {
      target: { value: '40' },
    });
    expect(within(group).getByRole('status').textContent).toBe('10% left to give');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(
      await within(dialog).findByText(
        'Choose each staff member once and make the shares add up to 100%',
      ),
    ).toBeTruthy();
    expect(server.received('POST', '/v1/appointment')).toEqual([]);
  });

  test("shows an appointment's shares, and clears them when its staff member is left alone", async () => {
    const server = render([braids]);
    const achieng = await screen.findByRole('list', { name: 'Achieng Odhiambo' });
    fireEvent.click(within(achieng).getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Appointment' });
    const group = await within(dialog).findByRole('group', { name: 'Shared with' });
    expect(percents(group)).toEqual(['50', '50']);
    expect(within(group).getByRole('combobox', { name: 'Staff 2' }).textContent).toBe(
      'Wanjiku Njoroge',
    );
    fireEvent.click(within(group).getByRole('button', { name: 'Remove staff 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Shared with' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.received('PUT', '/v1/appointment/a1')).toHaveLength(1));
    expect(server.received('PUT', '/v1/appointment/a1')[0]!.body).toMatchObject({
      staffShares: [],
    });
  });
});
