import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../support/accounts';
import { createTestApp, type TestContext } from '../support/testApp';
import { getOrder, newOrder, pay, testPaymentsConfig, waitFor } from './support';

const lines: string[] = [];
let context: TestContext;

beforeAll(async () => {
  context = await createTestApp({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    payments: testPaymentsConfig({ simulatorDelayMs: 10 }),
  });
});
afterAll(async () => {
  await context.close();
});

describe('payment log lines', () => {
  it("carry neither the customer's phone nor the callback token", async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const order = await newOrder(context.app, owner.cookie, businessId);
    lines.length = 0;
    const response = await pay(context.app, owner.cookie, {
      phone_number: '0798765432',
      amount: 100,
      transactionRef: order._id,
    });
    expect(response.statusCode, response.body).toBe(201);
    await waitFor(
      () => getOrder(context.app, owner.cookie, businessId, order._id),
      (current) => current.status === 'paid',
    );
    const log = lines.join('\n');
    expect(log).toContain('/mpesa/callback/:token');
    expect(log).not.toMatch(/\/mpesa\/callback\/[A-Za-z0-9_-]{43}/);
    expect(log).not.toContain('798765432');
  });
});
