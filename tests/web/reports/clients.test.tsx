import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ClientReport } from '../../../registry/reports';
import { businessFormat } from '../../../src/format';
import { i18nProvider } from '../../../src/i18n';
import { clientColumns } from '../../../src/reports/clients/clientColumns';
import { ClientReportView } from '../../../src/reports/clients/ClientReportView';
import { csvText } from '../../../src/reports/csv';
import { page } from '../support/fakeServer';
import { renderReportView, reportClient } from '../support/reports';
import '../../../src/reports/viewTexts';

const SLOW = { timeout: 10_000 };
const NOVEMBER = { startDate: '2026-10-31T21:00:00.000Z', endDate: '2026-11-30T20:59:59.999Z' };
const kenya = businessFormat({ country: 'KE', currency: 'KES', timeZone: 'Africa/Nairobi' });

const WANJIRU = reportClient('wanjiru', 'Wanjiru Kamau', { spent: 9000, orders: 3 });
const ZAWADI = reportClient('zawadi', 'Zawadi Mutua', { email: null, phone: null });
const REPORT: ClientReport = { newClients: 3, returningClients: 5, topClients: [WANJIRU, ZAWADI] };

const replies = (report: ClientReport = REPORT) => ({
  reportClients: () => report,
  reportMostSoldServices: () => [
    { _id: 's1', name: 'Gel Manicure', count: 4, amount: 8000 },
    { _id: 's2', name: 'Haircut', count: 9, amount: 2700 },
  ],
  reportNewClients: (request: { query: URLSearchParams }) =>
    request.query.get('fetchReturning') === 'true'
      ? { ...page([WANJIRU]), total: 1 }
      : { ...page([ZAWADI]), total: 12, page: Number(request.query.get('page')) },
});

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

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Clients report view', () => {
  test('shows new against returning clients, a named chart, and the top clients', async () => {
    const server = renderReportView(<ClientReportView range={NOVEMBER} />, replies());
    // The figures, not the chart's legend, which names the same two groups once drawn.
    const counts = await screen.findByText('New clients', { selector: 'dt' }, SLOW);
    expect(counts.nextElementSibling?.textContent).toBe('3');
    expect(
      screen.getByText('Returning clients', { selector: 'dt' }).nextElementSibling?.textContent,
    ).toBe('5');
    expect(
      screen.getByRole('img', { name: 'Pie chart of new and returning clients' }),
    ).toBeTruthy();
    expect(await rowsOf('Top clients')).toEqual([
      [
        'Wanjiru Kamau',
        'wanjiru@example.com',
        '+254 712 345678',
        '03/11/2026',
        '3',
        'KES 9,000.00',
      ],
      ['Zawadi Mutua', '', '', '03/11/2026', '2', 'KES 4,200.00'],
    ]);
    const query = server.received('GET', '/v1/report/clients')[0]!.query;
    expect([query.get('startDate'), query.get('endDate')]).toEqual([
      NOVEMBER.startDate,
      NOVEMBER.endDate,
    ]);
  });

  test('ranks the most sold services by amount, then by count on the toggle', async () => {
    const server = renderReportView(<ClientReportView range={NOVEMBER} />, replies());
    expect(await rowsOf('Most sold services')).toEqual([
      ['Gel Manicure', '4', 'KES 8,000.00'],
      ['Haircut', '9', 'KES 2,700.00'],
    ]);
    const calls = () =>
      server
        .received('GET', '/v1/sales-ledger/most-sold-services')
        .map((request) => request.query.get('type'));
    expect(calls()).toEqual(['amount']);
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Rank by' })).getByRole('button', { name: 'Count' }),
    );
    await waitFor(() => expect(calls()).toEqual(['amount', 'count']));
    expect(
      server.received('GET', '/v1/sales-ledger/most-sold-services')[1]!.query.get('startDate'),
    ).toBe(NOVEMBER.startDate);
  });

  test('pages the new clients, and the Returning toggle asks for returning ones from the first page', async () => {
    const server = renderReportView(<ClientReportView range={NOVEMBER} />, replies());
    const list = () =>
      server
        .received('GET', '/v1/sales-ledger/new-clients')
        .map(({ query }) => [query.get('page'), query.get('limit'), query.get('fetchReturning')]);
    expect((await rowsOf('Clients in this period'))[0]![0]).toBe('Zawadi Mutua');
    expect(screen.getByText('1-10 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(list().at(-1)).toEqual(['2', '10', null]));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Show' })).getByRole('button', {
        name: 'Returning',
      }),
    );
    await waitFor(() => expect(list().at(-1)).toEqual(['1', '10', 'true']));
    await waitFor(async () =>
      expect((await rowsOf('Clients in this period'))[0]![0]).toBe('Wanjiru Kamau'),
    );
  });

  test('exports every new client of the range (fetchAll), not only the page shown', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const server = renderReportView(<ClientReportView range={NOVEMBER} />, {
      ...replies(),
      reportNewClients: (request) =>
        request.query.get('fetchAll') === 'true'
          ? page([ZAWADI, WANJIRU])
          : { ...page([ZAWADI]), total: 2 },
    });
    await rowsOf('Clients in this period');
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Clients in this period' })).getByRole('button', {
        name: 'Export CSV',
      }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(
      server.received('GET', '/v1/sales-ledger/new-clients').at(-1)!.query.get('fetchAll'),
    ).toBe('true');
    const text = (await saved[0]!.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')).toEqual([
      'Client,E-mail,Phone,First order,Orders,Spent',
      'Zawadi Mutua,,,2026-11-03,2,4200',
      // A leading + is a formula to a spreadsheet: the phone is kept as text, as the server's exports do.
      "Wanjiru Kamau,wanjiru@example.com,'+254712345678,2026-11-03,3,9000",
      '',
    ]);
  });

  test('says when the range has no clients, new or returning', async () => {
    renderReportView(<ClientReportView range={{}} />, {
      ...replies({ newClients: 0, returningClients: 0, topClients: [] }),
      reportMostSoldServices: () => [],
      reportNewClients: () => page([]),
    });
    expect(
      await screen.findByText('No client bought anything in this period.', {}, SLOW),
    ).toBeTruthy();
    expect(
      screen.queryByRole('img', { name: 'Pie chart of new and returning clients' }),
    ).toBeNull();
    expect(await rowsOf('Top clients')).toEqual([['No client spent anything in this period.']]);
    expect(await rowsOf('Most sold services')).toEqual([['No services sold in this period.']]);
    expect(await rowsOf('Clients in this period')).toEqual([
      ['No new clients in this period: a client is new on their first order.'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Returning' }));
    expect(
      await screen.findByText(
        'No returning clients in this period: a client returns when they order again after an earlier order.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
  });

  test('the CSV writes the first order as the business’s day and amounts as plain numbers', () => {
    const columns = clientColumns(kenya).map((column) => ({
      header: i18nProvider.translate(column.label),
      value: column.csv,
    }));
    expect(csvText(columns, [reportClient('c1', '@Achieng, the second', { spent: 1234.5 })])).toBe(
      'Client,E-mail,Phone,First order,Orders,Spent\r\n"\'@Achieng, the second",c1@example.com,\'+254712345678,2026-11-03,2,1234.5\r\n',
    );
  });
});
