import { describe, expect, it } from 'vitest';
import { body, type ErrorBody } from '../support/http';
import { snapshot } from '../support/records';
import { balanceOf } from '../support/stock';
import { setupTestApp } from '../support/testApp';
import { orderOf, orderRow, orderSetup } from './support/orderFixture';

const context = setupTestApp();

const expectInvalidState = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(409);
  expect((response.json() as ErrorBody).error.code).toBe('INVALID_STATE');
};

describe('order status changes and deletes', () => {
  it('fulfils a pending order once; a delivered or cancelled one is 409', async () => {
    const setup = await orderSetup(context);
    const id = await setup.order({ payments: [{ method: 'cash', amount: 99.99 }] });
    const fulfilled = await setup.calls.fulfil(id);
    expect(fulfilled.statusCode).toBe(200);
    expect(orderOf(fulfilled).status).toBe('delivered');
    expectInvalidState(await setup.calls.fulfil(id));
    for (const status of ['pending', 'cancelled', 'delivered'])
      expectInvalidState(await setup.calls.status(id, status));
    const unpaid = await setup.order();
    expect(orderOf(await setup.calls.status(unpaid, 'cancelled')).status).toBe('cancelled');
    expectInvalidState(await setup.calls.fulfil(unpaid));
    expectInvalidState(await setup.calls.status(unpaid, 'pending'));
  });

  it('moves pending to delivered by status; refuses pending to pending and bad bodies', async () => {
    const setup = await orderSetup(context);
    const id = await setup.order();
    expectInvalidState(await setup.calls.status(id, 'pending'));
    for (const status of ['lost', 5, null, undefined])
      expect((await setup.calls.status(id, status)).statusCode).toBe(422);
    const response = await setup.calls.status(id, 'delivered');
    expect(response.statusCode).toBe(200);
    expect(orderOf(response).status).toBe('delivered');
  });

  it('cancelling returns the units still out to the warehouse they left (SALES-RETURNS), once', async () => {
    const setup = await orderSetup(context);
    const id = await setup.order({
      lines: [
        setup.productLine(3),
        { kind: 'service', name: 'Haircut', quantity: 1, unitPrice: 50 },
      ],
    });
    expect(
      await balanceOf(context.database, setup.businessId, setup.variantId, setup.general),
    ).toBe(7);
    const response = await setup.calls.status(id, 'cancelled');
    expect(response.statusCode).toBe(200);
    const order = orderOf(response);
    expect(order.status).toBe('cancelled');
    expect(order.stockEntries).toMatchObject([
      { transactionType: 'OUT', referenceType: 'Sale', quantity: 3 },
      {
        transactionType: 'IN',
        referenceType: 'SALES-RETURNS',
        quantity: 3,
        warehouse: { _id: setup.general },
      },
    ]);
    expect(
      await balanceOf(context.database, setup.businessId, setup.variantId, setup.general),
    ).toBe(10);
    expectInvalidState(await setup.calls.status(id, 'cancelled'));
    expect(
      await balanceOf(context.database, setup.businessId, setup.variantId, setup.general),
    ).toBe(10);
  });

  it('refuses to cancel an order holding money until it is refunded in full', async () => {
    const setup = await orderSetup(context);
    const id = await setup.order({ payments: [{ method: 'cash', amount: 50 }] });
    const before = await snapshot(context.database, setup.businessId);
    expectInvalidState(await setup.calls.status(id, 'cancelled'));
    expect(await snapshot(context.database, setup.businessId)).toEqual(before);
    expect((await setup.calls.refund(id, { method: 'cash', amount: 50 })).statusCode).toBe(200);
    const cancelled = await setup.calls.status(id, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(orderOf(cancelled)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(
      await balanceOf(context.database, setup.businessId, setup.variantId, setup.general),
    ).toBe(10);
  });

  it('deletes an unpaid order and returns its stock; a paid or partly paid one is 409', async () => {
    const setup = await orderSetup(context);
    const unpaid = await setup.order();
    const partly = await setup.order({ payments: [{ method: 'card', amount: 1 }] });
    expect(
      await balanceOf(context.database, setup.businessId, setup.variantId, setup.general),
    ).toBe(4);
    const before = await snapshot(context.database, setup.businessId);
    expectInvalidState(await setup.calls.remove(partly));
    expect(await snapshot(context.database, setup.businessId)).toEqual(before);
    const response = await setup.calls.remove(unpaid);
    expect(response.statusCode).toBe(200);
    expect(orderOf(response)._id).toBe(unpaid);
    expect(await orderRow(context.database, setup.businessId, unpaid)).toBeUndefined();
    expect(
      await balanceOf(context.database, setup.businessId, setup.variantId, setup.general),
    ).toBe(7);
    expect((await setup.calls.get(unpaid)).statusCode).toBe(404);
    expect((await setup.calls.remove(unpaid)).statusCode).toBe(404);
  });

  it('deleting a cancelled order returns no stock twice; a pending M-Pesa payment blocks the delete', async () => {
    const setup = await orderSetup(context);
    const cancelled = await setup.order();
    await setup.calls.status(cancelled, 'cancelled');
    expect((await setup.calls.remove(cancelled)).statusCode).toBe(200);
    expect(
      await balanceOf(context.database, setup.businessId, setup.variantId, setup.general),
    ).toBe(10);
    const waiting = await setup.order({
      payments: [{ method: 'm-pesa', amount: 99.99, status: 'pending' }],
    });
    const refused = await setup.calls.remove(waiting);
    expectInvalidState(refused);
    expect(body<ErrorBody>(refused).error.message).toBe(
      'This order has an M-Pesa payment in progress, so it cannot be deleted yet',
    );
  });
});
