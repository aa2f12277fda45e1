import { describe, expect, it } from 'vitest';
import { createBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { generalWarehouseOf, insertProduct } from '../support/stock';
import { stockCalls } from '../support/stockCalls';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();

const warehouseCalls = (cookie: string, businessId: string) => ({
  list: () =>
    send(
      context.app,
      'GET',
      withQuery('/v1/warehouse', { businessId, limit: 100, sort: '-createdAt' }),
      { cookie },
    ),
  create: (payload: Record<string, unknown>) =>
    send(context.app, 'POST', '/v1/warehouse', { cookie, payload: { businessId, ...payload } }),
  update: (id: string, payload: Record<string, unknown>) =>
    send(context.app, 'PUT', `/v1/warehouse/${id}`, {
      cookie,
      payload: { businessId, ...payload },
    }),
  remove: (id: string) =>
    send(context.app, 'DELETE', withQuery(`/v1/warehouse/${id}`, { businessId }), {
      cookie,
      headers: { 'vendor-module': 'products.Warehouses' },
    }),
});

describe('warehouses', () => {
  it('every new business has General', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const page = body<{ warehousePage: { docs: { name: string; location: string | null }[] } }>(
      await warehouseCalls(owner.cookie, businessId).list(),
    ).warehousePage;
    expect(page.docs).toMatchObject([{ name: 'General', location: null }]);
  });

  it('General is never deleted, renamed or duplicated', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const calls = warehouseCalls(owner.cookie, businessId);
    const general = await generalWarehouseOf(context.database, businessId);
    const deleted = await calls.remove(general);
    expect(deleted.statusCode).toBe(409);
    expect(body<ErrorBody>(deleted).error.message).toBe('The General warehouse cannot be deleted');
    expect((await calls.update(general, { name: 'Main' })).statusCode).toBe(409);
    expect(
      (await calls.update(general, { name: 'General', location: 'Ground floor' })).statusCode,
    ).toBe(200);
    const duplicate = await calls.create({ name: 'general' });
    expect(duplicate.statusCode).toBe(409);
    expect(body<ErrorBody>(duplicate).error.code).toBe('DUPLICATE_KEY');
    expect(body<{ warehousePage: { total: number } }>(await calls.list()).warehousePage.total).toBe(
      1,
    );
  });

  it('a warehouse that holds stock cannot be deleted until it is empty', async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const calls = warehouseCalls(owner.cookie, businessId);
    const created = await calls.create({ name: 'Back Room', location: 'Upstairs' });
    expect(created.statusCode).toBe(201);
    const warehouseId = body<{ warehouse: { _id: string } }>(created).warehouse._id;
    const { productId: itemCode } = await insertProduct(context.database, businessId);
    const stock = stockCalls(context.app, owner.cookie, businessId);
    await stock.post({ itemCode, warehouseId, transactionType: 'IN', quantity: 2 });
    const refused = await calls.remove(warehouseId);
    expect(refused.statusCode).toBe(409);
    expect(body<ErrorBody>(refused).error.message).toBe(
      'This warehouse holds stock and cannot be deleted; transfer or reconcile its stock first',
    );
    await stock.transfer({
      itemCode,
      sourceWarehouseId: warehouseId,
      destinationWarehouseId: await generalWarehouseOf(context.database, businessId),
      quantity: 2,
    });
    expect((await calls.remove(warehouseId)).statusCode).toBe(200);
    // The ledger of the other warehouses still adds up to their balances.
    const balance = body<{ balance: { quantity: number } }>(
      await stock.balance({
        itemCode,
        warehouseId: await generalWarehouseOf(context.database, businessId),
      }),
    ).balance;
    expect(balance.quantity).toBe(2);
  });
});
