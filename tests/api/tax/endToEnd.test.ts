import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../registry/orders';
import type { Receipt } from '../../../registry/receipts';
import { pay, setupPaymentsApp, testPaymentsConfig, waitFor } from '../payments/support';
import { send, withQuery } from '../support/http';
import { checkoutCalls, orderOf } from '../support/orders';
import { taxedBusiness, type TaxedBusiness } from './support';

/**
 * A Kenyan sale from the till to KRA and back, with every part real: the cart paid by M-Pesa
 * through the payment simulator's callback, the invoice issued on settlement, submitted by the
 * scheduler's own job to the built-in eTIMS simulator, the receipt carrying the control unit's
 * data, the QR code and the M-Pesa code; then a refund's credit note accepted the same way.
 */
const context = setupPaymentsApp(() => testPaymentsConfig({ simulatorDelayMs: 10 }));
let kenya: TaxedBusiness;

const orderNow = async (orderId: string) =>
  orderOf(await checkoutCalls(kenya.session).paymentStatus(orderId));

const runSubmission = async () => {
  const job = context.app.scheduledJobs.find((one) => one.name === 'etims-submission')!;
  await job.run(context.database.db, new Date(Date.now() + 60_000));
};

const receiptOf = async (orderId: string) => {
  const response = await send(
    context.app,
    'GET',
    withQuery(`/v1/order/${orderId}/receipt`, { businessId: kenya.session.businessId }),
    { cookie: kenya.business.owner.cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
  return (JSON.parse(response.body) as { receipt: Receipt }).receipt;
};

beforeAll(async () => {
  kenya = await taxedBusiness(context, 'KE', true);
  await context.database.query(
    `update tax_settings set etims_branch_id = '00', etims_device_serial = 'KRACU0100000009'
     where business_id = $1`,
    [kenya.session.businessId],
  );
});

describe('a Kenyan M-Pesa sale to an accepted eTIMS invoice', () => {
  let order: Order;

  it('issues the invoice when M-Pesa settles, and the job has it accepted by the control unit', async () => {
    const { entries } = kenya.items;
    const posted = await kenya.checkout([entries.service], {
      payments: [{ method: 'm-pesa', amount: 1500 }],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const unpaid = orderOf(posted);
    expect(unpaid.invoices).toEqual([]);
    const pushed = await pay(context.app, kenya.business.owner.cookie, {
      phone_number: '0712345678',
      amount: 1500,
      transactionRef: unpaid._id,
      businessId: kenya.session.businessId,
    });
    expect(pushed.statusCode, pushed.body).toBe(201);
    order = await waitFor(
      () => orderNow(unpaid._id),
      (current) => current.paymentStatus === 'paid' && current.payments[0]!.reference !== null,
    );
    expect(order.invoices).toHaveLength(1);
    expect(order.invoices[0]).toMatchObject({ kind: 'sale', state: 'pending', tax: 206.9 });

    await runSubmission();
    order = await orderNow(order._id);
    const [invoice] = order.invoices;
    expect(invoice!.state).toBe('accepted');
    expect(invoice!.controlUnit).toMatchObject({
      controlUnitId: expect.any(String),
      receiptSignature: expect.any(String),
      internalData: expect.any(String),
    });
    expect(invoice!.controlUnit!.qrUrl).toContain('P051234567X');
  });

  it('prints the PIN, the control unit’s data, the QR code and the M-Pesa code on the receipt', async () => {
    const receipt = await receiptOf(order._id);
    const printed = JSON.stringify(receipt);
    expect(printed).toContain('P051234567X');
    expect(printed).toContain(order.invoices[0]!.controlUnit!.receiptSignature);
    expect(printed).toContain(order.payments[0]!.reference!);
    expect(printed).toContain('data:image/png;base64,');
  });

  it('issues a credit note for a refund, accepted after its invoice, and sends neither twice', async () => {
    const refunded = await kenya.refund(order._id, { amount: 500, method: 'cash' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await runSubmission();
    await runSubmission();
    const after = await orderNow(order._id);
    expect(after.invoices.map((one) => [one.kind, one.state, one.total])).toEqual([
      ['sale', 'accepted', 1500],
      ['credit', 'accepted', 500],
    ]);
    expect(after.invoices[1]!.originalInvoiceNo).toBe(after.invoices[0]!.invoiceNo);
    expect(after.invoices[0]!.controlUnit).toEqual(order.invoices[0]!.controlUnit);
  });
});
