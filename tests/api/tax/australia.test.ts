import { beforeAll, describe, expect, it } from 'vitest';
import { body, type ErrorBody } from '../support/http';
import { setupTestApp } from '../support/testApp';
import { orderOf, taxedBusiness, type TaxedBusiness } from './support';

const context = setupTestApp();
let sydney: TaxedBusiness;
let unregistered: TaxedBusiness;

const ordersOf = async (businessId: string) =>
  Number(
    (
      await context.database.query('select count(*) as n from orders where business_id = $1', [
        businessId,
      ])
    ).rows[0]!.n,
  );

beforeAll(async () => {
  sydney = await taxedBusiness(context, 'AU', true);
  unregistered = await taxedBusiness(context, 'AU', false);
  await sydney.classify('products', sydney.items.productId, 'FRE');
});

describe('tax on an Australian sale', () => {
  it('takes 1/11 of the GST lines as GST, none of the GST-free ones, and issues the tax invoice at once', async () => {
    const { entries } = sydney.items;
    // 116 (FRE) + 1500 (GST) + 2500 voucher (untaxed) = 4,116: A$1,000 or more names the buyer.
    const response = await sydney.checkout([entries.product, entries.service, entries.voucher], {
      payments: [{ method: 'card', amount: 4116 }],
      buyer: { name: 'Harbour Bridal Pty Ltd', taxId: null },
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = orderOf(response);
    expect(order.taxBands).toEqual([
      { band: 'GST', rate: 10, taxable: 1500, tax: 136.36 },
      { band: 'FRE', rate: 0, taxable: 2616, tax: 0 },
    ]);
    expect(order.tax).toBe(136.36);
    expect(order.buyerName).toBe('Harbour Bridal Pty Ltd');
    expect(order.invoices).toMatchObject([
      { kind: 'sale', state: 'issued', currency: 'AUD', total: 4116, tax: 136.36 },
    ]);
  });

  it('refuses A$1,200 with no buyer and writes nothing; a name or an ABN is enough', async () => {
    const { entries } = sydney.items;
    // A$1,500 less A$300 off the line.
    const cart = [{ ...entries.service, discount: 300 }];
    const payments = [{ method: 'cash', amount: 1200 }];
    const before = await ordersOf(sydney.session.businessId);
    const refused = await sydney.checkout(cart, { payments });
    expect(refused.statusCode).toBe(422);
    expect(body<ErrorBody>(refused).error.fields).toHaveProperty(['buyer.name']);
    const badAbn = await sydney.checkout(cart, {
      payments,
      buyer: { taxId: '51 824 753 557' },
    });
    expect(badAbn.statusCode).toBe(422);
    expect(body<ErrorBody>(badAbn).error.fields).toHaveProperty(['buyer.taxId']);
    expect(await ordersOf(sydney.session.businessId)).toBe(before);

    const byAbn = await sydney.checkout(cart, {
      payments,
      buyer: { name: null, taxId: '51 824 753 556' },
    });
    expect(byAbn.statusCode, byAbn.body).toBe(201);
    expect(orderOf(byAbn)).toMatchObject({ buyerName: null, buyerTaxId: '51824753556' });
  });

  it('needs no buyer under A$1,000, and a business not registered for GST charges none', async () => {
    const small = await sydney.checkout([sydney.items.entries.product], {
      payments: [{ method: 'cash', amount: 116 }],
    });
    expect(small.statusCode, small.body).toBe(201);
    const untaxed = await unregistered.checkout(
      [unregistered.items.entries.service, unregistered.items.entries.membership],
      { payments: [{ method: 'cash', amount: 6500 }] },
    );
    expect(untaxed.statusCode, untaxed.body).toBe(201);
    const order = orderOf(untaxed);
    expect(order.tax).toBe(0);
    expect(order.taxBands).toEqual([{ band: 'FRE', rate: 0, taxable: 6500, tax: 0 }]);
    expect(order.invoices).toMatchObject([{ state: 'issued', tax: 0, total: 6500 }]);
  });

  it('credits a full refund as a note equal to the refund, per band', async () => {
    const { entries } = sydney.items;
    const sold = orderOf(
      await sydney.checkout([entries.product, entries.service], {
        payments: [{ method: 'card', amount: 1616 }],
        buyer: { name: 'Coogee Weddings' },
      }),
    );
    const refunded = orderOf(await sydney.refund(sold._id, { amount: 1616, method: 'card' }));
    const credit = refunded.invoices.find((note) => note.kind === 'credit')!;
    expect(credit).toMatchObject({
      state: 'issued',
      total: 1616,
      tax: 136.36,
      buyerName: 'Coogee Weddings',
      originalInvoiceNo: sold.invoices[0]!.invoiceNo,
    });
  });
});
