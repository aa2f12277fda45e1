import { beforeAll, describe, expect, it } from 'vitest';
import { pay, setupPaymentsApp, testPaymentsConfig, waitFor } from '../payments/support';
import { createBusiness } from '../support/accounts';
import {
  checkoutCalls,
  orderOf,
  payCart,
  seedSaleItems,
  type SaleItems,
  type SaleSession,
} from '../support/orders';

/** The built-in simulator (the default provider) answering through the callback route, as the web app meets it. */
const context = setupPaymentsApp(() => testPaymentsConfig({ simulatorDelayMs: 10 }));
let session: SaleSession;
let items: SaleItems;

beforeAll(async () => {
  const { businessId, owner } = await createBusiness(context.app, 'Simulated');
  session = { app: context.app, database: context.database, cookie: owner.cookie, businessId };
  items = await seedSaleItems(session);
});

const payByPhone = async (phone: string) => {
  const order = await payCart(
    { ...session, clientId: items.clientId },
    [items.entries.voucher],
    [{ method: 'm-pesa', amount: 2500, phone }],
  );
  const pushed = await pay(context.app, session.cookie, {
    phone_number: phone,
    amount: 2500,
    transactionRef: order._id,
    businessId: session.businessId,
  });
  expect(pushed.statusCode, pushed.body).toBe(201);
  return waitFor(
    async () => orderOf(await checkoutCalls(session).paymentStatus(order._id)),
    // Polling asks the simulator too; a query that settles first carries no receipt, and the callback's follows.
    (current) =>
      current.payments[0]!.status !== 'pending' &&
      (current.payments[0]!.status !== 'paid' || current.payments[0]!.reference !== null),
  );
};

describe('M-Pesa for orders through the simulator', () => {
  it('pays the order when the simulated callback comes', async () => {
    const settled = await payByPhone('0712345678');
    expect(settled).toMatchObject({ paymentStatus: 'paid', balanceDue: 0 });
    expect(settled.payments[0]!.reference).toMatch(/^S[0-9A-F]{9}$/);
  });

  it('leaves the order unpaid when the customer cancels', async () => {
    const settled = await payByPhone('0700000001');
    expect(settled).toMatchObject({ paymentStatus: 'unpaid', balanceDue: 2500 });
    expect(settled.payments[0]!.status).toBe('cancelled');
  });

  it.each([
    ['0700000001', 'cancelledByClient'],
    ['0700000002', 'insufficientFunds'],
    ['0700000003', 'noResponse'],
    ['0700000004', 'wrongPin'],
    ['0700000005', 'declined'],
  ])('says why the push to %s failed: %s', async (phone, reason) => {
    const settled = await payByPhone(phone);
    expect(settled.payments[0]!.failureReason).toBe(reason);
  });

  it('names no reason for a paid M-Pesa row', async () => {
    const settled = await payByPhone('0712345678');
    expect(settled.payments[0]!.failureReason).toBeNull();
  });
});
