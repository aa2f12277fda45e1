import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Receipt, ReceiptSent } from '../../../registry/receipts';
import { businesses, clients, outboxMessages, receiptLinks } from '../../../server/db/schema';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { payCart, seedSaleItems, type SaleItems, type SaleSession } from '../support/orders';
import { setupTestApp } from '../support/testApp';
import { insertSaleInvoice, makeMpesaPayment, setBusinessTax, setOrderTax } from './support';

const context = setupTestApp();
let kenya: TestBusiness;
let kenyaSession: SaleSession;
let kenyaItems: SaleItems;
let other: TestBusiness;

const sessionOf = (business: TestBusiness): SaleSession => ({
  app: context.app,
  database: context.database,
  cookie: business.owner.cookie,
  businessId: business.businessId,
});

const receiptCall = (business: TestBusiness, orderId: string, suffix = '') =>
  send(
    context.app,
    'GET',
    withQuery(`/v1/order/${orderId}/receipt${suffix}`, { businessId: business.businessId }),
    { cookie: business.owner.cookie },
  );
const receiptOf = async (business: TestBusiness, orderId: string) => {
  const response = await receiptCall(business, orderId);
  expect(response.statusCode, response.body).toBe(200);
  return body<{ receipt: Receipt }>(response).receipt;
};
const sendCall = (business: TestBusiness, orderId: string, channel: string) =>
  send(context.app, 'POST', `/v1/order/${orderId}/receipt-send`, {
    cookie: business.owner.cookie,
    payload: { businessId: business.businessId, channel },
  });

const CONTROL_UNIT = {
  controlUnitId: 'KRACU0100000001',
  receiptNo: 42,
  totalReceiptNo: 42,
  internalData: 'INTERNALDATA4567ABCD',
  receiptSignature: 'SIGNATURE1234ABCD',
  signedAt: '2026-11-28T09:30:00.000Z',
  qrUrl:
    'https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567X00SIG',
};

/** A Kenyan sale of one cut (KES 1,500, band B) paid by M-Pesa. */
const kenyanSale = async () => {
  const order = await payCart(
    { ...kenyaSession, clientId: kenyaItems.clientId },
    [kenyaItems.entries.service],
    [{ method: 'cash', amount: kenyaItems.prices.service }],
  );
  await makeMpesaPayment(context.database, order, 'QKT1ABC2DE');
  const { bands, tax, total } = await setOrderTax(context.database, order, 'B', 16, [206.9], {
    name: 'Wanjiku Ltd',
    taxId: 'P000111222Z',
  });
  return { order, bands, tax, total };
};

beforeAll(async () => {
  [kenya, other] = await Promise.all([
    createBusiness(context.app, 'Nairobi Cuts'),
    createBusiness(context.app, 'Elsewhere'),
  ]);
  kenyaSession = sessionOf(kenya);
  kenyaItems = await seedSaleItems(kenyaSession);
  await setBusinessTax(context.database, kenya.businessId, 'KE', {
    legalName: 'Nairobi Cuts Limited',
    phone: '+254700000001',
    kraPin: 'P051234567X',
    vatRegistered: true,
  });
  await context.database.db
    .update(businesses)
    .set({ smsBalance: 100 })
    .where(eq(businesses.id, kenya.businessId));
});

describe('a Kenyan receipt', () => {
  it('carries the PIN, the control unit data, the QR code and the M-Pesa code', async () => {
    const { order, bands, tax, total } = await kenyanSale();
    await insertSaleInvoice(context.database, order, {
      country: 'KE',
      invoiceNo: 7,
      state: 'accepted',
      bands,
      tax,
      total,
      controlUnit: CONTROL_UNIT,
    });
    const receipt = await receiptOf(kenya, order._id);
    expect(receipt.title).toBe('Tax invoice');
    expect(receipt.seller).toMatchObject({
      legalName: 'Nairobi Cuts Limited',
      address: '12 Moi Avenue',
      phone: '+254700000001',
      taxId: { label: 'KRA PIN', value: 'P051234567X' },
    });
    expect(receipt.invoiceNo).toBe(7);
    expect(receipt.buyer).toEqual({ name: 'Wanjiku Ltd', taxId: 'P000111222Z' });
    expect(receipt.lines[0]).toMatchObject({
      band: 'B',
      bandLabel: 'B 16%',
      taxed: true,
      tax: 206.9,
    });
    expect(receipt.bands).toEqual([
      { band: 'B', label: 'B 16%', rate: 16, taxable: 1500, tax: 206.9 },
    ]);
    expect(receipt.taxLine).toBe('VAT: KES 206.90');
    expect(receipt.payments[0]).toMatchObject({ label: 'M-Pesa', reference: 'QKT1ABC2DE' });
    expect(receipt.etims).toMatchObject({
      state: 'accepted',
      controlUnitId: CONTROL_UNIT.controlUnitId,
      cuInvoiceNo: `${CONTROL_UNIT.controlUnitId}/42`,
      internalData: CONTROL_UNIT.internalData,
      receiptSignature: CONTROL_UNIT.receiptSignature,
      // 09:30 UTC in Nairobi.
      signedAt: '2026-11-28 12:30:00',
      qrUrl: CONTROL_UNIT.qrUrl,
    });
    expect(receipt.etims?.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(receipt.notices).toEqual([]);
  });

  it('says the eTIMS invoice is pending until the control unit accepts it', async () => {
    const { order, bands, tax, total } = await kenyanSale();
    await insertSaleInvoice(context.database, order, {
      country: 'KE',
      invoiceNo: 8,
      state: 'pending',
      bands,
      tax,
      total,
    });
    const receipt = await receiptOf(kenya, order._id);
    expect(receipt.notices).toContain('eTIMS invoice pending');
    expect(receipt.etims).toMatchObject({ state: 'pending', controlUnitId: null, qrImage: null });
  });

  it('is a PDF on an 80 mm roll and on A4', async () => {
    const { order } = await kenyanSale();
    for (const suffix of ['.pdf', '.pdf?paper=a4']) {
      const [path, paper] = suffix.split('?');
      const response = await send(
        context.app,
        'GET',
        `/v1/order/${order._id}/receipt${path}?businessId=${kenya.businessId}${paper ? `&${paper}` : ''}`,
        { cookie: kenya.owner.cookie },
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(response.rawPayload.length).toBeGreaterThan(1000);
    }
    const wrongPaper = await send(
      context.app,
      'GET',
      `/v1/order/${order._id}/receipt.pdf?businessId=${kenya.businessId}&paper=letter`,
      { cookie: kenya.owner.cookie },
    );
    expect(wrongPaper.statusCode).toBe(400);
  });

  it("is another business's 404", async () => {
    const { order } = await kenyanSale();
    expect((await receiptCall(other, order._id)).statusCode).toBe(404);
    expect((await receiptCall(other, order._id, '.pdf')).statusCode).toBe(404);
    expect((await sendCall(other, order._id, 'sms')).statusCode).toBe(404);
    expect((await receiptCall(kenya, 'not-an-id')).statusCode).toBe(404);
    expect((await sendCall(kenya, 'not-an-id', 'sms')).statusCode).toBe(404);
  });
});

const outboxOfClient = (businessId: string, clientId: string) =>
  context.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.businessId, businessId), eq(outboxMessages.clientId, clientId)));

describe('sending the receipt to the client', () => {
  const linkIn = (words: string) => /\/receipt\/([\w-]+)/.exec(words)?.[1];

  it.each(['sms', 'whatsapp', 'email'] as const)(
    'by %s queues one message with a link that opens the PDF signed out',
    async (channel) => {
      const { order } = await kenyanSale();
      const before = (await outboxOfClient(kenya.businessId, kenyaItems.clientId)).length;
      const response = await sendCall(kenya, order._id, channel);
      expect(response.statusCode, response.body).toBe(200);
      const sent = body<{ receiptSent: ReceiptSent }>(response).receiptSent;
      expect(sent.channel).toBe(channel);
      expect(new Date(sent.expiresAt).getTime() - Date.now()).toBeGreaterThan(89 * 86_400_000);
      const rows = await outboxOfClient(kenya.businessId, kenyaItems.clientId);
      expect(rows).toHaveLength(before + 1);
      const row = rows.at(-1)!;
      expect(row.channel).toBe(channel);
      const token = linkIn(row.body)!;
      expect(token).toBeTruthy();
      if (channel === 'whatsapp')
        expect(row.whatsappTemplate?.parameters.at(-1)).toContain(`/receipt/${token}`);
      if (channel === 'email') {
        expect(row.subject).toContain(String(order.orderNo));
        expect(row.body).toContain('KRA PIN: P051234567X');
      }
      const [link] = await context.database.db
        .select()
        .from(receiptLinks)
        .where(eq(receiptLinks.orderId, order._id));
      expect(link!.tokenHash).not.toBe(token);
      const opened = await send(context.app, 'GET', `/receipt/${token}`);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('application/pdf');
      expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    },
  );

  it('the receipt e-mail of the order screen carries the PIN, the invoice number, the VAT and the M-Pesa code', async () => {
    const { order, bands, tax, total } = await kenyanSale();
    await insertSaleInvoice(context.database, order, {
      country: 'KE',
      invoiceNo: 9,
      state: 'accepted',
      bands,
      tax,
      total,
      controlUnit: CONTROL_UNIT,
    });
    const response = await send(context.app, 'POST', `/v1/order/${order._id}/receipt-email`, {
      cookie: kenya.owner.cookie,
      payload: { businessId: kenya.businessId },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = (await outboxOfClient(kenya.businessId, kenyaItems.clientId)).at(-1)!;
    for (const part of ['KRA PIN: P051234567X', 'Invoice no.: 9', 'VAT: KES 206.90', 'QKT1ABC2DE'])
      expect(row.body).toContain(part);
  });

  it("writes to the client in the client's language", async () => {
    await context.database.db
      .update(clients)
      .set({ language: 'sw' })
      .where(eq(clients.id, kenyaItems.clientId));
    const { order } = await kenyanSale();
    expect((await sendCall(kenya, order._id, 'sms')).statusCode).toBe(200);
    const row = (await outboxOfClient(kenya.businessId, kenyaItems.clientId)).at(-1)!;
    expect(row.body).toContain('Risiti yako');
    await context.database.db
      .update(clients)
      .set({ language: null })
      .where(eq(clients.id, kenyaItems.clientId));
  });

  it('refuses an unknown channel and a client without the address, sending nothing', async () => {
    const { order } = await kenyanSale();
    const before = (await outboxOfClient(kenya.businessId, kenyaItems.clientId)).length;
    const fax = await sendCall(kenya, order._id, 'fax');
    expect(fax.statusCode).toBe(422);
    expect(body<ErrorBody>(fax).error.fields?.channel).toBeTruthy();
    await context.database.db
      .update(clients)
      .set({ email: '' })
      .where(eq(clients.id, kenyaItems.clientId));
    const noEmail = await sendCall(kenya, order._id, 'email');
    expect(noEmail.statusCode).toBe(422);
    expect(body<ErrorBody>(noEmail).error.fields?.channel).toBe(
      'This client has no e-mail address',
    );
    expect(await outboxOfClient(kenya.businessId, kenyaItems.clientId)).toHaveLength(before);
    const links = await context.database.db
      .select()
      .from(receiptLinks)
      .where(eq(receiptLinks.orderId, order._id));
    expect(links).toHaveLength(0);
  });

  it('answers an unknown or expired link with a page that names nothing', async () => {
    const unknown = await send(context.app, 'GET', '/receipt/not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
    const { order } = await kenyanSale();
    await context.database.db
      .update(clients)
      .set({ email: 'amina@example.test' })
      .where(eq(clients.id, kenyaItems.clientId));
    await sendCall(kenya, order._id, 'email');
    const row = (await outboxOfClient(kenya.businessId, kenyaItems.clientId)).at(-1)!;
    await context.database.db
      .update(receiptLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(receiptLinks.orderId, order._id));
    const expired = await send(context.app, 'GET', `/receipt/${linkIn(row.body)}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).not.toContain('Amina');
  });
});
