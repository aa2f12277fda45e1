import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { businessFormat } from '../../src/format';
import { i18nProvider } from '../../src/i18n';
import { csvText } from '../../src/reports/csv';
import { itemColumns, staffColumns, statementColumns, statementLines } from '../../src/reports/sales/salesTables';
import { SalesReportView } from '../../src/reports/sales/SalesReportView';
import { renderReportView, salesReport } from './support/reports';
import '../../src/reports/viewTexts';

const SLOW = { timeout: 10_000 };
const NOVEMBER = { startDate: '2026-10-31T21:00:00.000Z', endDate: '2026-11-30T20:59:59.999Z' };
const kenya = businessFormat({ country: 'KE', currency: 'KES', timeZone: 'Africa/Nairobi' });
const translate = (key: string) => i18nProvider.translate(key);

/** The cells of each body row of the table named `name`. */
const rowsOf = async (name: string) => {
  const table = await screen.findByRole('table', { name }, SLOW);
  await waitFor(() => expect(within(table).queryByRole('progressbar')).toBeNull());
  // Hidden cells too: happy-dom applies no media query, so the columns kept for wide screens count as hidden.
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell', { hidden: true })
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    );
};

afterEach(() => vi.unstubAllGlobals());

describe('the Sales report view', () => {
  test('asks for the range and shows the net statement with its date basis', async () => {
    const server = renderReportView(<SalesReportView range={NOVEMBER} />, { reportSales: () => salesReport() });
    expect(await rowsOf('Net sales')).toEqual([
      ['Services', 'KES 8,000.00'],
      ['Products', 'KES 3,000.00'],
      ['Memberships', 'KES 1,000.00'],
      ['Vouchers', 'KES 0.00'],
      ['Packages', 'KES 0.00'],
      ['Discounts', '-KES 500.00'],
      ['Refunds', '-KES 700.00'],
      ['Net', 'KES 10,800.00'],
    ]);
    expect(screen.getByText(/Sales are counted on their order date and refunds on the day they were given; cancelled orders are left out\./)).toBeTruthy();
    const query = server.received('GET', '/v1/report/sales')[0]!.query;
    expect([query.get('startDate'), query.get('endDate'), query.get('businessId')]).toEqual([NOVEMBER.startDate, NOVEMBER.endDate, 'b1']);
  });

  test('shows takings by day as a named chart whose numbers a table carries, and by method, staff, service and product', async () => {
    renderReportView(<SalesReportView range={{}} />, { reportSales: () => salesReport() });
    expect(await screen.findByRole('img', { name: 'Bar chart of net takings by day' }, SLOW)).toBeTruthy();
    expect(await rowsOf('Takings by day')).toEqual([
      ['02/11/2026', '2', 'KES 4,500.00'],
      ['03/11/2026', '4', 'KES 6,300.00'],
    ]);
    expect(await rowsOf('By payment method')).toEqual([
      ['Cash', 'KES 5,000.00', 'KES 700.00'],
      ['M-Pesa', 'KES 6,500.00', 'KES 0.00'],
    ]);
    expect(await rowsOf('By staff member')).toEqual([
      ['Achieng Odhiambo', '4', 'KES 8,000.00'],
      ['Unassigned', '3', 'KES 4,000.00'],
    ]);
    expect(await rowsOf('By service')).toEqual([['Gel Manicure, deluxe', '4', 'KES 8,000.00']]);
    expect(await rowsOf('By product')).toEqual([['=Argan Oil', '2', 'KES 3,000.00']]);
  });

  test('says there were no sales when the range holds none, and each empty table says so', async () => {
    const none = { services: 0, products: 0, memberships: 0, vouchers: 0, packages: 0, discounts: 0, refunds: 0, net: 0, orders: 0 };
    renderReportView(<SalesReportView range={{}} />, {
      reportSales: () => salesReport({ totals: none, byDay: [], byMethod: [], byStaff: [], byService: [], byProduct: [] }),
    });
    expect(await screen.findByText('No sales in this period. Sales appear here once a client pays at checkout.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('a range of refunds only still shows its tables, with their empty states', async () => {
    const refundsOnly = { services: 0, products: 0, memberships: 0, vouchers: 0, packages: 0, discounts: 0, refunds: 700, net: -700, orders: 0 };
    renderReportView(<SalesReportView range={{}} />, {
      reportSales: () => salesReport({ totals: refundsOnly, byDay: [], byStaff: [], byService: [], byProduct: [] }),
    });
    expect((await rowsOf('Net sales')).at(-1)).toEqual(['Net', '-KES 700.00']);
    expect(await rowsOf('By service')).toEqual([['No services sold in this period.']]);
    expect(screen.queryByRole('img', { name: 'Bar chart of net takings by day' })).toBeNull();
  });

  test('a refused report is said, not drawn', async () => {
    renderReportView(<SalesReportView range={{}} />, {
      reportSales: () => Response.json({ error: { message: 'You are not allowed to do this' } }, { status: 403 }),
    });
    expect(await screen.findByText('The sales report could not be loaded: You are not allowed to do this', {}, SLOW)).toBeTruthy();
  });
});

describe('the Sales report CSV', () => {
  const columns = <Row,>(built: { label: string; csv: (row: Row) => string | number | null | undefined }[]) =>
    built.map((column) => ({ header: translate(column.label), value: column.csv }));

  test('writes the statement with amounts as plain numbers that add up to the net', () => {
    expect(csvText(columns(statementColumns(kenya, translate)), statementLines(salesReport().totals))).toBe(
      'Line,Amount\r\nServices,8000\r\nProducts,3000\r\nMemberships,1000\r\nVouchers,0\r\nPackages,0\r\nDiscounts,-500\r\nRefunds,-700\r\nNet,10800\r\n',
    );
  });

  test('names unassigned sales, quotes commas and neutralises a formula', () => {
    expect(csvText(columns(staffColumns(kenya, translate)), salesReport().byStaff)).toBe(
      'Staff member,Lines sold,Amount\r\nAchieng Odhiambo,4,8000\r\nUnassigned,3,4000\r\n',
    );
    expect(csvText(columns(itemColumns(kenya, 'byService')), salesReport().byService)).toBe('Service,Quantity,Amount\r\n"Gel Manicure, deluxe",4,8000\r\n');
    expect(csvText(columns(itemColumns(kenya, 'byProduct')), salesReport().byProduct)).toBe("Product,Quantity,Amount\r\n'=Argan Oil,2,3000\r\n");
  });
});
