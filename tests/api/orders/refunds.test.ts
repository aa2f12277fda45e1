import { describe, expect, it } from 'vitest';
import { body, type ErrorBody } from '../support/http';
import { snapshot } from '../support/records';
import { balanceOf, insertWarehouse } from '../support/stock';
import { setupTestApp } from '../support/testApp';
import { orderOf, orderSetup } from './support/orderFixture';

const context = setupTestApp();

describe('order refunds', () => {
  it('refunds part of the lines: stock returns, the amount is their share, the order is partially refunded', async () => {
    const setup = await orderSetup(context);
    const id = await setup.order({
      lines: [setup.productLine(3)],
      payments: [{ method: 'cash', amount: 99.99 }],
    });
    const lineId = orderOf(await setup.calls.get(id)).lines[0]!._id;
    const response = await setup.calls.refund(id, {
      lines: [{ lineId, quantity: 1 }],
      method: 'cash',
      reason: 'Wrong shade',
    });
    expect(response.statusCode).toBe(200);
    const order = orderOf(response);
    expect(order).toMatchObject({ refundedAmount: 33.33, paymentStatus: 'partially_refunded' });
    expect(order.lines[0]).toMatchObject({ refundedQuantity: 1 });
    expect(order.refunds).toMatchObject([
      {
        amount: 33.33,
        method: 'cash',
        lines: [{ lineId, quantity: 1 }],
        reason: 'Wrong shade',
        createdBy: { _id: setup.owner.id },
      },
    ]);
    expect(order.stockEntries!.at(-1)).toMatchObject({
      transactionType: 'IN',
      referenceType: 'SALES-RETURNS',
      quantity: 1,
      warehouse: { _id: setup.general },
    });
    expect(
      await balanceOf(context.database, setup.businessId, setup.variantId, setup.general),
    ).toBe(8);

    const rest = await setup.calls.refund(id, { lines: [{ lineId, quantity: 2 }], method: 'cash' });
    expect(orderOf(rest)).toMatchObject({ refundedAmount: 99.99, paymentStatus: 'refunded' });
    expect(
      await balanceOf(context.database, setup.businessId, setup.variantId, setup.general),
    ).toBe(10);
    const more = await setup.calls.refund(id, { lines: [{ lineId, quantity: 1 }], method: 'cash' });
    expect(more.statusCode).toBe(422);
    expect(body<ErrorBody>(more).error.fields).toHaveProperty('lines');
  });

  it('returns units to the warehouse they left, not the sales warehouse of today', async () => {
    const setup = await orderSetup(context);
    const back = await insertWarehouse(context.database, setup.businessId, 'Back Room');
    const id = await setup.order({
      lines: [{ ...setup.productLine(1), warehouseId: setup.general }],
      payments: [{ method: 'card', amount: 33.33 }],
    });
    await context.database.query(
      'update products set sales_warehouse_id = $1 where business_id = $2',
      [back, setup.businessId],
    );
    const lineId = orderOf(await setup.calls.get(id)).lines[0]!._id;
    await setup.calls.refund(id, { lines: [{ lineId, quantity: 1 }], method: 'card' });
    expect(
      await balanceOf(context.database, setup.businessId, setup.variantId, setup.general),
    ).toBe(10);
    expect(await balanceOf(context.database, setup.businessId, setup.variantId, back)).toBe(0);
  });

  it('shares line and order discounts pro rata, in minor units', async () => {
    const setup = await orderSetup(context);
    // 3 x 33.33 less 0.99 on the line = 99.00; less 9.90 on the order = 89.10.
    const id = await setup.order({
      lines: [setup.productLine(3, 33.33, 0.99)],
      discount: 9.9,
      payments: [{ method: 'cash', amount: 89.1 }],
    });
    const lineId = orderOf(await setup.calls.get(id)).lines[0]!._id;
    const order = orderOf(
      await setup.calls.refund(id, { lines: [{ lineId, quantity: 1 }], method: 'cash' }),
    );
    expect(order.refundedAmount).toBe(29.7);
    expect(
      orderOf(await setup.calls.refund(id, { lines: [{ lineId, quantity: 2 }], method: 'cash' }))
        .refundedAmount,
    ).toBe(89.1);
  });

  it('refunds money only, with an amount; a whole refund marks the order refunded', async () => {
    const setup = await orderSetup(context);
    const id = await setup.order({
      payments: [
        { method: 'cash', amount: 60 },
        { method: 'card', amount: 39.99 },
      ],
    });
    expect(orderOf(await setup.calls.refund(id, { amount: 10.01, method: 'card' }))).toMatchObject({
      refundedAmount: 10.01,
      paymentStatus: 'partially_refunded',
    });
    expect(orderOf(await setup.calls.refund(id, { amount: 89.98, method: 'cash' }))).toMatchObject({
      refundedAmount: 99.99,
      paymentStatus: 'refunded',
    });
    expect(
      await balanceOf(context.database, setup.businessId, setup.variantId, setup.general),
    ).toBe(7);
  });

  it('refuses a refund above what was paid less refunded (422) and writes nothing', async () => {
    const setup = await orderSetup(context);
    const id = await setup.order({ payments: [{ method: 'cash', amount: 50 }] });
    const lineId = orderOf(await setup.calls.get(id)).lines[0]!._id;
    const before = await snapshot(context.database, setup.businessId);
    const above = await setup.calls.refund(id, { amount: 50.01, method: 'cash' });
    expect(above.statusCode).toBe(422);
    expect(body<ErrorBody>(above).error.fields).toEqual({
      amount: 'At most 50.00 can be refunded: what was paid less what was refunded',
    });
    expect(
      (
        await setup.calls.refund(id, {
          lines: [{ lineId, quantity: 3 }],
          amount: 99.99,
          method: 'cash',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await setup.calls.refund(id, { lines: [{ lineId, quantity: 4 }], method: 'cash' }))
        .statusCode,
    ).toBe(422);
    expect(await snapshot(context.database, setup.businessId)).toEqual(before);
    // Returning every unit of a half-paid order gives back what was paid, not more.
    expect(
      orderOf(await setup.calls.refund(id, { lines: [{ lineId, quantity: 3 }], method: 'cash' })),
    ).toMatchObject({
      refundedAmount: 50,
      paymentStatus: 'refunded',
    });
  });

  it('refuses bad refund bodies with 422 and nothing written', async () => {
    const setup = await orderSetup(context);
    const id = await setup.order({ payments: [{ method: 'cash', amount: 99.99 }] });
    const lineId = orderOf(await setup.calls.get(id)).lines[0]!._id;
    const before = await snapshot(context.database, setup.businessId);
    for (const payload of [
      {},
      { method: 'cheque', amount: 1 },
      { method: 'cash' },
      { method: 'cash', amount: 0 },
      { method: 'cash', amount: -1 },
      { method: 'cash', amount: 1.001 },
      { method: 'cash', amount: '5' },
      { method: 'cash', lines: 'all' },
      { method: 'cash', lines: [{ lineId, quantity: 0 }] },
      { method: 'cash', lines: [{ lineId, quantity: -1 }] },
      { method: 'cash', lines: [{ lineId, quantity: 1.5 }] },
      { method: 'cash', lines: [{ lineId: 'nope', quantity: 1 }] },
      { method: 'cash', lines: [{ lineId: '00000000-0000-0000-0000-000000000000', quantity: 1 }] },
      { method: 'cash', lines: [{ lineId, quantity: 1, extra: true }] },
      { method: 'cash', amount: 1, reason: 'x'.repeat(501) },
      { method: 'cash', amount: 1, colour: 'red' },
    ]) {
      const response = await setup.calls.refund(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(await snapshot(context.database, setup.businessId)).toEqual(before);
  });

  it('refuses refunds on a cancelled order', async () => {
    const setup = await orderSetup(context);
    const id = await setup.order();
    await setup.calls.status(id, 'cancelled');
    const response = await setup.calls.refund(id, { method: 'cash', amount: 1 });
    expect(response.statusCode).toBe(409);
    expect(body<ErrorBody>(response).error.code).toBe('INVALID_STATE');
  });
});
