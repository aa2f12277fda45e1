import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { MpesaPayment, SmsBundleOrder } from '../../../registry/messaging';
import type { OpenDatabase } from '../../../server/db/database';
import { businesses } from '../../../server/db/schema';
import type { PaymentsConfig } from '../../../server/payments/config';
import { body, send } from '../support/http';
import { createTestApp, type TestApp, type TestContext } from '../support/testApp';

/** The seeded bundles (migration 0023). */
export const BUNDLES = {
  kes100: { id: '0193a000-0000-7000-8000-000000000100', cost: 100, smsCount: 100 },
  kes500: { id: '0193a000-0000-7000-8000-000000000500', cost: 450, smsCount: 500 },
} as const;

/** The webhook signing secret of the test apps: tests sign Stripe's events with it. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_saluni';

/** Settings for a test app: the simulator answering fast, and no sweep unless a test runs one. */
export const testPaymentsConfig = (overrides: Partial<PaymentsConfig> = {}): PaymentsConfig => ({
  provider: 'simulator',
  simulatorDelayMs: 10,
  pendingTimeoutMs: 3_600_000,
  sweepIntervalMs: 3_600_000,
  publicUrl: 'http://localhost',
  card: { provider: 'simulator', webhookSecret: TEST_WEBHOOK_SECRET, pendingTimeoutMs: 3_600_000 },
  ...overrides,
});

/** The test file's app with these payment settings (built in beforeAll, so a test server may start first). */
export const setupPaymentsApp = (config: () => PaymentsConfig) => {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestApp({ payments: config() });
  });
  afterAll(async () => {
    await context?.close();
  });
  const current = () => {
    if (!context) throw new Error('the test app is created in beforeAll');
    return context;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
  };
};

export const createOrder = (
  app: TestApp,
  cookie: string,
  businessId: string,
  smsBundleId: string = BUNDLES.kes100.id,
) =>
  send(app, 'POST', '/v1/sms-bundle-order', {
    cookie,
    payload: { businessId, smsBundleId, paymentMethod: 'm-pesa' },
  });

export const newOrder = async (
  app: TestApp,
  cookie: string,
  businessId: string,
  smsBundleId?: string,
) => {
  const response = await createOrder(app, cookie, businessId, smsBundleId);
  if (response.statusCode !== 201)
    throw new Error(`order failed: ${response.statusCode} ${response.body}`);
  return body<{ smsBundleOrder: SmsBundleOrder }>(response).smsBundleOrder;
};

export const pay = (app: TestApp, cookie: string, payload: Record<string, unknown>) =>
  send(app, 'POST', '/mpesa/pay', { cookie, payload });

export const paymentOf = (response: Awaited<ReturnType<typeof send>>) =>
  body<{ payment: MpesaPayment }>(response).payment;

export const getOrder = async (app: TestApp, cookie: string, businessId: string, id: string) => {
  const response = await send(app, 'GET', `/v1/sms-bundle-order/${id}?businessId=${businessId}`, {
    cookie,
  });
  if (response.statusCode !== 200)
    throw new Error(`order read failed: ${response.statusCode} ${response.body}`);
  return body<{ smsBundleOrder: SmsBundleOrder }>(response).smsBundleOrder;
};

export const smsBalanceOf = async (database: OpenDatabase, businessId: string) =>
  (
    await database.db
      .select({ balance: businesses.smsBalance })
      .from(businesses)
      .where(eq(businesses.id, businessId))
  )[0]!.balance;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `read` gives a value `done` accepts (a settled order), or fails after `timeoutMs`. */
export const waitFor = async <T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting; last value ${JSON.stringify(value)}`);
    await sleep(20);
  }
};
