import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { FirstRunChecklist } from '../../../registry/firstRun';
import type { Role } from '../../../src/business/types';
import { business, ownerOf, page, staffOf, userWith } from '../support/fakeServer';
import { renderDashboardOver } from '../support/dashboardApp';

const salon = business('b1', 'Salon One');

const steps = (done: Partial<FirstRunChecklist['steps']>): FirstRunChecklist => ({
  steps: {
    settings: false,
    services: false,
    staff: false,
    rooms: false,
    sms: false,
    booking: false,
    ...done,
  },
});

/** The dashboard of a business whose checklist the server answers with `checklist`. */
const renderDashboard = (role: Role, checklist: () => FirstRunChecklist) =>
  renderDashboardOver({
    currentUser: () => userWith([role]),
    appointmentList: () => ({ ...page([]), uniqueClientsCount: 0 }),
    'employee.list': () => page([]),
    firstRunGet: checklist,
    starterServicesCreate: ({ body }) => ({
      created: (body as { keys: string[] }).keys.map((key, index) => ({
        _id: `s${index}`,
        name: key,
      })),
      skipped: [],
    }),
  });

const checklistCard = () => screen.findByRole('region', { name: 'Get your salon ready' });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('saluni.currentBusinessId', 'b1');
});
afterEach(() => vi.unstubAllGlobals());

describe('the first-run checklist', () => {
  test('shows each step done or not as the server says, with the screen that does it', async () => {
    renderDashboard(ownerOf(salon), () => steps({ services: true, rooms: true }));
    const card = await checklistCard();
    expect(within(card).getByText('2 of 6 done')).toBeTruthy();
    const done = (step: string) =>
      within(card).getByTestId(`first-run-${step}`).getAttribute('data-done');
    expect(['settings', 'services', 'staff', 'rooms', 'sms', 'booking'].map(done)).toEqual([
      'no',
      'yes',
      'no',
      'yes',
      'no',
      'no',
    ]);
    expect(within(card).getByRole('link', { name: 'Open staff' }).getAttribute('href')).toBe(
      '/employee',
    );
    expect(within(card).getByRole('link', { name: 'Open SMS bundles' }).getAttribute('href')).toBe(
      '/messages?tab=bundles',
    );
    fireEvent.click(within(card).getByRole('link', { name: 'Open settings' }));
    await screen.findByText('settings screen');
  });

  test('offers the starter services of a salon type, all ticked, and adds only those still ticked', async () => {
    const server = renderDashboard(ownerOf(salon), () => steps({}));
    fireEvent.click(
      within(await checklistCard()).getByRole('button', { name: 'Add starter services' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Starter services' });
    expect(within(dialog).getByText(/usual prices in KES/)).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Type of salon' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Barber' }));
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Head shave/ }));
    expect(server.received('POST', '/v1/service/starter')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 4 services' }));
    await screen.findByText('4 services added');
    expect(server.received('POST', '/v1/service/starter')[0]!.body).toEqual({
      businessId: 'b1',
      keys: ['barber.haircut', 'barber.beardTrim', 'barber.cutBeard', 'barber.kidsCut'],
    });
    // The checklist asks again, so the services step ticks itself.
    await waitFor(() => expect(server.received('GET', '/v1/first-run').length).toBeGreaterThan(1));
  });

  test('hides itself when asked, for this business', async () => {
    renderDashboard(ownerOf(salon), () => steps({}));
    fireEvent.click(
      within(await checklistCard()).getByRole('button', { name: 'Hide the checklist' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Get your salon ready' })).toBeNull(),
    );
    expect(localStorage.getItem('saluni.firstRunHidden.b1')).toBe('yes');
  });

  test('is not shown once every step is done', async () => {
    const server = renderDashboard(ownerOf(salon), () =>
      steps({ settings: true, services: true, staff: true, rooms: true, sms: true, booking: true }),
    );
    await waitFor(() => expect(server.received('GET', '/v1/first-run')).toHaveLength(1));
    await screen.findByRole('button', { name: 'Add Appointment' });
    expect(screen.queryByRole('region', { name: 'Get your salon ready' })).toBeNull();
  });

  test('is not asked for by staff who may not change the business', async () => {
    const server = renderDashboard(
      staffOf(salon, { 'appointments.Appointments': ['read', 'create'] }),
      () => steps({}),
    );
    await screen.findByRole('button', { name: 'Add Appointment' });
    expect(server.received('GET', '/v1/first-run')).toHaveLength(0);
  });
});
