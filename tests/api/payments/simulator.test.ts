import { describe, expect, it } from 'vitest';
import { createBusiness } from '../support/accounts';
import { createTestApp } from '../support/testApp';
import {
  BUNDLES,
  getOrder,
  newOrder,
  pay,
  paymentOf,
  setupPaymentsApp,
  smsBalanceOf,
  testPaymentsConfig,
  waitFor,
} from './support';

/** The built-in simulator (the default provider): its test numbers end as documented, through the callback route. */
const context = setupPaymentsApp(() => testPaymentsConfig({ simulatorDelayMs: 10 }));

const payAndSettle = async (phone: string) => {
  const { businessId, owner } = await createBusiness(context.app);
  const order = await newOrder(context.app, owner.cookie, businessId);
  const response = await pay(context.app, owner.cookie, {
    phone_number: phone,
    amount: BUNDLES.kes100.cost,
    transactionRef: order._id,
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(paymentOf(response)).toMatchObject({
    transactionRef: order._id,
    amount: 100,
    status: 'pending',
  });
  const settled = await waitFor(
    () => getOrder(context.app, owner.cookie, businessId, order._id),
    (current) => current.status !== 'pending',
  );
  return { businessId, settled };
};

describe('the M-Pesa simulator', () => {
  it.each([
    ['0700000001', 'cancelled', 'Request cancelled by user'],
    ['0700000002', 'failed', 'The balance is insufficient for the transaction'],
    ['0700000003', 'expired', 'DS timeout user cannot be reached'],
  ])('ends a push to %s as %s, crediting nothing', async (phone, status, description) => {
    const { businessId, settled } = await payAndSettle(phone);
    expect(settled).toMatchObject({
      status,
      resultDescription: description,
      receipt: null,
      paidAt: null,
    });
    expect(await smsBalanceOf(context.database, businessId)).toBe(0);
  });

  it('pays any other number and credits the bundle once', async () => {
    const { businessId, settled } = await payAndSettle('+254 712 345 678');
    expect(settled.status).toBe('paid');
    expect(settled.receipt).toMatch(/^S[0-9A-F]{9}$/);
    expect(settled.paidAt).not.toBeNull();
    expect(await smsBalanceOf(context.database, businessId)).toBe(BUNDLES.kes100.smsCount);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await smsBalanceOf(context.database, businessId)).toBe(BUNDLES.kes100.smsCount);
  });
});

describe("the server's sweeper", () => {
  it('expires a payment whose result never came, on its own timer', async () => {
    const slow = await createTestApp({
      payments: testPaymentsConfig({
        simulatorDelayMs: 60_000,
        pendingTimeoutMs: 200,
        sweepIntervalMs: 50,
      }),
    });
    try {
      const { businessId, owner } = await createBusiness(slow.app);
      const order = await newOrder(slow.app, owner.cookie, businessId);
      expect(
        (
          await pay(slow.app, owner.cookie, {
            phone_number: '0712345678',
            amount: 100,
            transactionRef: order._id,
          })
        ).statusCode,
      ).toBe(201);
      const settled = await waitFor(
        () => getOrder(slow.app, owner.cookie, businessId, order._id),
        (current) => current.status !== 'pending',
      );
      expect(settled.status).toBe('expired');
      expect(await smsBalanceOf(slow.database, businessId)).toBe(0);
    } finally {
      await slow.close();
    }
  });
});
