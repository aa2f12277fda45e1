import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { canRoleAccess } from '../../../src/auth/permissions';
import {
  CASH_UP_RESOURCE,
  REPORT_CLIENT_RESOURCE,
  REPORT_SALES_RESOURCE,
} from '../../../src/shared/appScreens';
import { CUSTOM_MENU_ENTRIES } from '../../../src/layout/customMenuEntries';
import { ordersOfReportPath } from '../../../src/reports/ReportTopFilter';
import { page, staffOf } from '../support/fakeServer';
import { renderOrders } from '../support/orders';
import { renderReports, salon } from '../support/reportPages';

const SLOW = { timeout: 10_000 };
const location = () => screen.getByTestId('location').textContent!;
const statisticQuery = (server: ReturnType<typeof renderReports>) =>
  server.received('GET', '/v1/report/statistic').at(-1)!.query;

afterEach(() => vi.unstubAllGlobals());

describe('the report pages', () => {
  test('the menu offers Sales, Cash-up, Clients, Tax and Staff under Reports, each to roles that may read it', () => {
    expect(
      CUSTOM_MENU_ENTRIES.filter((entry) => entry.area === 'reports').map(({ to, label }) => [
        to,
        label,
      ]),
    ).toEqual([
      ['/reports/sales', 'saluni.menu.reportSales'],
      ['/cash-up', 'saluni.menu.cashUp'],
      ['/reports/clients', 'saluni.menu.reportClients'],
      ['/reports/tax', 'saluni.menu.reportTax'],
      ['/pay/staff-report', 'saluni.menu.reportStaff'],
    ]);
    const seller = staffOf(salon, { 'reports.Sales': ['read'] });
    const access = (role: typeof seller) =>
      [REPORT_SALES_RESOURCE, CASH_UP_RESOURCE, REPORT_CLIENT_RESOURCE].map((name) =>
        canRoleAccess(role, name, 'list'),
      );
    expect(access(seller)).toEqual([true, false, false]);
    expect(access(staffOf(salon, { 'sales.Cash-up': ['read'] }))).toEqual([false, true, false]);
  });

  test('Sales: the title, the statistic card with the server’s title and the sales in the business currency', async () => {
    const server = renderReports('/reports/sales', {
      reportStatistic: () => ({ stats: 1234567.5, statsTitle: 'Sales (what was sold)' }),
    });
    expect(await screen.findByRole('heading', { name: 'Sales report' }, SLOW)).toBeTruthy();
    expect(await screen.findByText('Sales (what was sold)', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('KES 1,234,567.50')).toBeTruthy();
    expect(statisticQuery(server).get('reportType')).toBe('sales');
    expect(statisticQuery(server).get('businessId')).toBe('b1');
  });

  test('the card follows the range and reads type, method and staff from the URL', async () => {
    const server = renderReports('/reports/sales?type=product&method=cash&staff=e1', {
      reportStatistic: () => ({ stats: 10, statsTitle: 'Products sold' }),
    });
    await screen.findByText('Products sold', {}, SLOW);
    expect(['reportType', 'method', 'staff'].map((key) => statisticQuery(server).get(key))).toEqual(
      ['product', 'cash', 'e1'],
    );
    fireEvent.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() =>
      expect(statisticQuery(server).get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}T21:00:00\.000Z$/),
    );
    expect(statisticQuery(server).get('endDate')).toMatch(/T20:59:59\.999Z$/);
  });

  test('Clients: the card shows a plain count', async () => {
    const server = renderReports('/reports/clients', {
      reportStatistic: () => ({ stats: 1250, statsTitle: 'New clients' }),
    });
    expect(await screen.findByRole('heading', { name: 'Clients report' }, SLOW)).toBeTruthy();
    expect(await screen.findByText('1,250', {}, SLOW)).toBeTruthy();
    expect(statisticQuery(server).get('reportType')).toBe('client');
  });

  test('Tax: the page of the reports area shows the tax report over the range', async () => {
    const server = renderReports('/reports/tax?startDate=2026-10-31T21:00:00.000Z', {
      reportStatistic: () => ({ stats: 1250, statsTitle: 'Sales (what was sold)' }),
      taxReport: () => ({
        country: 'KE',
        currency: 'KES',
        from: '2026-11-01',
        to: '2026-11-30',
        bands: [],
        invoices: 0,
        creditNotes: 0,
        bas: null,
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Tax report' }, SLOW)).toBeTruthy();
    expect(await screen.findByText('VAT per eTIMS band', {}, SLOW)).toBeTruthy();
    expect(server.received('GET', '/v1/report/tax')[0]!.query.get('from')).toBe('2026-11-01');
  });

  test('a failed statistic says so in the card', async () => {
    renderReports('/reports/sales', {
      reportStatistic: () => Response.json({ error: { message: 'Not allowed' } }, { status: 403 }),
    });
    expect(
      await screen.findByText('The figure could not be loaded: Not allowed', {}, SLOW),
    ).toBeTruthy();
  });

  test('a role without the report sees why, and nothing is asked of the server', async () => {
    const server = renderReports(
      '/reports/clients',
      {},
      staffOf(salon, { 'reports.Sales': ['read'] }),
    );
    expect(
      await screen.findByText(
        'Your role may not see this report. Ask the business owner for access.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Report dates' })).toBeNull();
    expect(server.received('GET', '/v1/report/statistic')).toHaveLength(0);
  });

  test('the top filter opens each kind’s orders over the range', async () => {
    expect(ordersOfReportPath('Packages', {})).toBe('/products?tab=orders&type=package');
    renderReports('/reports/sales', {
      reportStatistic: () => ({ stats: 0, statsTitle: 'Sales (what was sold)' }),
      orderList: () => page([]),
      'client.list': () => page([]),
    });
    const filter = within(
      await screen.findByRole('navigation', { name: 'Open the orders of' }, SLOW),
    );
    expect(filter.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Services',
      'Products',
      'Memberships',
      'Vouchers',
      'Packages',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Day' }));
    await waitFor(() => expect(location()).toContain('startDate='));
    fireEvent.click(filter.getByRole('link', { name: 'Services' }));
    await waitFor(() =>
      expect(location()).toMatch(
        /^\/products\?tab=orders&type=service&startDate=[^&]+&endDate=[^&]+$/,
      ),
    );
  });
});

describe('the Orders tab opened from a report', () => {
  test('shows the report’s statistic card above the list, reportType from type', async () => {
    const server = renderOrders(
      '/products?tab=orders&type=voucher&startDate=2026-11-01T00:00:00.000Z',
      {
        orderList: () => page([]),
        'client.list': () => page([]),
        reportStatistic: () => ({ stats: 4500, statsTitle: 'Vouchers sold' }),
      },
    );
    expect(await screen.findByText('Vouchers sold', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('KES 4,500.00')).toBeTruthy();
    const query = server.received('GET', '/v1/report/statistic')[0]!.query;
    expect([query.get('reportType'), query.get('startDate')]).toEqual([
      'voucher',
      '2026-11-01T00:00:00.000Z',
    ]);
  });

  test('opened without report parameters, it has no card', async () => {
    const server = renderOrders('/products?tab=orders', {
      orderList: () => page([]),
      'client.list': () => page([]),
    });
    await screen.findByText(
      'No orders yet. An order appears here once a client pays at checkout.',
      {},
      SLOW,
    );
    expect(server.received('GET', '/v1/report/statistic')).toHaveLength(0);
  });
});
