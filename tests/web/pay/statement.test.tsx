import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MyPayPage, PayStatementPage } from '../../../src/pay/StatementPages';
import { staffOf } from '../support/fakeServer';
import {
  STATEMENT_ROUTE,
  currentPeriod,
  periodPage,
  renderPayScreen,
  salon,
  statement,
} from './support';

const SLOW = { timeout: 10_000 };

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    );

/** The description list's terms and their values, in order. */
const figuresOf = (list: Element) =>
  [...list.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent?.replace(/\s/g, ' '),
  ]);

// Unmounted before fetch is given back, so no query left running reaches the real one.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a staff member's statement", () => {
  test('shows the figures, the hours by day type, the lines (a refund marked as such) and each tip', async () => {
    const server = renderPayScreen(
      <PayStatementPage />,
      { payPeriodList: () => periodPage(), payStatement: () => statement() },
      { path: '/pay/statement/2026-11-09/e1', route: STATEMENT_ROUTE },
    );
    const table = await screen.findByRole('table', { name: 'Lines' }, SLOW);
    const asked = server.received('GET', '/v1/pay/statement')[0]!.query;
    expect([asked.get('start'), asked.get('employeeId')]).toEqual(['2026-11-09', 'e1']);
    expect(
      screen.getByRole('heading', { name: 'Achieng Odhiambo: 09/11/2026 to 22/11/2026' }),
    ).toBeTruthy();
    expect(screen.getByText('Commission plan: Stylists')).toBeTruthy();
    const [figures, hours] = document.querySelectorAll('dl');
    expect(figuresOf(figures!)).toEqual([
      ['Sales (net of tax)', 'KES 5,200.00'],
      ['Supply charges', 'KES 400.00'],
      ['Commission', 'KES 1,200.00'],
      ['Refunds reversed', '-KES 270.00'],
      ['Tips', 'KES 300.00'],
      ['Total', 'KES 1,500.00'],
    ]);
    expect(figuresOf(hours!)).toEqual([
      ['Weekdays', '32'],
      ['Saturdays', '8'],
      ['Sundays', '0'],
      ['Public holidays', '6.5'],
      ['Total', '46.5'],
    ]);
    expect(cellsOf(table)).toEqual([
      [
        '10/11/2026',
        '1042',
        'Box braids',
        '1',
        '100%',
        'KES 5,000.00',
        'KES 500.00',
        'KES 1,350.00',
      ],
      ['14/11/2026', '1051', 'Argan oil', '2', '50%', 'KES 1,200.00', 'KES 0.00', 'KES 120.00'],
      [
        '20/11/2026',
        '1042',
        'Box braidsRefund',
        '1',
        '100%',
        '-KES 1,000.00',
        '-KES 100.00',
        '-KES 270.00',
      ],
    ]);
    expect(screen.getByRole('heading', { name: 'Tips' })).toBeTruthy();
    expect(cellsOf(screen.getByRole('table', { name: 'Tips' }))).toEqual([
      ['10/11/2026', '1042', 'KES 200.00'],
      ['21/11/2026', '1063', 'KES 100.00'],
    ]);
    expect(screen.queryByText('No tips in this period')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the period' }).getAttribute('href')).toBe(
      '/pay?start=2026-11-09',
    );
  });
});

describe('My pay', () => {
  test("asks for the caller's own statement of the current period, and explains an empty one, without tips", async () => {
    const stylist = staffOf(salon, {});
    const server = renderPayScreen(
      <MyPayPage />,
      {
        payPeriodList: () => periodPage(),
        payStatement: () =>
          statement({
            period: currentPeriod,
            plan: null,
            lines: [],
            sales: 0,
            deductions: 0,
            commission: 0,
            refundsReversed: 0,
            tips: 0,
            tipLines: [],
            total: 0,
            hours: { total: 0, weekday: 0, saturday: 0, sunday: 0, publicHoliday: 0 },
          }),
      },
      { path: '/my-pay', role: stylist },
    );
    expect(
      await screen.findByText(/No commission plan is assigned to Achieng Odhiambo/, {}, SLOW),
    ).toBeTruthy();
    expect(
      screen.getByText('Achieng Odhiambo sold nothing and gave no refund in this period.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Lines' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Tips' })).toBeTruthy();
    expect(screen.getByText('No tips in this period')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Tips' })).toBeNull();
    await waitFor(() => expect(server.received('GET', '/v1/pay/statement')).toHaveLength(1));
    const asked = server.received('GET', '/v1/pay/statement')[0]!.query;
    expect(asked.get('start')).toBe('2026-11-23');
    expect(asked.has('employeeId')).toBe(false);
    expect(asked.get('businessId')).toBe('b1');
  });
});
