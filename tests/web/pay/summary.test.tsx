import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PayPeriodSummary } from '../../../registry/pay';
import { PayPage } from '../../../src/pay/PayPage';
import { endedPeriod, currentPeriod, periodPage, renderPayScreen } from './support';

const SLOW = { timeout: 10_000 };

const summaryOf = (start: string): PayPeriodSummary => ({
  period: start === endedPeriod.start ? endedPeriod : currentPeriod,
  currency: 'KES',
  rows: [
    {
      employee: { _id: 'e1', fullName: 'Achieng Odhiambo' },
      sales: 5200,
      commission: 1200,
      tips: 300,
      hours: 46.5,
      total: 1500,
    },
    {
      employee: { _id: 'e2', fullName: 'Baraka Mwangi' },
      sales: 3000,
      commission: 900,
      tips: 0,
      hours: 40,
      total: 900,
    },
  ],
  totals: { sales: 8200, commission: 2100, tips: 300, total: 2400 },
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    );

// Unmounted before fetch is given back, so no query left running reaches the real one.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the pay page', () => {
  test("shows the period's staff with a totals row, and the current period may not be closed", async () => {
    const server = renderPayScreen(
      <PayPage />,
      {
        payPeriodList: () => periodPage(),
        payPeriodSummary: (request) => summaryOf(request.query.get('start')!),
      },
      { path: '/pay' },
    );
    const table = await screen.findByRole('table', { name: 'Staff pay in the period' }, SLOW);
    expect(server.received('GET', '/v1/pay/period')[0]!.query.get('start')).toBe('2026-11-23');
    expect(rowsOf(table)).toEqual([
      ['Achieng Odhiambo', 'KES 5,200.00', 'KES 1,200.00', 'KES 300.00', '46.5', 'KES 1,500.00'],
      ['Baraka Mwangi', 'KES 3,000.00', 'KES 900.00', 'KES 0.00', '40', 'KES 900.00'],
      ['Totals', 'KES 8,200.00', 'KES 2,100.00', 'KES 300.00', '86.5', 'KES 2,400.00'],
    ]);
    expect(
      (screen.getByRole('button', { name: 'Close period' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText('The period can be closed once its last day is over.')).toBeTruthy();
    // The name is a link to the staff member's statement.
    fireEvent.click(within(table).getByRole('link', { name: 'Baraka Mwangi' }));
    expect(await screen.findByText('The statement page')).toBeTruthy();
  });

  test('closes a period that is over only after the confirmation', async () => {
    let closed = false;
    const server = renderPayScreen(
      <PayPage />,
      {
        payPeriodList: () =>
          periodPage([
            currentPeriod,
            closed
              ? {
                  ...endedPeriod,
                  status: 'closed',
                  closedAt: '2026-11-23T07:00:00.000Z',
                  closedBy: { _id: 'u1', displayName: 'Amina Otieno' },
                }
              : endedPeriod,
          ]),
        payPeriodSummary: (request) => summaryOf(request.query.get('start')!),
        payPeriodClose: () => {
          closed = true;
          return { ...endedPeriod, status: 'closed' };
        },
      },
      { path: '/pay' },
    );
    // The older period is picked from the list, which marks each open or closed.
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Pay period' }, SLOW));
    const options = within(await screen.findByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '23/11/2026 to 31/12/2099Open',
      '09/11/2026 to 22/11/2026Open',
    ]);
    fireEvent.click(options.getAllByRole('option')[1]!);
    await waitFor(() =>
      expect(server.received('GET', '/v1/pay/period').map((r) => r.query.get('start'))).toContain(
        '2026-11-09',
      ),
    );
    const close = await screen.findByRole('button', { name: 'Close period' });
    await waitFor(() => expect((close as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(close);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Close the pay period 09/11/2026 to 22/11/2026?')).toBeTruthy();
    expect(within(dialog).getByText(/no later sale, refund/)).toBeTruthy();
    expect(server.received('POST', '/v1/pay/period/close')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close period' }));
    await waitFor(() => expect(server.received('POST', '/v1/pay/period/close')).toHaveLength(1));
    expect(server.received('POST', '/v1/pay/period/close')[0]!.body).toEqual({
      businessId: 'b1',
      start: '2026-11-09',
    });
    expect(await screen.findByText('Pay period closed')).toBeTruthy();
    expect(await screen.findByText(/Closed on 23\/11\/2026 10:00 by Amina Otieno/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close period' })).toBeNull();
  });

  test("shows the server's refusal when the period may not be closed", async () => {
    const message = 'This pay period is already closed';
    renderPayScreen(
      <PayPage />,
      {
        payPeriodList: () => periodPage(),
        payPeriodSummary: (request) => summaryOf(request.query.get('start')!),
        payPeriodClose: () =>
          Response.json({ error: { message, code: 'CONFLICT' } }, { status: 409 }),
      },
      { path: '/pay?start=2026-11-09', route: '/pay' },
    );
    await screen.findByRole('table', { name: 'Staff pay in the period' }, SLOW);
    const close = screen.getByRole('button', { name: 'Close period' });
    fireEvent.click(close);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close period' }));
    const shown = await screen.findAllByText(message);
    expect(shown.some((node) => node.closest('[role="alert"]'))).toBe(true);
  });

  test('exports the period as CSV and saves the pay settings', async () => {
    const server = renderPayScreen(
      <PayPage />,
      {
        payPeriodList: () => periodPage(),
        payPeriodSummary: (request) => summaryOf(request.query.get('start')!),
        payPeriodExport: () =>
          new Response('staff,total\n', { headers: { 'content-type': 'text/csv' } }),
        paySettingsGet: () => ({ frequency: 'fortnightly', anchorDate: '2026-01-05' }),
        paySettingsUpdate: (request) => request.body,
      },
      { path: '/pay' },
    );
    await screen.findByRole('table', { name: 'Staff pay in the period' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(server.received('GET', '/v1/pay/period/export')).toHaveLength(1));
    expect(server.received('GET', '/v1/pay/period/export')[0]!.query.get('start')).toBe(
      '2026-11-23',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay settings' }));
    const dialog = await screen.findByRole('dialog');
    const anchor = (await within(dialog).findByLabelText(
      /First day of a period/,
    )) as HTMLInputElement;
    expect(anchor.value).toBe('2026-01-05');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Staff are paid' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Monthly' }),
    );
    fireEvent.change(anchor, { target: { value: '2026-01-25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.received('PUT', '/v1/pay/settings')).toHaveLength(1));
    expect(server.received('PUT', '/v1/pay/settings')[0]!.body).toEqual({
      businessId: 'b1',
      frequency: 'monthly',
      anchorDate: '2026-01-25',
    });
    expect(await screen.findByText('Pay settings saved')).toBeTruthy();
  });
});
