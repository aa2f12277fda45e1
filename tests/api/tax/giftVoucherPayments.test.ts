import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentInput } from '../../../registry/orders';
import type { ClientVoucher } from '../../../registry/offerings/holdings';
import type { SalesReport } from '../../../registry/reports';
import type { CashUpExpected } from '../../../registry/cashUp';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { checkoutCalls } from '../support/orders';
import { snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';
import { orderOf, taxedBusiness, type TaxedBusiness } from './support';

/**
 * A gift voucher is taxed when it is used, not when it is sold (docs/areas/tax.md): its sale is
 * untaxed money received; paying an order with it puts the order's lines in their bands and
 * issues the invoice, and is never money received again.
 */
const context = setupTestApp();
let kenya: TaxedBusiness;

const get = (path: string, query: Record<string, string> = {}) =>
  send(context.app, 'GET', withQuery(path, { businessId: kenya.business.businessId, ...query }), {
    cookie: kenya.business.owner.cookie,
  });
const calls = () => checkoutCalls(kenya.session);

/** Sells one gift voucher (KES 2,500, two uses) for cash and returns the client's new voucher. */
const sellVoucher = async (): Promise<ClientVoucher> => {
  const sold = await kenya.checkout([kenya.items.entries.voucher], {
    payments: [{ method: 'cash', amount: 2500 }],
  });
  expect(sold.statusCode, sold.body).toBe(201);
  return voucherOf(orderOf(sold).createdAt);
};
const voucherOf = async (soldAfter?: string): Promise<ClientVoucher> => {
  const page = await get('/v1/voucher/client', {
    clientId: kenya.items.clientId,
    limit: '100',
  });
  const docs = body<{ clientVoucherPage: { docs: ClientVoucher[] } }>(page).clientVoucherPage.docs;
  return soldAfter ? docs.find((one) => one.createdAt >= soldAfter)! : docs[0]!;
};
const voucherById = async (id: string) =>
  body<{ clientVoucherPage: { docs: ClientVoucher[] } }>(
    await get('/v1/voucher/client', { clientId: kenya.items.clientId, limit: '100' }),
  ).clientVoucherPage.docs.find((one) => one._id === id)!;
const salesToday = async () =>
  body<{ salesReport: SalesReport }>(await get('/v1/report/sales')).salesReport;
const byVoucher = (code: string, amount: number) => ({ method: 'voucher' as const, amount, code });

beforeAll(async () => {
  kenya = await taxedBusiness(context, 'KE', true);
  // A voucher's own class is ignored: its sale is never taxed.
  await kenya.classify('vouchers', kenya.items.voucherId, 'B');
});

describe('paying with a gift voucher (Kenya, VAT-registered)', () => {
  it('taxes the service the voucher pays for, issues its invoice, and counts no money received', async () => {
    const takingsBefore = (await salesToday()).takings.received;
    const voucher = await sellVoucher();
    expect(voucher).toMatchObject({ value: 2500, spent: 0, balance: 2500, uses: 0 });
    const afterSale = await salesToday();
    expect(afterSale.takings.received).toBe(takingsBefore + 2500);

    // The service (KES 1,500, band B) paid in full by the voucher, its code typed in lower case.
    const paid = await kenya.checkout([kenya.items.entries.service], {
      payments: [byVoucher(` ${voucher.code.toLowerCase()} `, 1500)],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const order = orderOf(paid);
    expect(order).toMatchObject({ paymentStatus: 'paid', balanceDue: 0, tax: 206.9 });
    expect(order.taxBands).toEqual([{ band: 'B', rate: 16, taxable: 1500, tax: 206.9 }]);
    expect(order.payments).toEqual([
      expect.objectContaining({
        method: 'voucher',
        amount: 1500,
        status: 'paid',
        reference: voucher.code.slice(-4),
      }),
    ]);
    expect(order.invoices).toEqual([
      expect.objectContaining({ kind: 'sale', state: 'pending', total: 1500, tax: 206.9 }),
    ]);
    expect(await voucherById(voucher._id)).toMatchObject({ spent: 1500, balance: 1000, uses: 1 });
    const receipt = body<{ receipt: { payments: { label: string; reference: string }[] } }>(
      await get(`/v1/order/${order._id}/receipt`),
    ).receipt;
    expect(receipt.payments).toEqual([
      expect.objectContaining({ label: 'Gift voucher', reference: voucher.code.slice(-4) }),
    ]);

    // Sales grew by the service; money received did not move, and no method row is the voucher's.
    const afterUse = await salesToday();
    expect(afterUse.totals.sales).toBe(afterSale.totals.sales + 1500);
    expect(afterUse.takings).toEqual(afterSale.takings);
    expect(afterUse.byMethod.map((row) => row.method)).toEqual(['cash', 'card', 'm-pesa']);
    const till = body<{ cashUpExpected: CashUpExpected }>(await get('/v1/cash-up/expected'));
    expect(Object.keys(till.cashUpExpected.expected)).toEqual(['cash', 'card', 'm-pesa']);
  });

  it('pays part of an order with what is left and the rest in cash; then the voucher is used up', async () => {
    const voucher = await sellVoucher();
    const first = await kenya.checkout([kenya.items.entries.service], {
      payments: [byVoucher(voucher.code, 1500)],
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await kenya.checkout([kenya.items.entries.service], {
      payments: [byVoucher(voucher.code, 1000), { method: 'cash', amount: 500 }],
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(orderOf(second)).toMatchObject({ paymentStatus: 'paid', tax: 206.9 });
    // eTIMS takes one payment type: the method that paid most, here the voucher ("other").
    const { rows } = await context.database.query(
      'select paid_by from tax_invoices where order_id = $1',
      [orderOf(second)._id],
    );
    expect(rows).toEqual([{ paid_by: 'voucher' }]);
    expect(await voucherById(voucher._id)).toMatchObject({ balance: 0, uses: 2 });
    const check = await send(context.app, 'POST', '/v1/voucher/client/validate', {
      cookie: kenya.business.owner.cookie,
      payload: { businessId: kenya.business.businessId, code: voucher.code },
    });
    expect(body<{ reason: string }>(check).reason).toBe('used_up');
  });

  it.each<[string, (code: string) => PaymentInput[], string]>([
    [
      'more than its balance',
      (code: string) => [byVoucher(code, 1500)],
      'Only 1000.00 is left on this voucher',
    ],
    ['an unknown code', () => [byVoucher('AAAA-BBBB-CCCC', 100)], 'No voucher has this code'],
    ['no code', () => [{ method: 'voucher', amount: 100 }], "Enter the gift voucher's code"],
    [
      'a code with cash',
      (code: string) => [{ method: 'cash', amount: 100, code }],
      'Only a gift voucher payment takes a code',
    ],
  ])('refuses %s with 422 on payments and changes nothing', async (_case, payments, message) => {
    const voucher = await sellVoucher();
    const spent = await kenya.checkout([kenya.items.entries.service], {
      payments: [byVoucher(voucher.code, 1500)],
    });
    expect(spent.statusCode, spent.body).toBe(201);
    await calls().emptyCart();
    await calls().updateCart({ clientId: kenya.items.clientId });
    await calls().addEntry({ ...kenya.items.entries.service });
    const before = await snapshot(context.database, kenya.business.businessId);
    const refused = await calls().pay(payments(voucher.code));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(body<ErrorBody>(refused).error.fields).toEqual({
      payments: message,
    });
    // The refused checkout wrote nothing: no order, no payment, the voucher as it was.
    expect(await snapshot(context.database, kenya.business.businessId)).toEqual(before);
  });

  it('refunds to the voucher: its balance and use come back, a credit note is issued, no money moves', async () => {
    const voucher = await sellVoucher();
    const paid = orderOf(
      await kenya.checkout([kenya.items.entries.service], {
        payments: [byVoucher(voucher.code, 1500)],
      }),
    );
    const takings = (await salesToday()).takings;
    const tooMuch = await kenya.refund(paid._id, { method: 'voucher', amount: 1600 });
    expect(tooMuch.statusCode).toBe(422);
    const refunded = await kenya.refund(paid._id, { method: 'voucher', amount: 1500 });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const order = orderOf(refunded);
    expect(order.paymentStatus).toBe('refunded');
    expect(order.invoices.map((one) => [one.kind, one.total])).toEqual([
      ['sale', 1500],
      ['credit', 1500],
    ]);
    expect(await voucherById(voucher._id)).toMatchObject({ spent: 0, balance: 2500, uses: 0 });
    expect((await salesToday()).takings).toEqual(takings);
    const again = await kenya.refund(paid._id, { method: 'voucher', amount: 1 });
    expect(again.statusCode).toBe(422);
  });

  it('pays an unpaid order later with a voucher; two orders racing for one balance, one wins', async () => {
    const voucher = await sellVoucher();
    const unpaid = async () =>
      orderOf(await kenya.checkout([kenya.items.entries.service], { payments: [] }));
    const [a, b] = [await unpaid(), await unpaid()];
    const results = await Promise.all(
      [a, b].map((order) => calls().retryPayment(order._id, byVoucher(voucher.code, 1500))),
    );
    expect(results.map((one) => one.statusCode).sort()).toEqual([200, 422]);
    const loser = results.find((one) => one.statusCode === 422)!;
    expect(body<ErrorBody>(loser).error.fields).toEqual({
      payment: 'Only 1000.00 is left on this voucher',
    });
    const won = orderOf(results.find((one) => one.statusCode === 200)!);
    expect(won).toMatchObject({ paymentStatus: 'paid' });
    expect(won.invoices).toHaveLength(1);
    expect(await voucherById(voucher._id)).toMatchObject({ balance: 1000, uses: 1 });
  });
});
