import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../registry/orders';
import { body, type ErrorBody } from '../support/http';
import { checkoutCalls } from '../support/orders';
import { setupTestApp } from '../support/testApp';
import { orderOf, taxedBusiness, type TaxedBusiness } from './support';

const context = setupTestApp();
let kenya: TaxedBusiness;

const lineOf = (order: Order, kind: string) => order.lines.find((line) => line.kind === kind)!;
const ordersOf = async (businessId: string) =>
  Number(
    (await context.database.query('select count(*) as n from orders where business_id = $1', [
      businessId,
    ]))!.rows[0]!.n,
  );

beforeAll(async () => {
  kenya = await taxedBusiness(context, 'KE', true);
  const { items, classify } = kenya;
  await classify('memberships', items.membershipId, 'E');
  await classify('service_packages', items.servicePackageId, 'A');
  await classify('products', items.productId, 'C');
  // A voucher's class is ignored: multi-purpose vouchers are taxed when used.
  await classify('vouchers', items.voucherId, 'B');
});

describe('tax on a Kenyan VAT-registered sale', () => {
  it('puts each line in its band, totals the bands on the order and issues one pending invoice', async () => {
    const { entries } = kenya.items;
    // 1500 (B) + 116 (C) + 5000 (E) + 4000 (A) + 2500 (voucher, D) = 13,116.
    const response = await kenya.checkout(
      [
        entries.service,
        entries.product,
        entries.membership,
        entries.servicePackage,
        entries.voucher,
      ],
      { payments: [{ method: 'cash', amount: 13116 }] },
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = orderOf(response);
    expect(order.taxBands).toEqual([
      { band: 'A', rate: 0, taxable: 4000, tax: 0 },
      { band: 'B', rate: 16, taxable: 1500, tax: 206.9 },
      { band: 'C', rate: 0, taxable: 116, tax: 0 },
      { band: 'D', rate: 0, taxable: 2500, tax: 0 },
      { band: 'E', rate: 8, taxable: 5000, tax: 370.37 },
    ]);
    expect(order.tax).toBe(577.27);
    expect(order.cost).toBe(13116);
    expect(lineOf(order, 'service')).toMatchObject({ taxBand: 'B', taxRate: 16, tax: 206.9 });
    expect(lineOf(order, 'membership')).toMatchObject({ taxBand: 'E', taxRate: 8, tax: 370.37 });
    expect(lineOf(order, 'servicePackage')).toMatchObject({ taxBand: 'A', tax: 0 });
    expect(lineOf(order, 'product')).toMatchObject({ taxBand: 'C', taxable: 116, tax: 0 });
    expect(lineOf(order, 'voucher')).toMatchObject({ taxBand: 'D', tax: 0 });
    expect(order.invoices).toHaveLength(1);
    const [invoice] = order.invoices;
    expect(invoice).toMatchObject({
      kind: 'sale',
      state: 'pending',
      currency: 'KES',
      total: 13116,
      tax: 577.27,
      originalInvoiceNo: null,
    });
    expect(invoice!.lines).toHaveLength(5);
    expect(invoice!.lines.find((line) => line.kind === 'product')).toMatchObject({
      itemId: kenya.items.variantId,
      itemCode: null,
      band: 'C',
      quantity: 1,
      unitPrice: 116,
    });
    expect(invoice!.lines.find((line) => line.kind === 'service')?.itemId).toBe(
      kenya.items.serviceId,
    );
  });

  it('spreads the order discount over the lines before the tax', async () => {
    const calls = checkoutCalls(kenya.session);
    await calls.emptyCart();
    await calls.updateCart({ clientId: kenya.items.clientId });
    await calls.addEntry({ ...kenya.items.entries.service });
    await calls.addEntry({ ...kenya.items.entries.product });
    expect((await calls.updateCart({ discount: 161.6 })).statusCode).toBe(200);
    const response = await calls.pay([{ method: 'cash', amount: 1454.4 }]);
    expect(response.statusCode, response.body).toBe(201);
    const order = orderOf(response);
    // 10% off each line: 1350 of service (B) and 104.40 of product (C).
    expect(lineOf(order, 'service')).toMatchObject({ taxable: 1350, tax: 186.21 });
    expect(lineOf(order, 'product')).toMatchObject({ taxable: 104.4, tax: 0 });
    expect(order.tax).toBe(186.21);
    expect(order.invoices[0]).toMatchObject({ total: 1454.4, tax: 186.21 });
  });

  it('issues the invoice when the order is paid in full, once, with the next number', async () => {
    const first = orderOf(
      await kenya.checkout([kenya.items.entries.service], {
        payments: [{ method: 'cash', amount: 500 }],
      }),
    );
    expect(first.invoices).toEqual([]);
    const calls = checkoutCalls(kenya.session);
    const paid = orderOf(await calls.retryPayment(first._id, { method: 'cash', amount: 1000 }));
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.invoices).toHaveLength(1);
    const second = orderOf(
      await kenya.checkout([kenya.items.entries.service], {
        payments: [{ method: 'card', amount: 1500 }],
      }),
    );
    expect(second.invoices[0]!.invoiceNo).toBe(paid.invoices[0]!.invoiceNo + 1);
    const { rows } = await context.database.query(
      'select count(*) as n from tax_invoices where business_id = $1 and order_id = $2',
      [kenya.session.businessId, first._id],
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('makes a refund of lines a credit note of their value that references the invoice', async () => {
    const sold = orderOf(
      await kenya.checkout(
        [{ ...kenya.items.entries.service, quantity: 2 }, kenya.items.entries.servicePackage],
        { payments: [{ method: 'cash', amount: 7000 }] },
      ),
    );
    const invoice = sold.invoices[0]!;
    const serviceLine = lineOf(sold, 'service');
    const refunded = orderOf(
      await kenya.refund(sold._id, {
        lines: [{ lineId: serviceLine._id, quantity: 1 }],
        method: 'cash',
      }),
    );
    const credit = refunded.invoices.find((note) => note.kind === 'credit')!;
    expect(credit).toMatchObject({
      kind: 'credit',
      state: 'pending',
      originalInvoiceNo: invoice.invoiceNo,
      total: 1500,
      tax: 206.9,
      bands: [{ band: 'B', rate: 16, taxable: 1500, tax: 206.9 }],
    });
    expect(credit.invoiceNo).toBeGreaterThan(invoice.invoiceNo);
    expect(credit.lines).toMatchObject([{ lineId: serviceLine._id, quantity: 1, band: 'B' }]);

    // Money back with no lines named: every line of the invoice, by its taxable amount.
    const more = orderOf(await kenya.refund(sold._id, { amount: 100, method: 'cash' }));
    const notes = more.invoices.filter((note) => note.kind === 'credit');
    expect(notes).toHaveLength(2);
    const last = notes.at(-1)!;
    expect(last.total).toBe(100);
    expect(last.lines.map((line) => line.taxable).reduce((sum, value) => sum + value, 0)).toBe(100);
    expect(last.bands.map((band) => band.band)).toEqual(['A', 'B']);
  });

  it('refuses a buyer whose id is not a KRA PIN, and writes nothing', async () => {
    const before = await ordersOf(kenya.session.businessId);
    const response = await kenya.checkout([kenya.items.entries.service], {
      payments: [{ method: 'cash', amount: 1500 }],
      buyer: { name: 'Wanjiru Events', taxId: 'A12345' },
    });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toHaveProperty(['buyer.taxId']);
    expect(await ordersOf(kenya.session.businessId)).toBe(before);
    const named = orderOf(
      await kenya.checkout([kenya.items.entries.service], {
        payments: [{ method: 'cash', amount: 1500 }],
        buyer: { name: 'Wanjiru Events', taxId: ' p051234567x ' },
      }),
    );
    expect(named).toMatchObject({ buyerName: 'Wanjiru Events', buyerTaxId: 'P051234567X' });
    expect(named.invoices[0]).toMatchObject({ buyerTaxId: 'P051234567X' });
  });
});
