import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../registry/orders';
import type { TaxReport } from '../../../registry/taxInvoices';
import { localDate } from '../../../server/tenancy/zonedTime';
import { withQuery, send } from '../support/http';
import { setupTestApp } from '../support/testApp';
import { orderOf, taxedBusiness, type TaxedBusiness } from './support';

/**
 * The tax report against the orders it counts: sales made through the checkout in several bands,
 * one of them partly refunded, give per band exactly the orders' own tax less the credit note's.
 */
const context = setupTestApp();
let kenya: TaxedBusiness;

const cents = (amount: number) => Math.round(amount * 100);

beforeAll(async () => {
  kenya = await taxedBusiness(context, 'KE', true);
  await kenya.classify('products', kenya.items.productId, 'E');
  await kenya.classify('memberships', kenya.items.membershipId, 'A');
});

describe('the tax report of a day of sales', () => {
  it('matches the orders band by band, credit notes taken off', async () => {
    const { entries, prices } = kenya.items;
    const sold: Order[] = [];
    // The product at 116 (band E), the service at 1,500 (B), a month's membership at 5,000 (A).
    for (const [cart, total] of [
      [[entries.service, entries.product], prices.service + prices.product],
      [[entries.membership, entries.service], prices.membershipMonthly + prices.service],
      [[entries.product], prices.product],
    ] as const) {
      const response = await kenya.checkout([...cart], {
        payments: [{ method: 'cash', amount: total }],
      });
      expect(response.statusCode, response.body).toBe(201);
      sold.push(orderOf(response));
    }
    const refunded = await kenya.refund(sold[0]!._id, {
      amount: prices.service / 2,
      method: 'cash',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const after = orderOf(refunded);
    const credit = after.invoices.find((invoice) => invoice.kind === 'credit')!;

    const today = localDate(new Date(), 'Africa/Nairobi');
    const response = await send(
      context.app,
      'GET',
      withQuery('/v1/report/tax', { businessId: kenya.session.businessId, from: today, to: today }),
      { cookie: kenya.business.owner.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const report = (JSON.parse(response.body) as { taxReport: TaxReport }).taxReport;

    const expected = new Map<string, { taxable: number; tax: number }>();
    for (const order of sold)
      for (const band of order.taxBands) {
        const sum = expected.get(band.band) ?? { taxable: 0, tax: 0 };
        expected.set(band.band, {
          taxable: sum.taxable + cents(band.taxable),
          tax: sum.tax + cents(band.tax),
        });
      }
    for (const band of credit.bands) {
      const sum = expected.get(band.band)!;
      expected.set(band.band, {
        taxable: sum.taxable - cents(band.taxable),
        tax: sum.tax - cents(band.tax),
      });
    }
    for (const [band, sum] of expected) {
      const row = report.bands.find((one) => one.band === band)!;
      expect({ band, taxable: cents(row.netTaxable), tax: cents(row.netTax) }).toEqual({
        band,
        ...sum,
      });
    }
    expect(report.invoices).toBe(3);
    expect(report.creditNotes).toBe(1);
  });
});
