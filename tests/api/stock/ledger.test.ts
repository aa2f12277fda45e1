import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses } from '../../../server/db/schema';
import { NegativeStockError, postStockMovements } from '../../../server/stock/ledger';
import { createBusiness } from '../support/accounts';
import {
  balanceOf,
  entryCount,
  insertProduct,
  insertWarehouse,
  positionsOf,
} from '../support/stock';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();

const setup = async () => {
  const { businessId, owner } = await createBusiness(context.app);
  const sales = await insertWarehouse(context.database, businessId, 'Front');
  const back = await insertWarehouse(context.database, businessId, 'Back');
  const product = await insertProduct(context.database, businessId, { salesWarehouseId: sales });
  return {
    businessId,
    owner,
    sales,
    back,
    productId: product.productId,
    variantId: product.variantIds[0]!,
  };
};

describe('the stock ledger', () => {
  it('posts movements, moves balances and the variant positions in one go', async () => {
    const { businessId, owner, sales, back, productId, variantId } = await setup();
    const post = (warehouseId: string, transactionType: 'IN' | 'OUT', quantity: number) =>
      context.database.db.transaction((tx) =>
        postStockMovements(tx, businessId, owner.id, [
          { productId, variantId, warehouseId, transactionType, quantity },
        ]),
      );
    await post(sales, 'IN', 7);
    await post(back, 'IN', 5);
    const [entry] = await post(sales, 'OUT', 2);
    expect(entry).toMatchObject({
      transactionType: 'OUT',
      quantity: 2,
      referenceType: null,
      createdBy: owner.id,
    });
    expect(await balanceOf(context.database, businessId, variantId, sales)).toBe(5);
    expect(await balanceOf(context.database, businessId, variantId, back)).toBe(5);
    expect(await positionsOf(context.database, businessId, variantId)).toEqual({
      stock: 10,
      sales: 5,
    });
  });

  it('refuses a movement below zero, naming what is available, and writes nothing', async () => {
    const { businessId, owner, back, productId, variantId } = await setup();
    const post = (transactionType: 'IN' | 'OUT', quantity: number) =>
      context.database.db.transaction((tx) =>
        postStockMovements(tx, businessId, owner.id, [
          { productId, variantId, warehouseId: back, transactionType, quantity },
        ]),
      );
    await post('IN', 3);
    const refusal = await post('OUT', 4).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(NegativeStockError);
    expect(refusal).toMatchObject({
      statusCode: 409,
      available: 3,
      message: 'Cannot exceed available quantity (3)',
    });
    expect(await balanceOf(context.database, businessId, variantId, back)).toBe(3);
    expect(await entryCount(context.database, businessId)).toBe(1);
  });

  it('lets a business that allows negative stock go below zero', async () => {
    const { businessId, owner, back, productId, variantId } = await setup();
    await context.database.db
      .update(businesses)
      .set({ allowNegativeStock: true })
      .where(eq(businesses.id, businessId));
    await context.database.db.transaction((tx) =>
      postStockMovements(tx, businessId, owner.id, [
        { productId, variantId, warehouseId: back, transactionType: 'OUT', quantity: 2 },
      ]),
    );
    expect(await balanceOf(context.database, businessId, variantId, back)).toBe(-2);
    expect(await positionsOf(context.database, businessId, variantId)).toEqual({
      stock: -2,
      sales: 0,
    });
  });

  it('refuses a variant of another product and a warehouse of another business', async () => {
    const { businessId, owner, back, productId } = await setup();
    const other = await insertProduct(context.database, businessId);
    const foreign = await createBusiness(context.app);
    const foreignWarehouse = await insertWarehouse(context.database, foreign.businessId);
    const post = (variantId: string, warehouseId: string, itemCode = productId) =>
      context.database.db
        .transaction((tx) =>
          postStockMovements(tx, businessId, owner.id, [
            { productId: itemCode, variantId, warehouseId, transactionType: 'IN', quantity: 1 },
          ]),
        )
        .catch((error: unknown) => error);
    expect(await post(other.variantIds[0]!, back)).toMatchObject({
      statusCode: 422,
      fields: { variantId: 'Not found in this business' },
    });
    expect(await post(other.variantIds[0]!, foreignWarehouse, other.productId)).toMatchObject({
      statusCode: 422,
      fields: { warehouseId: 'Not found in this business' },
    });
    expect(await entryCount(context.database, businessId)).toBe(0);
  });
});
