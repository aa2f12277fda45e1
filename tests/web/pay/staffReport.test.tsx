import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { StaffReport } from '../../../registry/staffReport';
import { StaffReportPage } from '../../../src/pay/StaffReportPage';
import { renderPayScreen } from './support';

const SLOW = { timeout: 10_000 };
const ROUTE = '/pay/staff-report';
/** November 2026 as the date filter emits it in Nairobi (UTC+3). */
const NOVEMBER = `${ROUTE}?startDate=2026-10-31T21:00:00.000Z&endDate=2026-11-30T20:59:59.999Z`;

const zero = {
  sales: 0,
  servicesDone: 0,
  serviceSales: 0,
  productSales: 0,
  orders: 0,
  averageBill: 0,
  rebookingRate: null,
  commission: 0,
};

const reportOf = (from: string, to: string): StaffReport => ({
  from,
  to,
  currency: 'KES',
  rows: [
    {
      employee: { _id: 'e1', fullName: 'Achieng Odhiambo' },
      sales: 12000,
      servicesDone: 5,
      serviceSales: 10000,
      productSales: 2000,
      orders: 4,
      averageBill: 3000,
      rebookingRate: 50,
      commission: 1200,
    },
    { employee: { _id: 'e2', fullName: 'Baraka Mwangi' }, ...zero },
  ],
  totals: {
    sales: 12000,
    servicesDone: 5,
    serviceSales: 10000,
    productSales: 2000,
    orders: 4,
    averageBill: 3000,
    rebookingRate: 50,
    commission: 1200,
  },
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the staff report', () => {
  test("asks for the filter's days and shows every staff member with the totals", async () => {
    const server = renderPayScreen(
      <StaffReportPage />,
      {
        payStaffReport: (request) => reportOf(request.query.get('from')!, request.query.get('to')!),
      },
      { path: NOVEMBER, route: ROUTE },
    );
    const table = await screen.findByRole('table', { name: 'Staff report' }, SLOW);
    const asked = server.received('GET', '/v1/pay/staff-report')[0]!.query;
    expect([asked.get('from'), asked.get('to')]).toEqual(['2026-11-01', '2026-11-30']);
    expect(rowsOf(table)).toEqual([
      [
        'Staff',
        'Sales',
        'Services done',
        'Service sales',
        'Product sales',
        'Orders',
        'Average bill',
        'Rebooking rate',
        'Commission',
      ],
      [
        'Achieng Odhiambo',
        'KES 12,000.00',
        '5',
        'KES 10,000.00',
        'KES 2,000.00',
        '4',
        'KES 3,000.00',
        '50%',
        'KES 1,200.00',
      ],
      ['Baraka Mwangi', 'KES 0.00', '0', 'KES 0.00', 'KES 0.00', '0', 'KES 0.00', '–', 'KES 0.00'],
      [
        'Totals',
        'KES 12,000.00',
        '5',
        'KES 10,000.00',
        'KES 2,000.00',
        '4',
        'KES 3,000.00',
        '50%',
        'KES 1,200.00',
      ],
    ]);
    // The filter's range label names the month.
    expect(screen.getByRole('group', { name: /date/i }).textContent).toContain('November 2026');
  });

  test('exports the same days as CSV', async () => {
    const server = renderPayScreen(
      <StaffReportPage />,
      {
        payStaffReport: (request) => reportOf(request.query.get('from')!, request.query.get('to')!),
        payStaffReportExport: () =>
          new Response('staff,sales\n', { headers: { 'content-type': 'text/csv' } }),
      },
      { path: NOVEMBER, route: ROUTE },
    );
    await screen.findByRole('table', { name: 'Staff report' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(server.received('GET', '/v1/pay/staff-report/export')).toHaveLength(1),
    );
    const asked = server.received('GET', '/v1/pay/staff-report/export')[0]!.query;
    expect([asked.get('from'), asked.get('to')]).toEqual(['2026-11-01', '2026-11-30']);
  });

  test('opens on the current month, and explains days without sales', async () => {
    const server = renderPayScreen(
      <StaffReportPage />,
      {
        payStaffReport: (request) => ({
          ...reportOf(request.query.get('from')!, request.query.get('to')!),
          rows: [{ employee: { _id: 'e2', fullName: 'Baraka Mwangi' }, ...zero }],
          totals: zero,
        }),
      },
      { path: ROUTE },
    );
    expect(
      await screen.findByText(
        'No staff member sold anything or earned commission in these days.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    const asked = server.received('GET', '/v1/pay/staff-report')[0]!.query;
    expect(asked.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
    expect(asked.get('to')!.slice(0, 7)).toBe(asked.get('from')!.slice(0, 7));
  });

  test('asks for a period when All is chosen, and shows a refusal', async () => {
    renderPayScreen(
      <StaffReportPage />,
      {
        payStaffReport: () =>
          Response.json(
            {
              error: {
                message: 'A report covers at most 366 days',
                code: 'VALIDATION',
                fields: { to: 'A report covers at most 366 days' },
              },
            },
            { status: 422 },
          ),
      },
      { path: NOVEMBER, route: ROUTE },
    );
    expect(await screen.findByText(/A report covers at most 366 days/, {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByText(/Choose a month, a week, a day/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
