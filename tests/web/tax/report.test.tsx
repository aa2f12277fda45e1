import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { TaxReport, TaxReportBand } from '../../../registry/taxInvoices';
import { TaxReportView } from '../../../src/tax';
import { ownerOf } from '../support/fakeServer';
import { renderWithServer, sydneySalon } from './support';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const band = (patch: Partial<TaxReportBand> & Pick<TaxReportBand, 'band' | 'rate'>) => ({
  salesTaxable: 0,
  salesTax: 0,
  creditTaxable: 0,
  creditTax: 0,
  netTaxable: 0,
  netTax: 0,
  ...patch,
});

const KENYA: TaxReport = {
  country: 'KE',
  currency: 'KES',
  from: '2026-11-01',
  to: '2026-11-30',
  bands: [
    band({ band: 'A', rate: 0 }),
    band({
      band: 'B',
      rate: 16,
      salesTaxable: 5800,
      salesTax: 800,
      creditTaxable: 1160,
      creditTax: 160,
      netTaxable: 4640,
      netTax: 640,
    }),
  ],
  invoices: 2,
  creditNotes: 1,
  bas: null,
};

// Nairobi days: 1 November 00:00 EAT to the end of the 30th.
const NOVEMBER_IN_NAIROBI = {
  startDate: '2026-10-31T21:00:00.000Z',
  endDate: '2026-11-30T21:00:00.000Z',
};

describe('the tax report', () => {
  test("sends the range as the business's days and shows a row per band", async () => {
    const server = renderWithServer(<TaxReportView range={NOVEMBER_IN_NAIROBI} />, {
      taxReport: () => KENYA,
    });
    const table = await screen.findByRole('table', { name: 'Tax report' });
    const query = server.received('GET', '/v1/report/tax')[0]!.query;
    expect([query.get('from'), query.get('to')]).toEqual(['2026-11-01', '2026-11-30']);
    expect(screen.getByText('VAT per eTIMS band')).toBeTruthy();
    const standard = within(table).getByRole('rowheader', {
      name: 'Standard (B, 16%)',
    }).parentElement!;
    expect(standard.textContent).toContain('5,800.00');
    expect(standard.textContent).toContain('1,160.00');
    expect(standard.textContent).toContain('4,640.00');
    expect(standard.textContent).toContain('KES');
    expect(within(table).getByRole('rowheader', { name: 'Exempt (A)' })).toBeTruthy();
    expect(screen.getByText(/2 invoices and 1 credit notes/)).toBeTruthy();
    expect(screen.queryByText('For the BAS')).toBeNull();
  });

  test('gives an Australian business G1 and 1A, and exports the CSV', async () => {
    const save = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:tax');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const server = renderWithServer(
      <TaxReportView range={{}} />,
      {
        taxReport: () => ({
          ...KENYA,
          country: 'AU',
          currency: 'AUD',
          bands: [
            band({ band: 'GST', rate: 10, netTaxable: 1020, netTax: 92.73 }),
            band({ band: 'FRE', rate: 0, netTaxable: 50 }),
          ],
          bas: { g1: 1070, gst1A: 92.73 },
        }),
        taxReportExport: () =>
          new Response('Band\r\n', { headers: { 'content-type': 'text/csv' } }),
      },
      ownerOf(sydneySalon),
    );
    await screen.findByText('GST and the BAS');
    const bas = screen.getByText('For the BAS').parentElement!;
    expect(within(bas).getByText('G1 Total sales (GST included)').nextSibling!.textContent).toMatch(
      /1,070\.00/,
    );
    expect(within(bas).getByText('1A GST on sales').nextSibling!.textContent).toMatch(/92\.73/);
    expect(screen.getByRole('rowheader', { name: 'GST-free' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(server.received('GET', '/v1/report/tax/export')).toHaveLength(1));
    await waitFor(() => expect(save).toHaveBeenCalled());
  });
});
