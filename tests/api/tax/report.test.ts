import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BandTotal } from '../../../registry/tax';
import type { TaxReport } from '../../../registry/taxInvoices';
import { orders, taxInvoices } from '../../../server/db/schema';
import { addMember, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { createTestApp, type TestContext } from '../support/testApp';
import { businessIn, clientOf } from './support';

let context: TestContext;
let kenyan: TestBusiness;
let australian: TestBusiness;
let invoiceNo = 0;

/** An order and its invoice or credit note, issued at `issuedAt`, its bands in minor units. */
const issue = async (
  business: TestBusiness,
  clientId: string,
  kind: 'sale' | 'credit',
  issuedAt: string,
  bands: BandTotal[],
) => {
  const orderId = uuidv7();
  const total = bands.reduce((sum, band) => sum + band.taxable, 0);
  const tax = bands.reduce((sum, band) => sum + band.tax, 0);
  const money = (minor: number) => (minor / 100).toFixed(2);
  await context.database.db.insert(orders).values({
    businessId: business.businessId,
    id: orderId,
    orderNo: (invoiceNo += 1),
    clientId,
    subtotal: money(total),
    cost: money(total),
    currency: 'KES',
  });
  await context.database.db.insert(taxInvoices).values({
    businessId: business.businessId,
    id: uuidv7(),
    orderId,
    kind,
    invoiceNo,
    state: 'accepted',
    country: 'KE',
    currency: 'KES',
    lines: [],
    bands,
    total: money(total),
    tax: money(tax),
    createdAt: new Date(issuedAt),
  });
};

const reportOf = async (business: TestBusiness, from: string, to: string) => {
  const response = await send(
    context.app,
    'GET',
    withQuery('/v1/report/tax', { businessId: business.businessId, from, to }),
    { cookie: business.owner.cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return body<{ taxReport: TaxReport }>(response).taxReport;
};

beforeAll(async () => {
  context = await createTestApp();
  kenyan = await businessIn(context.app, context.database, 'KE');
  australian = await businessIn(context.app, context.database, 'AU');
  const kenyanClient = await clientOf(context.app, kenyan);
  const australianClient = await clientOf(context.app, australian);
  // Nairobi is UTC+3: 20:59 UTC on the 30th is 23:59 on the 30th; 21:00 UTC is the 1st.
  await issue(kenyan, kenyanClient, 'sale', '2026-10-31T20:59:00Z', [
    { band: 'B', rate: 16, taxable: 116_000, tax: 16_000 },
    { band: 'A', rate: 0, taxable: 50_000, tax: 0 },
  ]);
  await issue(kenyan, kenyanClient, 'sale', '2026-10-31T21:00:00Z', [
    { band: 'B', rate: 16, taxable: 58_000, tax: 8_000 },
  ]);
  await issue(kenyan, kenyanClient, 'sale', '2026-11-30T20:59:00Z', [
    { band: 'E', rate: 8, taxable: 10_800, tax: 800 },
  ]);
  await issue(kenyan, kenyanClient, 'credit', '2026-11-15T09:00:00Z', [
    { band: 'B', rate: 16, taxable: 11_600, tax: 1_600 },
  ]);
  // After the month's last day in Nairobi.
  await issue(kenyan, kenyanClient, 'sale', '2026-11-30T21:00:00Z', [
    { band: 'B', rate: 16, taxable: 999_900, tax: 1_379 },
  ]);
  // Sydney is UTC+11 in November: 12:59 UTC on the 30th is 23:59; 13:00 UTC is 1 December.
  await issue(australian, australianClient, 'sale', '2026-10-31T13:00:00Z', [
    { band: 'GST', rate: 10, taxable: 110_000, tax: 10_000 },
    { band: 'FRE', rate: 0, taxable: 5_000, tax: 0 },
  ]);
  await issue(australian, australianClient, 'sale', '2026-11-30T12:59:00Z', [
    { band: 'GST', rate: 10, taxable: 3_000, tax: 273 },
  ]);
  await issue(australian, australianClient, 'credit', '2026-11-20T01:00:00Z', [
    { band: 'GST', rate: 10, taxable: 11_000, tax: 1_000 },
  ]);
  await issue(australian, australianClient, 'sale', '2026-11-30T13:00:00Z', [
    { band: 'GST', rate: 10, taxable: 77_000, tax: 7_000 },
  ]);
  await issue(australian, australianClient, 'sale', '2026-10-31T12:59:00Z', [
    { band: 'GST', rate: 10, taxable: 77_000, tax: 7_000 },
  ]);
});
afterAll(async () => {
  await context.close();
});

describe('the tax report', () => {
  it("sums a Kenyan month's invoices per band by Nairobi's days, less the credit notes", async () => {
    const report = await reportOf(kenyan, '2026-11-01', '2026-11-30');
    expect(report).toMatchObject({
      country: 'KE',
      currency: 'KES',
      from: '2026-11-01',
      to: '2026-11-30',
      invoices: 2,
      creditNotes: 1,
      bas: null,
    });
    expect(report.bands.map((band) => band.band)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(report.bands.find((band) => band.band === 'B')).toEqual({
      band: 'B',
      rate: 16,
      salesTaxable: 580,
      salesTax: 80,
      creditTaxable: 116,
      creditTax: 16,
      netTaxable: 464,
      netTax: 64,
    });
    expect(report.bands.find((band) => band.band === 'E')).toMatchObject({
      netTaxable: 108,
      netTax: 8,
    });
    expect(report.bands.find((band) => band.band === 'A')?.salesTaxable).toBe(0);
    const october = await reportOf(kenyan, '2026-10-31', '2026-10-31');
    expect(october.bands.find((band) => band.band === 'A')?.salesTaxable).toBe(500);
    expect(october.invoices).toBe(1);
  });

  it("gives an Australian business G1 and 1A by Sydney's days", async () => {
    const report = await reportOf(australian, '2026-11-01', '2026-11-30');
    expect(report.invoices).toBe(2);
    expect(report.creditNotes).toBe(1);
    expect(report.bands.map((band) => band.band)).toEqual(['GST', 'FRE']);
    // 1,100 + 50 + 30 - 110 dollars; 100 + 2.73 - 10 of GST.
    expect(report.bas).toEqual({ g1: 1070, gst1A: 92.73 });
    expect(report.bands[1]).toMatchObject({ band: 'FRE', netTaxable: 50, netTax: 0 });
  });

  it("counts no other business's invoices", async () => {
    const report = await reportOf(kenyan, '2026-01-01', '2026-12-31');
    expect(report.bands.some((band) => band.band === 'GST')).toBe(false);
    expect(report.invoices).toBe(4);
  });

  it('exports the bands as CSV', async () => {
    const response = await send(
      context.app,
      'GET',
      withQuery('/v1/report/tax/export', {
        businessId: kenyan.businessId,
        from: '2026-11-01',
        to: '2026-11-30',
      }),
      { cookie: kenyan.owner.cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Band,Rate (%),Sales (tax included),Tax on sales,Credit notes (tax included),Tax on credit notes,Net sales (tax included),Net tax',
    );
    expect(lines).toContain('B,16,580.00,80.00,116.00,16.00,464.00,64.00');
    expect(lines).toHaveLength(6);
  });

  it('refuses days that are not days, a period ending before it starts, and other callers', async () => {
    const refused = async (query: Record<string, string>, field: string) => {
      const response = await send(
        context.app,
        'GET',
        withQuery('/v1/report/tax', { businessId: kenyan.businessId, ...query }),
        { cookie: kenyan.owner.cookie },
      );
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(Object.keys(body<ErrorBody>(response).error.fields ?? {})).toEqual([field]);
    };
    await refused({ from: '2026-02-30' }, 'from');
    await refused({ from: '1/11/2026' }, 'from');
    await refused({ to: '2026-13-01' }, 'to');
    await refused({ from: '2026-11-02', to: '2026-11-01' }, 'to');
    const unknownKey = await send(
      context.app,
      'GET',
      withQuery('/v1/report/tax', { businessId: kenyan.businessId, startDate: '2026-11-01' }),
      { cookie: kenyan.owner.cookie },
    );
    expect(unknownKey.statusCode).toBe(400);
    const staff = await addMember(context.app, context.database, kenyan.businessId);
    const forbidden = await send(
      context.app,
      'GET',
      withQuery('/v1/report/tax', { businessId: kenyan.businessId }),
      { cookie: staff.cookie },
    );
    expect(forbidden.statusCode).toBe(403);
    const stranger = await send(
      context.app,
      'GET',
      withQuery('/v1/report/tax', { businessId: australian.businessId }),
      { cookie: kenyan.owner.cookie },
    );
    expect(stranger.statusCode).toBe(403);
  });
});
