import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { CashUp, CashUpExpected } from '../../../registry/cashUp';
import { CashUpPage } from '../../../src/cash-up/CashUpPage';
import { CashUpSummaryView } from '../../../src/cash-up/CashUpSummary';
import { differenceOf } from '../../../src/cash-up/figures';
import { renderReportView, salon } from '../support/reports';
import { staffOf } from '../support/fakeServer';

const SLOW = { timeout: 10_000 };

const expected: CashUpExpected = {
  till: { _id: 't1', name: null },
  currency: 'KES',
  periodStart: '2026-11-26T05:00:00.000Z',
  periodEnd: '2026-11-26T15:00:00.000Z',
  expected: { cash: 7500, card: 5150, 'm-pesa': 11500 },
  mpesaCodes: ['SKL3H2K9QZ', null],
};

const closed: CashUp = {
  ...expected,
  _id: 'c1',
  counted: { cash: 7400.5, card: 5150, 'm-pesa': 11500 },
  difference: { cash: -99.5, card: 0, 'm-pesa': 0 },
  notes: 'Change given twice',
  closedBy: { _id: 'u1', fullName: 'Amina Otieno' },
  closedAt: expected.periodEnd,
};

afterEach(() => vi.unstubAllGlobals());

describe('the cash-up screen', () => {
  test('works the difference out in cents, as the server does', () => {
    expect(differenceOf('0.3', 0.1 + 0.2)).toBe(0);
    expect(differenceOf('7400.5', 7500)).toBe(-99.5);
    expect(differenceOf('12,25', 12)).toBe(0.25);
    expect(differenceOf('-1', 0)).toBeNull();
    expect(differenceOf('1.234', 0)).toBeNull();
  });

  test('shows the expected figures and M-Pesa codes, the difference live, and closes only after a confirmation', async () => {
    const server = renderReportView(<CashUpPage />, {
      cashUpExpected: () => expected,
      cashUpClose: () => closed,
    });
    const cash = await screen.findByRole('textbox', { name: 'Counted Cash' }, SLOW);
    expect(screen.getByText('Front desk')).toBeTruthy();
    expect(screen.getByText('KES 7,500.00')).toBeTruthy();
    expect(screen.getByText('SKL3H2K9QZ')).toBeTruthy();
    expect(screen.getByText('receipt not yet received')).toBeTruthy();

    fireEvent.change(cash, { target: { value: '7400.50' } });
    expect(screen.getByTestId('difference-cash').textContent?.replace(/\s/g, ' ')).toBe(
      '-KES 99.50',
    );
    fireEvent.change(cash, { target: { value: '7600' } });
    expect(screen.getByTestId('difference-cash').textContent?.replace(/\s/g, ' ')).toBe(
      '+KES 100.00',
    );
    fireEvent.change(cash, { target: { value: '7400.5' } });

    const close = screen.getByRole('button', { name: 'Close till' });
    expect((close as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Counted Card' }), {
      target: { value: '5150' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Counted M-Pesa' }), {
      target: { value: '11500' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Notes' }), {
      target: { value: 'Change given twice' },
    });
    fireEvent.click(close);
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText('Close the till?')).toBeTruthy();
    expect(server.received('POST', '/v1/cash-up')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close till' }));
    await waitFor(() => expect(server.received('POST', '/v1/cash-up')).toHaveLength(1));
    expect(server.received('POST', '/v1/cash-up')[0]!.body).toEqual({
      businessId: 'b1',
      tillId: 't1',
      counted: { cash: 7400.5, card: 5150, 'm-pesa': 11500 },
      notes: 'Change given twice',
    });
  });

  test('tells a role without the cash-up permission why it sees nothing', async () => {
    renderReportView(<CashUpPage />, {}, staffOf(salon, { 'reports.Sales': ['read'] }));
    expect(
      await screen.findByText(/Ask the owner for the Sales - Cash-up permission/, {}, SLOW),
    ).toBeTruthy();
  });

  test('prints the summary: till, period, figures, differences, codes, notes and who closed it', async () => {
    renderReportView(<CashUpSummaryView cashUp={closed} />, {});
    expect(await screen.findByText('Cash-up summary', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Closed by Amina Otieno')).toBeTruthy();
    expect(screen.getByText('Change given twice')).toBeTruthy();
    expect(
      screen.getByText('-KES 99.50', { normalizer: (text) => text.replace(/\s/g, ' ') }),
    ).toBeTruthy();
  });
});
