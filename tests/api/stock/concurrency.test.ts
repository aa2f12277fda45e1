import { describe, expect, it } from 'vitest';
import { createBusiness } from '../support/accounts';
import { generalWarehouseOf, insertProduct, insertWarehouse, positionsOf } from '../support/stock';
import { stockCalls } from '../support/stockCalls';
import { setupTestApp } from '../support/testApp';

/**
 * Row locks only matter with several connections: PGlite has one, so this runs on PostgreSQL
 * (CI sets TEST_DATABASE_URL; the test database's pool holds several connections).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('concurrent stock movements on PostgreSQL', () => {
  const context = setupTestApp();

  const setup = async () => {
    const { businessId, owner } = await createBusiness(context.app);
    const general = await generalWarehouseOf(context.database, businessId);
    const back = await insertWarehouse(context.database, businessId, 'Back');
    const { productId: itemCode, variantIds } = await insertProduct(context.database, businessId, {
      salesWarehouseId: general,
    });
    return {
      businessId,
      general,
      back,
      itemCode,
      variantId: variantIds[0]!,
      calls: stockCalls(context.app, owner.cookie, businessId),
    };
  };

  /** Balances and ledger sums per warehouse, and the number of ledger rows, straight from SQL. */
  const ledgerState = async (businessId: string) => {
    const { rows: balances } = await context.database.query(
      'select warehouse_id, quantity from stock_balances where business_id = $1 order by warehouse_id',
      [businessId],
    );
    const { rows: sums } = await context.database.query(
      `select warehouse_id, sum(case when transaction_type = 'IN' then quantity else -quantity end)::int as quantity
       from stock_entries where business_id = $1 group by warehouse_id order by warehouse_id`,
      [businessId],
    );
    const { rows: [{ entries }] = [] } = await context.database.query(
      'select count(*)::int as entries from stock_entries where business_id = $1',
      [businessId],
    );
    return { balances, sums, entries: Number(entries) };
  };

  it('200 movements both ways and racing OUTs: balances equal the ledger, nothing negative, refusals leave no row', async () => {
    const { businessId, general, back, itemCode, variantId, calls } = await setup();
    await calls.post({ itemCode, warehouseId: general, transactionType: 'IN', quantity: 40 });
    await calls.post({ itemCode, warehouseId: back, transactionType: 'IN', quantity: 40 });

    const movements = Array.from({ length: 200 }, (_, n) => {
      const quantity = 1 + (n % 5);
      switch (n % 4) {
        case 0:
          return {
            kind: 'transfer',
            send: () =>
              calls.transfer({
                itemCode,
                sourceWarehouseId: general,
                destinationWarehouseId: back,
                quantity,
              }),
          };
        case 1:
          return {
            kind: 'transfer',
            send: () =>
              calls.transfer({
                itemCode,
                sourceWarehouseId: back,
                destinationWarehouseId: general,
                quantity,
              }),
          };
        case 2:
          return {
            kind: 'single',
            send: () =>
              calls.post({
                itemCode,
                warehouseId: n % 8 === 2 ? general : back,
                transactionType: 'OUT',
                quantity,
              }),
          };
        default:
          return {
            kind: 'single',
            send: () =>
              calls.post({
                itemCode,
                warehouseId: general,
                transactionType: n % 3 === 0 ? 'IN' : 'OUT',
                quantity,
              }),
          };
      }
    });
    const responses = await Promise.all(
      movements.map(async (movement) => ({
        kind: movement.kind,
        status: (await movement.send()).statusCode,
      })),
    );

    expect(responses.every((response) => response.status === 201 || response.status === 409)).toBe(
      true,
    );
    expect(responses.some((response) => response.status === 409)).toBe(true);
    const rowsWritten = responses
      .filter((response) => response.status === 201)
      .reduce((sum, response) => sum + (response.kind === 'transfer' ? 2 : 1), 0);
    const state = await ledgerState(businessId);
    expect(state.entries).toBe(2 + rowsWritten);
    expect(state.balances.map((row) => [row.warehouse_id, Number(row.quantity)])).toEqual(
      state.sums.map((row) => [row.warehouse_id, Number(row.quantity)]),
    );
    expect(state.balances.every((row) => Number(row.quantity) >= 0)).toBe(true);
    const total = state.balances.reduce((sum, row) => sum + Number(row.quantity), 0);
    const sales = Number(state.balances.find((row) => row.warehouse_id === general)?.quantity);
    expect(await positionsOf(context.database, businessId, variantId)).toEqual({
      stock: total,
      sales,
    });
  });

  it('60 OUTs racing to the last 10 units: exactly 10 succeed and the balance ends at 0', async () => {
    const { businessId, general, itemCode, calls } = await setup();
    await calls.post({ itemCode, warehouseId: general, transactionType: 'IN', quantity: 10 });
    const statuses = await Promise.all(
      Array.from(
        { length: 60 },
        async () =>
          (
            await calls.post({
              itemCode,
              warehouseId: general,
              transactionType: 'OUT',
              quantity: 1,
            })
          ).statusCode,
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(50);
    const state = await ledgerState(businessId);
    expect(state.entries).toBe(11);
    expect(state.balances.map((row) => Number(row.quantity))).toEqual([0]);
  });

  it('two deletes of one entry racing: one reversal', async () => {
    const { businessId, general, itemCode, calls } = await setup();
    const response = await calls.post({
      itemCode,
      warehouseId: general,
      transactionType: 'IN',
      quantity: 3,
    });
    const id = response.json<{ stockEntry: { _id: string } }>().stockEntry._id;
    const statuses = await Promise.all(
      Array.from({ length: 5 }, async () => (await calls.remove(id)).statusCode),
    );
    expect(statuses.sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await ledgerState(businessId)).entries).toBe(2);
  });
});
