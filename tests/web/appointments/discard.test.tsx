import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { chooseStaffClientAndService, renderDashboard } from '../support/dashboardApp';

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
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Book New Appointment' })).toBeNull(),
    );
    expect(screen.queryByText('Discard this booking?')).toBeNull();
  });

  test('a half-filled booking asks before discarding, on Escape and on Cancel', async () => {
    renderDashboard();
    const dialog = await openBooking();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Client' }), {
      target: { value: 'Zaw' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Zawadi Mutua' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const confirm = await screen.findByRole('dialog', { name: 'Discard this booking?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard this booking?' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Book New Appointment' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard this booking?' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Book New Appointment' })).toBeNull(),
    );
  });
});

describe('a weekly series over public holidays', () => {
  test('lists the holiday dates and books again with a choice for each', async () => {
    const dates = [
      { date: '2026-12-25', holiday: 'Christmas Day' },
      { date: '2027-01-01', holiday: "New Year's Day" },
    ];
    const refusal = {
      error: {
        code: 'UNAVAILABLE',
        message: 'Some dates of this series are public holidays',
        fields: { reason: 'holiday' },
        details: { dates },
      },
    };
    const server = renderDashboard({
      appointmentRecurringCreate: (request) =>
        (request.body as { skipDates?: string[] }).skipDates?.length
          ? []
          : Response.json(refusal, { status: 409 }),
    });
    const dialog = await openBooking();
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '18/12/2026' } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '10:00' } });
    await chooseStaffClientAndService(dialog);
    fireEvent.click(within(dialog).getByLabelText('Recurring'));
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: 'Repeat' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Weekly' }),
    );
    fireEvent.change(within(dialog).getByLabelText('Repeat count'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(server.received('POST', '/v1/appointment/bulk')).toHaveLength(1));
    const newYear = await within(dialog).findByRole('radiogroup', { name: /New Year's Day/ });
    fireEvent.click(within(newYear).getByRole('radio', { name: 'Book anyway' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(server.received('POST', '/v1/appointment/bulk')).toHaveLength(2));
    expect(server.received('POST', '/v1/appointment/bulk')[1]!.body).toMatchObject({
      skipDates: ['2026-12-25'],
      bookAnywayDates: ['2027-01-01'],
    });
  });
});
