import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxInvoiceAttention } from '../../../registry/taxInvoices';
import { readEtimsConfig } from '../../../server/etims';
import { body, send } from '../support/http';
import { KRA_PIN, startEtimsFixture, type EtimsFixture } from './support';

/** The default configuration: no `ETIMS_URL`, so the built-in simulator answers (docs/areas/etims.md). */
let fixture: EtimsFixture;

beforeAll(async () => {
  fixture = await startEtimsFixture(readEtimsConfig({}));
});
afterAll(async () => {
  await fixture?.close();
});

const setKraPin = (kraPin: string | null) =>
  fixture.database.query(`update tax_settings set kra_pin = $1 where business_id = $2`, [
    kraPin,
    fixture.session.businessId,
  ]);

describe('the built-in OSCU simulator', () => {
  it('accepts a sale and its credit note end to end, with signed receipts', async () => {
    const sale = await fixture.issue({ product: true });
    const credit = await fixture.issue({ original: sale });
    await fixture.runSubmission(new Date());

    const accepted = await fixture.invoice(sale.id);
    expect(accepted.state).toBe('accepted');
    expect(accepted.controlUnit).toMatchObject({
      receiptNo: 1,
      totalReceiptNo: 1,
      stockReported: true,
    });
    expect(accepted.controlUnit!.qrUrl).toContain(`Data=${KRA_PIN}00`);
    const credited = await fixture.invoice(credit.id);
    expect(credited.state).toBe('accepted');
    expect(credited.controlUnit!.receiptNo).toBe(2);
    expect(credited.controlUnit!.receiptSignature).not.toBe(accepted.controlUnit!.receiptSignature);
  });

  it('leaves an invoice pending with settings incomplete until the KRA PIN is given', async () => {
    await setKraPin(null);
    const now = new Date();
    const invoice = await fixture.issue({ at: now });
    await fixture.runSubmission(now);
    expect(await fixture.invoice(invoice.id)).toMatchObject({
      state: 'pending',
      attempts: 1,
      refusalCode: 'SETTINGS',
      refusalMessage: 'settings incomplete',
      nextAttemptAt: new Date(now.getTime() + 60_000),
    });
    await setKraPin(KRA_PIN);
    await fixture.runSubmission(new Date(now.getTime() + 30_000));
    expect((await fixture.invoice(invoice.id)).state).toBe('pending');
    await fixture.runSubmission(new Date(now.getTime() + 60_000));
    expect(await fixture.invoice(invoice.id)).toMatchObject({ state: 'accepted', attempts: 2 });
  });

  it('warns of invoices still pending or refused an hour after issue', async () => {
    const attention = async () => {
      const response = await send(
        fixture.app,
        'GET',
        `/v1/tax-invoices/attention?businessId=${fixture.session.businessId}`,
        { cookie: fixture.session.cookie },
      );
      expect(response.statusCode, response.body).toBe(200);
      return body<{ taxInvoiceAttention: TaxInvoiceAttention }>(response).taxInvoiceAttention;
    };
    expect(await attention()).toEqual({ pending: 0, refused: 0, oldest: null });

    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const late = await fixture.issue({ at: twoHoursAgo });
    const refused = await fixture.issue({ at: new Date(Date.now() - 3 * 3600_000) });
    await fixture.database.query(`update tax_invoices set state = 'refused' where id = $1`, [
      refused.id,
    ]);
    // Issued a minute ago: not yet a worry.
    await fixture.issue({ at: new Date(Date.now() - 60_000) });
    expect(await attention()).toEqual({
      pending: 1,
      refused: 1,
      oldest: {
        orderId: refused.orderId,
        invoiceNo: refused.invoiceNo,
        issuedAt: refused.createdAt.toISOString(),
      },
    });
    expect(late.state).toBe('pending');
  });

  it('refuses a malformed retry with the error shape', async () => {
    const { businessId, cookie } = fixture.session;
    const retry = (id: string, payload: Record<string, unknown>) =>
      send(fixture.app, 'POST', `/v1/tax-invoices/${id}/retry`, { cookie, payload });
    expect((await retry('not-an-id', { businessId })).statusCode).toBe(404);
    const extra = await retry(crypto.randomUUID(), { businessId, state: 'accepted' });
    expect(extra.statusCode).toBeGreaterThanOrEqual(400);
    expect(extra.statusCode).toBeLessThan(500);
    expect(body<{ error: { code: string } }>(extra).error.code).toBeTruthy();
  });
});
