import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SalesReportView } from '../../../src/reports/sales/SalesReportView';
import { renderReportView, salesReport } from '../support/reports';
import '../../../src/reports/viewTexts';

const SLOW = { timeout: 10_000 };
const NOVEMBER = { startDate: '2026-10-31T21:00:00.000Z', endDate: '2026-11-30T20:59:59.999Z' };
const TITLE = 'Deposits (money received, kept apart from sales)';

afterEach(() => vi.unstubAllGlobals());

describe('deposits in the Sales report view', () => {
  test('shows deposits received apart from sales, and what became of them', async () => {
    renderReportView(<SalesReportView range={NOVEMBER} />, {
      reportSales: () =>
        salesReport({
          deposits: { received: 2000, applied: 1000, held: 500, kept: 300, refunded: 200 },
        }),
    });
    const table = await screen.findByRole('table', { name: TITLE }, SLOW);
    await waitFor(() => expect(within(table).queryByRole('progressbar')).toBeNull());
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell', { hidden: true })
          .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
      );
    expect(rows).toEqual([
      ['Received', 'KES 2,000.00'],
      ['Taken at checkout (in the takings)', 'KES 1,000.00'],
      ['Held (service not done yet)', 'KES 500.00'],
      ['Deposits kept (no-show or late cancellation: income, not sales)', 'KES 300.00'],
      ['Refunded', 'KES 200.00'],
    ]);
  });

  test('a period without deposits shows no deposits table', async () => {
    renderReportView(<SalesReportView range={NOVEMBER} />, { reportSales: () => salesReport() });
    await screen.findByRole('region', { name: 'The period at a glance' }, SLOW);
    expect(screen.queryByRole('table', { name: TITLE })).toBeNull();
  });
});
