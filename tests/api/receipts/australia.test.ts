import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Receipt } from '../../../registry/receipts';
import { users } from '../../../server/db/schema';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery } from '../support/http';
import { payCart, seedSaleItems, type SaleSession } from '../support/orders';
import { setupTestApp } from '../support/testApp';
import { insertSaleInvoice, setBusinessTax, setOrderTax } from './support';

const context = setupTestApp();

const receiptOf = async (business: TestBusiness, orderId: string) => {
  const response = await send(
    context.app,
    'GET',
    withQuery(`/v1/order/${orderId}/receipt`, { businessId: business.businessId }),
    { cookie: business.owner.cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return body<{ receipt: Receipt }>(response).receipt;
};

/** An Australian business selling one product at `price`, registered for GST or not. */
const sydneySale = async (price: string, registered: boolean) => {
  const business = await createBusiness(context.app, 'Sydney Style');
  const session: SaleSession = {
    app: context.app,
    database: context.database,
    cookie: business.owner.cookie,
    businessId: business.businessId,
  };
  const registration = (gstRegistered: boolean) =>
    setBusinessTax(
      context.database,
      business.businessId,
      'AU',
      { legalName: 'Sydney Style Pty Ltd', abn: '51824753556', gstRegistered },
      '1 George St, Sydney NSW 2000',
    );
  // Sold before the registration, so the checkout asks no buyer: each test writes the tax it reads.
  await registration(false);
  const items = await seedSaleItems(session, { productPrice: price });
  const order = await payCart(
    { ...session, clientId: items.clientId },
    [items.entries.product],
    [{ method: 'card', amount: Number(price) }],
  );
  await registration(registered);
  return { business, order };
};

describe('an Australian receipt', () => {
  it('of A$1,200 with its buyer is a tax invoice with the ABN, the buyer and the GST', async () => {
    const { business, order } = await sydneySale('1200.00', true);
    const { bands, tax, total } = await setOrderTax(context.database, order, 'GST', 10, [109.09], {
      name: 'Harbour Events Pty Ltd',
      taxId: '33102417032',
    });
    await insertSaleInvoice(context.database, order, {
      country: 'AU',
      invoiceNo: 1,
      state: 'issued',
      bands,
      tax,
      total,
    });
    const receipt = await receiptOf(business, order._id);
    expect(receipt.title).toBe('Tax invoice');
    expect(receipt.seller.taxId).toEqual({ label: 'ABN', value: '51824753556' });
    expect(receipt.invoiceNo).toBe(1);
    expect(receipt.buyer).toEqual({ name: 'Harbour Events Pty Ltd', taxId: '33102417032' });
    expect(receipt.lines[0]).toMatchObject({ bandLabel: 'GST', taxed: true });
    // 1200 / 11 = 109.0909...: not exactly a cent amount, so the GST is stated.
    expect(receipt.taxLine).toBe('GST: AUD 109.09');
    expect(receipt.etims).toBeNull();
    expect(receipt.notices).toEqual([]);
  });

  it('asks for the buyer from A$1,000 when none was given', async () => {
    const { business, order } = await sydneySale('1200.00', true);
    await setOrderTax(context.database, order, 'GST', 10, [109.09]);
    const receipt = await receiptOf(business, order._id);
    expect(receipt.buyer).toBeNull();
    expect(receipt.notices).toContain(
      "A tax invoice of A$1,000 or more must show the buyer's name or ABN",
    );
  });

  it('says "Total price includes GST" where the GST is exactly 1/11 of the total', async () => {
    const { business, order } = await sydneySale('110.00', true);
    const { bands, tax, total } = await setOrderTax(context.database, order, 'GST', 10, [10]);
    await insertSaleInvoice(context.database, order, {
      country: 'AU',
      invoiceNo: 1,
      state: 'issued',
      bands,
      tax,
      total,
    });
    const receipt = await receiptOf(business, order._id);
    expect(receipt.title).toBe('Tax invoice');
    expect(receipt.taxLine).toBe('Total price includes GST');
  });

  it('of a business not registered for GST is an invoice that charged no GST', async () => {
    const { business, order } = await sydneySale('95.00', false);
    const { bands, tax, total } = await setOrderTax(context.database, order, 'FRE', 0, [0]);
    await insertSaleInvoice(context.database, order, {
      country: 'AU',
      invoiceNo: 1,
      state: 'issued',
      bands,
      tax,
      total,
    });
    const receipt = await receiptOf(business, order._id);
    expect(receipt.title).toBe('Invoice');
    expect(receipt.notices).toContain('No GST was charged');
    expect(receipt.taxLine).toBeNull();
    expect(receipt.lines[0]).toMatchObject({ bandLabel: 'GST-free', taxed: false });
  });

  it("speaks the caller's language", async () => {
    const { business, order } = await sydneySale('95.00', false);
    await context.database.db
      .update(users)
      .set({ language: 'sw' })
      .where(eq(users.id, business.owner.id));
    const response = await send(
      context.app,
      'GET',
      withQuery(`/v1/order/${order._id}/receipt`, { businessId: business.businessId }),
      { cookie: business.owner.cookie },
    );
    const receipt = body<{ receipt: Receipt }>(response).receipt;
    expect(receipt.language).toBe('sw');
    expect(receipt.labels.total).toBe('Jumla');
  });
});
