import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AuditEvent } from '../../../registry/audit';
import type { Appointment } from '../../../src/dataProvider/appointments';
import { renderDashboard } from '../support/dashboardApp';
import { business, page, staffOf, userWith } from '../support/fakeServer';

const todayIn = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' });
const todayAt = (time: string) => new Date(`${todayIn()}T${time}:00+03:00`).toISOString();

const booked: Appointment = {
  _id: 'a1',
  clientId: 'c1',
  employeeId: 'e1',
  staffShares: [],
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

const bookedEvent: AuditEvent = {
  _id: '7',
  createdAt: todayAt('08:00'),
  actor: { kind: 'user', userId: 'u1', fullName: 'Wanjiku Owner', apiKey: null },
  address: null,
  route: 'POST /v1/appointment',
  action: 'create',
  table: 'appointments',
  recordId: 'a1',
  before: null,
  after: { clientId: 'c1', employeeId: 'e1', serviceIds: ['s1'] },
};

const openAppointment = async () => {
  const achieng = await screen.findByRole('list', { name: 'Achieng Odhiambo' });
  fireEvent.click(within(achieng).getAllByRole('button')[0]!);
  return screen.findByRole('dialog', { name: 'Appointment' });
};

beforeEach(() => localStorage.setItem('saluni.currentBusinessId', 'b1'));
afterEach(() => vi.unstubAllGlobals());

describe("an appointment's History", () => {
  test('is folded, asks for the trail only when opened, and names who and what', async () => {
    const server = renderDashboard({
      appointmentList: () => ({ ...page([booked]), uniqueClientsCount: 1 }),
      auditEventList: () => page([bookedEvent]),
    });
    const dialog = await openAppointment();
    const history = await within(dialog).findByRole('button', { name: 'History' });
    expect(server.received('GET', '/v1/audit-events')).toHaveLength(0);
    fireEvent.click(history);
    expect(await within(dialog).findByText('Client: Zawadi Mutua')).toBeTruthy();
    expect(within(dialog).getByText('Staff member: Achieng Odhiambo')).toBeTruthy();
    expect(within(dialog).getByText('Services: Gel Manicure')).toBeTruthy();
    expect(within(dialog).getByText('Created · Wanjiku Owner')).toBeTruthy();
    const asked = server.received('GET', '/v1/audit-events');
    expect([asked[0]!.query.get('table'), asked[0]!.query.get('recordId')]).toEqual([
      'appointments',
      'a1',
    ]);
  });

  test('is not offered to staff who may not read the activity', async () => {
    const salon = business('b1', 'Salon One');
    renderDashboard({
      currentUser: () =>
        userWith([
          staffOf(salon, {
            'appointments.Appointments': ['read', 'create', 'update'],
          }),
        ]),
      appointmentList: () => ({ ...page([booked]), uniqueClientsCount: 1 }),
    });
    const dialog = await openAppointment();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy(),
    );
    expect(within(dialog).queryByRole('button', { name: 'History' })).toBeNull();
  });
});
