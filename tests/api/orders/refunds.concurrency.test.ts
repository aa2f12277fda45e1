import { describe, expect, it } from 'vitest';
import { balanceOf } from '../support/stock';
import { setupTestApp } from '../support/testApp';
import { orderOf, orderSetup } from './support/orderFixture';

/**
 * The order's row lock only matters with several connections: PGlite has one, so this runs on
 * PostgreSQL (CI sets TEST_DATABASE_URL).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('concurrent order changes on PostgreSQL', () => {
  const context = setupTestApp();

  it('two refunds of the whole order at once refund it once and return its stock once', async () => {
    const setup = await orderSetup(context);
    const id = await setup.order({
      lines: [setup.productLine(3)],
      payments: [{ method: 'cash', amount: 99.99 }],
    });
    const lineId = orderOf(await setup.calls.get(id)).lines[0]!._id;
    const whole = { lines: [{ lineId, quantity: 3 }], method: 'cash' };
    const replies = await Promise.all([
      setup.calls.refund(id, whole),
      setup.calls.refund(id, whole),
      setup.calls.refund(id, whole),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 422, 422]);
    const order = orderOf(await setup.calls.get(id));
    expect(order).toMatchObject({ refundedAmount: 99.99, paymentStatus: 'refunded' });
    expect(order.refunds).toHaveLength(1);
    expect(
      await balanceOf(context.database, setup.businessId, setup.variantId, setup.general),
    ).toBe(10);
  });

  it('two refunds of all the money at once: one is refused', async () => {
    const setup = await orderSetup(context);
    const id = await setup.order({ payments: [{ method: 'cash', amount: 99.99 }] });
    const money = { amount: 99.99, method: 'cash' };
    const replies = await Promise.all([
      setup.calls.refund(id, money),
      setup.calls.refund(id, money),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 422]);
    expect(orderOf(await setup.calls.get(id))).toMatchObject({
      refundedAmount: 99.99,
      paymentStatus: 'refunded',
    });
  });

  it('a cancel racing a delete: one wins, the stock comes back once', async () => {
    const setup = await orderSetup(context);
    const id = await setup.order();
    const replies = await Promise.all([
      setup.calls.status(id, 'cancelled'),
      setup.calls.remove(id),
      setup.calls.status(id, 'cancelled'),
    ]);
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 200).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((code) => [200, 404, 409].includes(code))).toBe(true);
    expect(
      await balanceOf(context.database, setup.businessId, setup.variantId, setup.general),
    ).toBe(10);
  });
});
