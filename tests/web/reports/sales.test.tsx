import { sameReportAmounts } from '../../../registry/orderAmounts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { businessFormat } from '../../../src/format';
import { i18nProvider } from '../../../src/i18n';
import { csvText } from '../../../src/reports/csv';
import {
  itemColumns,
  staffColumns,
  statementColumns,
  statementLines,
  takingsColumns,
  takingsLines,
} from '../../../src/reports/sales/salesTables';
import { SalesReportView } from '../../../src/reports/sales/SalesReportView';
import { renderReportView, salesReport } from '../support/reports';
import '../../../src/reports/viewTexts';

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
  test('keeps sales, takings (money received) and unpaid apart, each saying which it is', async () => {
    renderReportView(<SalesReportView range={NOVEMBER} />, { reportSales: () => salesReport() });
    const summary = await screen.findByRole('region', { name: 'The period at a glance' }, SLOW);
    expect(
      Object.fromEntries(
        within(summary)
          .getAllByRole('term')
          .map((term) => [
            term.textContent,
            term.nextElementSibling?.textContent?.replace(/\s/g, ' '),
          ]),
      ),
    ).toEqual({
      'Sales (what was sold)': 'KES 11,500.00',
      'Takings (money received)': 'KES 10,800.00',
      'Unpaid balance (sold, not yet paid)': 'KES 1,500.00',
    });
  });

  test('asks for the range and shows the sales statement with its date basis', async () => {
    const server = renderReportView(<SalesReportView range={NOVEMBER} />, {
      reportSales: () => salesReport(),
    });
    expect(await rowsOf('Sales (what was sold)')).toEqual([
      ['Services', 'KES 8,000.00'],
      ['Products', 'KES 3,000.00'],
      ['Memberships', 'KES 1,000.00'],
      ['Vouchers', 'KES 0.00'],
      ['Packages', 'KES 0.00'],
      ['Discounts', '-KES 500.00'],
      ['Sales', 'KES 11,500.00'],
    ]);
    expect(
      screen.getByText(
        /Sales are what was sold less discounts, counted on their order date; cancelled orders are left out\./,
      ),
    ).toBeTruthy();
    const query = server.received('GET', '/v1/report/sales')[0]!.query;
    expect([query.get('startDate'), query.get('endDate'), query.get('businessId')]).toEqual([
      NOVEMBER.startDate,
      NOVEMBER.endDate,
      'b1',
    ]);
  });

  test('shows takings by payment method less refunds, takings by day as a named chart, and by staff, service and product', async () => {
    renderReportView(<SalesReportView range={{}} />, { reportSales: () => salesReport() });
    expect(await rowsOf('Takings by payment method (money received)')).toEqual([
      ['Cash', 'KES 5,000.00', 'KES 700.00', 'KES 4,300.00'],
      ['Card', 'KES 0.00', 'KES 0.00', 'KES 0.00'],
      ['M-Pesa', 'KES 6,500.00', 'KES 0.00', 'KES 6,500.00'],
      ['All methods', 'KES 11,500.00', 'KES 700.00', 'KES 10,800.00'],
    ]);
    expect(
      screen.getByText(
        /never a pending or failed push\) less refunds given, counted on the day the money moved\./,
      ),
    ).toBeTruthy();
    expect(
      await screen.findByRole(
        'img',
        { name: 'Bar chart of takings (money received) by day' },
        SLOW,
      ),
    ).toBeTruthy();
    expect(await rowsOf('Sales and takings by day')).toEqual([
      ['02/11/2026', '2', 'KES 4,500.00', 'KES 0.00', 'KES 4,500.00'],
      ['03/11/2026', '4', 'KES 7,000.00', 'KES 1,500.00', 'KES 6,300.00'],
    ]);
    expect(await rowsOf('By staff member')).toEqual([
      ['Achieng Odhiambo', '4', 'KES 8,000.00'],
      ['Unassigned', '3', 'KES 4,000.00'],
    ]);
    expect(await rowsOf('By service')).toEqual([['Gel Manicure, deluxe', '4', 'KES 8,000.00']]);
    expect(await rowsOf('By product')).toEqual([['=Argan Oil', '2', 'KES 3,000.00']]);
  });

  test('says nothing was sold or received when the range holds neither, and draws no table', async () => {
    const none = {
      services: 0,
      products: 0,
      memberships: 0,
      vouchers: 0,
      packages: 0,
      ...sameReportAmounts(0),
      sales: 0,
      unpaid: 0,
      orders: 0,
    };
    renderReportView(<SalesReportView range={{}} />, {
      reportSales: () =>
        salesReport({
          totals: none,
          takings: { received: 0, refunded: 0, takings: 0 },
          byDay: [],
          byMethod: [],
          byStaff: [],
          byService: [],
          byProduct: [],
        }),
    });
    expect(
      await screen.findByText(
        'Nothing sold and no money received in this period. Sales appear here once an order is made at checkout.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('a range of refunds only still shows its tables: no sales, negative takings, the empty states', async () => {
    const none = {
      services: 0,
      products: 0,
      memberships: 0,
      vouchers: 0,
      packages: 0,
      ...sameReportAmounts(0),
      sales: 0,
      unpaid: 0,
      orders: 0,
    };
    renderReportView(<SalesReportView range={{}} />, {
      reportSales: () =>
        salesReport({
          totals: none,
          takings: { received: 0, refunded: 700, takings: -700 },
          byDay: [],
          byMethod: [{ method: 'cash', received: 0, refunded: 700, takings: -700 }],
          byStaff: [],
          byService: [],
          byProduct: [],
        }),
    });
    expect((await rowsOf('Sales (what was sold)')).at(-1)).toEqual(['Sales', 'KES 0.00']);
    expect((await rowsOf('Takings by payment method (money received)')).at(-1)).toEqual([
      'All methods',
      'KES 0.00',
      'KES 700.00',
      '-KES 700.00',
    ]);
    expect(await rowsOf('By service')).toEqual([['No services sold in this period.']]);
    expect(
      screen.queryByRole('img', { name: 'Bar chart of takings (money received) by day' }),
    ).toBeNull();
  });

  test('a refused report is said, not drawn', async () => {
    renderReportView(<SalesReportView range={{}} />, {
      reportSales: () =>
        Response.json({ error: { message: 'You are not allowed to do this' } }, { status: 403 }),
    });
    expect(
      await screen.findByText(
        'The sales report could not be loaded: You are not allowed to do this',
        {},
        SLOW,
      ),
    ).toBeTruthy();
  });
});

describe('the Sales report CSV', () => {
  const columns = <Row,>(
    built: { label: string; csv: (row: Row) => string | number | null | undefined }[],
  ) => built.map((column) => ({ header: translate(column.label), value: column.csv }));

  test('writes the statement with amounts as plain numbers that add up to the sales', () => {
    expect(
      csvText(columns(statementColumns(kenya, translate)), statementLines(salesReport().totals)),
    ).toBe(
      'Line,Amount\r\nServices,8000\r\nProducts,3000\r\nMemberships,1000\r\nVouchers,0\r\nPackages,0\r\nDiscounts,-500\r\nSales,11500\r\n',
    );
  });

  test('writes the takings per method and their total', () => {
    expect(csvText(columns(takingsColumns(kenya, translate)), takingsLines(salesReport()))).toBe(
      'Payment method,Received,Refunded,Takings\r\nCash,5000,700,4300\r\nCard,0,0,0\r\nM-Pesa,6500,0,6500\r\nAll methods,11500,700,10800\r\n',
    );
  });

  test('names unassigned sales, quotes commas and neutralises a formula', () => {
    expect(csvText(columns(staffColumns(kenya, translate)), salesReport().byStaff)).toBe(
      'Staff member,Lines sold,Amount\r\nAchieng Odhiambo,4,8000\r\nUnassigned,3,4000\r\n',
    );
    expect(csvText(columns(itemColumns(kenya, 'byService')), salesReport().byService)).toBe(
      'Service,Quantity,Amount\r\n"Gel Manicure, deluxe",4,8000\r\n',
    );
    expect(csvText(columns(itemColumns(kenya, 'byProduct')), salesReport().byProduct)).toBe(
      "Product,Quantity,Amount\r\n'=Argan Oil,2,3000\r\n",
    );
  });
});
