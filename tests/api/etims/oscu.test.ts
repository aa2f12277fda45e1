import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxInvoice } from '../../../registry/taxInvoices';
import { etimsDevices, taxInvoices } from '../../../server/db/schema';
import { openSecret, readEtimsConfig, sealSecret, type SaleRequest } from '../../../server/etims';
import { startOscuServer, type OscuServer } from '../../support/oscuServer';
import { createBusiness } from '../support/accounts';
import { body, send } from '../support/http';
import { KRA_PIN, startEtimsFixture, type EtimsFixture } from './support';

/** Protocol-level, against a local server speaking KRA's OSCU protocol (docs/areas/etims.md). */
const KEY_SECRET = 'test-etims-key-secret';
let oscu: OscuServer;
let fixture: EtimsFixture;

beforeAll(async () => {
  oscu = await startOscuServer();
  fixture = await startEtimsFixture(
    readEtimsConfig({ ETIMS_URL: oscu.url, ETIMS_KEY_SECRET: KEY_SECRET }),
  );
});
afterAll(async () => {
  await fixture?.close();
  await oscu?.close();
});

const minutes = (from: Date, count: number) => new Date(from.getTime() + count * 60_000);
const saleNumbered = (invoiceNo: number): SaleRequest =>
  oscu.sales().findLast((sale) => sale.invcNo === invoiceNo)!;
const retry = (
  id: string,
  businessId = fixture.session.businessId,
  cookie = fixture.session.cookie,
) => send(fixture.app, 'POST', `/v1/tax-invoices/${id}/retry`, { cookie, payload: { businessId } });

describe('eTIMS through the online control unit', () => {
  it('initialises the device once, keeping only the sealed communication key', async () => {
    const invoice = await fixture.issue();
    await fixture.runSubmission(new Date());
    await fixture.runSubmission(new Date());

    const [device] = await fixture.database.db
      .select()
      .from(etimsDevices)
      .where(eq(etimsDevices.businessId, fixture.session.businessId));
    const sentKey = oscu.calls.find((call) => call.name === 'saveItem')!.headers.cmckey as string;
    expect(sentKey).toMatch(/^\w{16,}$/);
    expect(device!.kraPin).toBe(KRA_PIN);
    expect(device!.communicationKeyEncrypted).not.toContain(sentKey);
    expect(JSON.stringify(device)).not.toContain(sentKey);
    expect(openSecret(device!.communicationKeyEncrypted, KEY_SECRET)).toBe(sentKey);
    expect(oscu.calls.filter((call) => call.name === 'selectInitOsdcInfo')).toHaveLength(1);
    expect((await fixture.invoice(invoice.id)).state).toBe('accepted');
  });

  it('sends a sale with its bands in major units and keeps the control unit data', async () => {
    const invoice = await fixture.issue({ product: true, paidBy: 'm-pesa' });
    await fixture.runSubmission(new Date());

    const sale = saleNumbered(invoice.invoiceNo);
    expect(sale).toMatchObject({
      invcNo: invoice.invoiceNo,
      orgInvcNo: 0,
      rcptTyCd: 'S',
      salesTyCd: 'N',
      // Mobile money: the method that paid it.
      pmtTyCd: '06',
      totItemCnt: 2,
      taxblAmtB: 1660,
      taxRtB: 16,
      taxAmtB: 228.97,
      taxblAmtA: 0,
      totTaxblAmt: 1660,
      totTaxAmt: 228.97,
      totAmt: 1660,
    });
    expect(sale.itemList[1]).toMatchObject({
      qty: 2,
      prc: 275,
      splyAmt: 550,
      dcAmt: 50,
      totAmt: 500,
    });
    expect(sale.itemList[1]!.itemCd).toMatch(/^KE2NTXU\d{7}$/);
    expect(sale.itemList[0]!.itemCd).toMatch(/^KE3NTXU\d{7}$/);

    const accepted = await fixture.invoice(invoice.id);
    expect(accepted.state).toBe('accepted');
    expect(accepted.attempts).toBe(1);
    const unit = accepted.controlUnit!;
    expect(unit.controlUnitId).toMatch(/^KRACU/);
    expect(unit.receiptNo).toBeGreaterThan(0);
    expect(unit.receiptSignature).toHaveLength(16);
    expect(unit.internalData).toHaveLength(26);
    expect(new Date(unit.signedAt).getTime()).not.toBeNaN();
    expect(unit.qrUrl).toBe(
      `https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=${KRA_PIN}00${unit.receiptSignature}`,
    );
    // The goods left stock: reported after acceptance.
    const movement = oscu.calls.findLast((call) => call.name === 'insertStockIO')!.body;
    expect(movement).toMatchObject({
      sarNo: invoice.invoiceNo,
      sarTyCd: '11',
      totItemCnt: 1,
      totAmt: 500,
    });
    expect(unit.stockReported).toBe(true);
  });

  it('saves an item again when its band changed since it was registered, so the sale is accepted', async () => {
    const first = await fixture.issue();
    await fixture.runSubmission(new Date());
    expect((await fixture.invoice(first.id)).state).toBe('accepted');
    // The service moved to band E (8%) after its first sale.
    const second = await fixture.issue();
    const lines = second.lines.map((line) => ({ ...line, band: 'E' as const, rate: 8, tax: 8593 }));
    await fixture.database.db
      .update(taxInvoices)
      .set({ lines, bands: [{ band: 'E', rate: 8, taxable: 116000, tax: 8593 }], tax: '85.93' })
      .where(eq(taxInvoices.id, second.id));
    await fixture.runSubmission(new Date());

    expect((await fixture.invoice(second.id)).state).toBe('accepted');
    const code = saleNumbered(second.invoiceNo).itemList[0]!.itemCd;
    expect(saleNumbered(first.invoiceNo).itemList[0]!.itemCd).toBe(code);
    const saved = oscu.calls
      .filter((call) => call.name === 'saveItem')
      .map((call) => call.body as { itemCd: string; taxTyCd: string })
      .filter((item) => item.itemCd === code);
    expect(saved.map((item) => item.taxTyCd)).toEqual(['B', 'E']);
  });

  it('sends a goods movement again after its back-off when it did not reach KRA, once it does', async () => {
    const start = new Date(Date.now() + 48 * 3600_000);
    oscu.failStock(true);
    const invoice = await fixture.issue({ product: true, at: start });
    await fixture.runSubmission(start);
    const accepted = await fixture.invoice(invoice.id);
    expect(accepted.state).toBe('accepted');
    expect(accepted.controlUnit).toMatchObject({ stockReported: false, stockAttempts: 1 });
    const movementsOf = () =>
      oscu.calls.filter(
        (call) =>
          call.name === 'insertStockIO' &&
          (call.body as { sarNo: number }).sarNo === invoice.invoiceNo,
      ).length;
    expect(movementsOf()).toBe(1);

    // Half a minute later it is not due yet; two minutes later it is, and fails again.
    await fixture.runSubmission(minutes(start, 0.5));
    expect(movementsOf()).toBe(1);
    await fixture.runSubmission(minutes(start, 2));
    expect(movementsOf()).toBe(2);
    expect((await fixture.invoice(invoice.id)).controlUnit).toMatchObject({
      stockReported: false,
      stockAttempts: 2,
    });
    oscu.failStock(false);
    await fixture.runSubmission(minutes(start, 5));
    expect(movementsOf()).toBe(3);
    const reported = await fixture.invoice(invoice.id);
    expect(reported.controlUnit).toMatchObject({ stockReported: true, stockAttempts: 3 });
    expect(reported.state).toBe('accepted');
    await fixture.runSubmission(minutes(start, 60));
    expect(movementsOf()).toBe(3);
  });

  it('sends a credit note naming its invoice, after the invoice is accepted', async () => {
    const original = await fixture.issue({ product: true });
    const credit = await fixture.issue({ original, paidBy: 'cash' });
    await fixture.runSubmission(new Date());

    expect(saleNumbered(original.invoiceNo).pmtTyCd).toBe('07');
    expect(saleNumbered(credit.invoiceNo)).toMatchObject({
      rcptTyCd: 'R',
      pmtTyCd: '01',
      orgInvcNo: original.invoiceNo,
      salesSttsCd: '05',
      rfdRsnCd: '06',
    });
    expect((await fixture.invoice(credit.id)).state).toBe('accepted');
    const movement = oscu.calls.findLast((call) => call.name === 'insertStockIO')!.body;
    expect(movement).toMatchObject({ sarNo: credit.invoiceNo, sarTyCd: '03' });
  });

  it('keeps invoices pending while KRA is unreachable for an hour, then has each accepted once', async () => {
    const start = new Date(Date.now() + 24 * 3600_000);
    const invoices = [
      await fixture.issue({ at: start }),
      await fixture.issue({ at: start, product: true }),
      await fixture.issue({ at: start }),
    ];
    await oscu.setDown('refused');
    for (let minute = 0; minute <= 60; minute += 0.5) {
      if (minute === 30) await oscu.setDown('unavailable');
      await fixture.runSubmission(minutes(start, minute));
    }
    for (const invoice of invoices) {
      const waiting = await fixture.invoice(invoice.id);
      expect(waiting).toMatchObject({ state: 'pending', attempts: 6, refusalCode: 'UNAVAILABLE' });
      // 1, 2, 4, 8, 16 then 30 minutes: the next try a minute after the hour.
      expect(waiting.nextAttemptAt).toEqual(minutes(start, 61));
    }
    await oscu.setDown(false);
    await fixture.runSubmission(minutes(start, 60.5));
    expect(oscu.received(invoices[0]!.invoiceNo)).toBe(0);
    await fixture.runSubmission(minutes(start, 61));
    await fixture.runSubmission(minutes(start, 62));
    for (const invoice of invoices) {
      const accepted = await fixture.invoice(invoice.id);
      expect(accepted).toMatchObject({ state: 'accepted', attempts: 7, refusalCode: null });
      expect(oscu.received(invoice.invoiceNo)).toBe(1);
    }
  });

  it("records KRA's refusal with its code; a retry sends it again", async () => {
    oscu.refuseSales({ code: '910', message: 'Request parameter error' });
    const invoice = await fixture.issue();
    await fixture.runSubmission(new Date());
    oscu.refuseSales(null);
    expect(await fixture.invoice(invoice.id)).toMatchObject({
      state: 'refused',
      refusalCode: '910',
      refusalMessage: 'Request parameter error',
      attempts: 1,
    });
    await fixture.runSubmission(new Date());
    expect(oscu.received(invoice.invoiceNo)).toBe(1);

    const stranger = await createBusiness(fixture.app, 'Elsewhere');
    expect((await retry(invoice.id, stranger.businessId, stranger.owner.cookie)).statusCode).toBe(
      404,
    );
    const retried = await retry(invoice.id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(body<{ taxInvoice: TaxInvoice }>(retried).taxInvoice).toMatchObject({
      state: 'pending',
      refusal: { code: '910', message: 'Request parameter error' },
    });
    await fixture.runSubmission(new Date());
    expect(await fixture.invoice(invoice.id)).toMatchObject({ state: 'accepted', attempts: 2 });
    const again = await retry(invoice.id);
    expect(again.statusCode).toBe(409);
    expect(body<{ error: { code: string } }>(again).error.code).toBe('INVALID_STATE');
  });

  it('gets the same signed receipt when an invoice number is sent again', async () => {
    const invoice = await fixture.issue();
    await fixture.runSubmission(new Date());
    const first = (await fixture.invoice(invoice.id)).controlUnit!;
    // As if the reply had been lost before it was written down.
    await fixture.database.query(
      `update tax_invoices set state = 'pending', control_unit = null where id = $1`,
      [invoice.id],
    );
    await fixture.runSubmission(new Date());
    expect(oscu.received(invoice.invoiceNo)).toBe(2);
    const second = (await fixture.invoice(invoice.id)).controlUnit!;
    expect(second.receiptSignature).toBe(first.receiptSignature);
    expect(second.receiptNo).toBe(first.receiptNo);
    expect(second.internalData).toBe(first.internalData);
  });

  it('initialises the device again when its key was sealed under another secret', async () => {
    const initialisations = () =>
      oscu.calls.filter((call) => call.name === 'selectInitOsdcInfo').length;
    const before = initialisations();
    await fixture.database.query(
      `update etims_devices set communication_key_encrypted = $1 where business_id = $2`,
      [sealSecret('an old key', 'an old secret'), fixture.session.businessId],
    );
    const invoice = await fixture.issue();
    await fixture.runSubmission(new Date());
    expect(initialisations()).toBe(before + 1);
    expect((await fixture.invoice(invoice.id)).state).toBe('accepted');
  });
});
