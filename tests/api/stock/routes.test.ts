import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productVariants } from '../../../server/db/schema';
import { createBusiness } from '../support/accounts';
import { body, type ErrorBody } from '../support/http';
import {
  balanceOf,
  entryCount,
  generalWarehouseOf,
  insertProduct,
  insertWarehouse,
  positionsOf,
} from '../support/stock';
import { stockCalls } from '../support/stockCalls';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();

interface EntryDocument {
  _id: string;
  itemCode: { _id: string; title: string };
  variant: { _id: string };
  warehouse: { _id: string; name: string };
  transactionType: string;
  quantity: number;
  reference: string | null;
  referenceType: string | null;
  reversedBy: string | null;
}

const setup = async (variants = 1) => {
  const { businessId, owner } = await createBusiness(context.app);
  const general = await generalWarehouseOf(context.database, businessId);
  const back = await insertWarehouse(context.database, businessId, 'Back Room');
  const product = await insertProduct(context.database, businessId, {
    title: 'Argan Oil',
    variants,
    salesWarehouseId: general,
  });
  const calls = stockCalls(context.app, owner.cookie, businessId);
  return {
    businessId,
    owner,
    general,
    back,
    itemCode: product.productId,
    variantIds: product.variantIds,
    calls,
  };
};

describe('stock entries', () => {
  it('reconciles stock in: 201 with the entry, balance, positions and the new selling price', async () => {
    const { businessId, owner, general, itemCode, variantIds, calls } = await setup();
    const response = await calls.post({
      itemCode,
      warehouseId: general,
      transactionType: 'IN',
      quantity: 12,
      reference: owner.email,
      referenceType: 'Reconciliation',
      variantId: variantIds[0],
      sellingPrice: 850.5,
    });
    expect(response.statusCode).toBe(201);
    const entry = body<{ stockEntry: EntryDocument }>(response).stockEntry;
    expect(entry).toMatchObject({
      itemCode: { _id: itemCode, title: 'Argan Oil' },
      variant: { _id: variantIds[0] },
      warehouse: { _id: general, name: 'General' },
      transactionType: 'IN',
      quantity: 12,
      reference: owner.email,
      referenceType: 'Reconciliation',
      reversedBy: null,
    });
    expect(await balanceOf(context.database, businessId, variantIds[0]!, general)).toBe(12);
    expect(await positionsOf(context.database, businessId, variantIds[0]!)).toEqual({
      stock: 12,
      sales: 12,
    });
    const [variant] = await context.database.db
      .select({ price: productVariants.retail_price })
      .from(productVariants)
      .where(
        and(eq(productVariants.businessId, businessId), eq(productVariants.id, variantIds[0]!)),
      );
    expect(variant?.price).toBe('850.50');
  });

  it('implies the only variant, and asks for one when the product has several', async () => {
    const single = await setup();
    expect(
      (
        await single.calls.post({
          itemCode: single.itemCode,
          warehouseId: single.general,
          transactionType: 'IN',
          quantity: 1,
        })
      ).statusCode,
    ).toBe(201);
    const several = await setup(2);
    const response = await several.calls.post({
      itemCode: several.itemCode,
      warehouseId: several.general,
      transactionType: 'IN',
      quantity: 1,
    });
    expect(response.statusCode).toBe(422);
    expect(body<ErrorBody>(response).error.fields).toEqual({
      variantId: 'This field is required.',
    });
    expect(await entryCount(context.database, several.businessId)).toBe(0);
  });

  it('refuses an OUT above the balance with 409 naming what is available', async () => {
    const { businessId, general, itemCode, calls } = await setup();
    await calls.post({ itemCode, warehouseId: general, transactionType: 'IN', quantity: 4 });
    const response = await calls.post({
      itemCode,
      warehouseId: general,
      transactionType: 'OUT',
      quantity: 5,
    });
    expect(response.statusCode).toBe(409);
    expect(body<ErrorBody>(response).error).toMatchObject({
      code: 'INVALID_STATE',
      message: 'Cannot exceed available quantity (4)',
    });
    expect(await entryCount(context.database, businessId)).toBe(1);
  });

  it('lists newest first with product, variant and warehouse, filtered by search, type and warehouse', async () => {
    const { general, back, itemCode, calls } = await setup();
    await calls.post({
      itemCode,
      warehouseId: general,
      transactionType: 'IN',
      quantity: 10,
      reference: 'delivery 17',
    });
    await calls.post({ itemCode, warehouseId: back, transactionType: 'IN', quantity: 3 });
    await calls.post({ itemCode, warehouseId: general, transactionType: 'OUT', quantity: 2 });
    const page = body<{
      stockEntries: {
        docs: EntryDocument[];
        total: number;
        limit: number;
        page: number;
        pages: number;
        sort: unknown;
      };
    }>(await calls.list({ limit: 5 })).stockEntries;
    expect(page).toMatchObject({ total: 3, limit: 5, page: 1, pages: 1, sort: { createdAt: -1 } });
    expect(page.docs.map((doc) => [doc.transactionType, doc.quantity, doc.warehouse.name])).toEqual(
      [
        ['OUT', 2, 'General'],
        ['IN', 3, 'Back Room'],
        ['IN', 10, 'General'],
      ],
    );
    const filtered = async (query: Record<string, string>) =>
      body<{ stockEntries: { docs: EntryDocument[] } }>(
        await calls.list(query),
      ).stockEntries.docs.map((doc) => doc.quantity);
    expect(await filtered({ transactionType: 'IN' })).toEqual([3, 10]);
    expect(await filtered({ warehouseId: back })).toEqual([3]);
    expect(await filtered({ q: 'DELIVERY' })).toEqual([10]);
    expect(await filtered({ search: 'argan' })).toEqual([2, 3, 10]);
    expect(await filtered({ q: '%' })).toEqual([]);
    expect((await calls.list({ limit: 2, page: 2 })).json()).toMatchObject({
      stockEntries: { total: 3, pages: 2, page: 2 },
    });
  });

  it('reads one entry and edits only its reference', async () => {
    const { general, itemCode, calls } = await setup();
    const entry = body<{ stockEntry: EntryDocument }>(
      await calls.post({ itemCode, warehouseId: general, transactionType: 'IN', quantity: 2 }),
    ).stockEntry;
    expect(
      body<{ stockEntry: EntryDocument }>(await calls.get(entry._id)).stockEntry.quantity,
    ).toBe(2);
    const edited = await calls.edit(entry._id, { reference: 'Invoice 42' });
    expect(body<{ stockEntry: EntryDocument }>(edited).stockEntry).toMatchObject({
      reference: 'Invoice 42',
      quantity: 2,
    });
    const refused = await calls.edit(entry._id, { quantity: 9 });
    expect(refused.statusCode).toBe(422);
    expect(
      body<{ stockEntry: EntryDocument }>(await calls.get(entry._id)).stockEntry.quantity,
    ).toBe(2);
  });
});

describe('deleting a stock entry', () => {
  it('posts the reversing entry and restores the balance; a second delete is 409', async () => {
    const { businessId, general, itemCode, variantIds, calls } = await setup();
    const entry = body<{ stockEntry: EntryDocument }>(
      await calls.post({
        itemCode,
        warehouseId: general,
        transactionType: 'IN',
        quantity: 6,
        referenceType: 'Reconciliation',
      }),
    ).stockEntry;
    const response = await calls.remove(entry._id);
    expect(response.statusCode).toBe(200);
    const { stockEntry, reversal } = body<{ stockEntry: EntryDocument; reversal: EntryDocument }>(
      response,
    );
    expect(reversal).toMatchObject({
      transactionType: 'OUT',
      quantity: 6,
      referenceType: 'Reversal',
    });
    expect(stockEntry.reversedBy).toBe(reversal._id);
    expect(await balanceOf(context.database, businessId, variantIds[0]!, general)).toBe(0);
    expect(await positionsOf(context.database, businessId, variantIds[0]!)).toEqual({
      stock: 0,
      sales: 0,
    });
    const again = await calls.remove(entry._id);
    expect(again.statusCode).toBe(409);
    expect(body<ErrorBody>(again).error.message).toBe('This stock entry has already been reversed');
    expect(await entryCount(context.database, businessId)).toBe(2);
  });

  it('is refused when the reversal would make stock negative, and for transfers and reversals', async () => {
    const { businessId, general, back, itemCode, calls } = await setup();
    const entry = body<{ stockEntry: EntryDocument }>(
      await calls.post({ itemCode, warehouseId: general, transactionType: 'IN', quantity: 5 }),
    ).stockEntry;
    const transfer = body<{ transfer: { source: EntryDocument } }>(
      await calls.transfer({
        itemCode,
        sourceWarehouseId: general,
        destinationWarehouseId: back,
        quantity: 4,
      }),
    ).transfer;
    const negative = await calls.remove(entry._id);
    expect(negative.statusCode).toBe(409);
    expect(body<ErrorBody>(negative).error.message).toBe('Cannot exceed available quantity (1)');
    const ofTransfer = await calls.remove(transfer.source._id);
    expect(ofTransfer.statusCode).toBe(409);
    expect(body<ErrorBody>(ofTransfer).error.code).toBe('INVALID_STATE');
    expect(await entryCount(context.database, businessId)).toBe(3);
  });
});

describe('transfers, balances and positions', () => {
  it('moves stock OUT of the source and IN to the destination atomically', async () => {
    const { businessId, owner, general, back, itemCode, variantIds, calls } = await setup();
    await calls.post({ itemCode, warehouseId: general, transactionType: 'IN', quantity: 10 });
    const response = await calls.transfer({
      itemCode,
      variantId: variantIds[0],
      sourceWarehouseId: general,
      destinationWarehouseId: back,
      quantity: 7,
    });
    expect(response.statusCode).toBe(201);
    const { source, destination } = body<{
      transfer: { source: EntryDocument; destination: EntryDocument };
    }>(response).transfer;
    expect(source).toMatchObject({
      transactionType: 'OUT',
      quantity: 7,
      referenceType: 'Transfer',
      reference: owner.email,
      warehouse: { _id: general },
    });
    expect(destination).toMatchObject({
      transactionType: 'IN',
      quantity: 7,
      referenceType: 'Transfer',
      warehouse: { _id: back },
    });
    expect(await balanceOf(context.database, businessId, variantIds[0]!, general)).toBe(3);
    expect(await balanceOf(context.database, businessId, variantIds[0]!, back)).toBe(7);
    expect(await positionsOf(context.database, businessId, variantIds[0]!)).toEqual({
      stock: 10,
      sales: 3,
    });

    const above = await calls.transfer({
      itemCode,
      sourceWarehouseId: general,
      destinationWarehouseId: back,
      quantity: 4,
    });
    expect(above.statusCode).toBe(409);
    expect(body<ErrorBody>(above).error.message).toBe('Cannot exceed available quantity (3)');
    expect(await balanceOf(context.database, businessId, variantIds[0]!, back)).toBe(7);
    expect(await entryCount(context.database, businessId)).toBe(3);
  });

  it('looks up a balance per warehouse, per variant or for the whole product', async () => {
    const { general, back, itemCode, variantIds, calls } = await setup(2);
    await calls.post({
      itemCode,
      variantId: variantIds[0],
      warehouseId: general,
      transactionType: 'IN',
      quantity: 4,
    });
    await calls.post({
      itemCode,
      variantId: variantIds[1],
      warehouseId: general,
      transactionType: 'IN',
      quantity: 6,
    });
    await calls.post({
      itemCode,
      variantId: variantIds[1],
      warehouseId: back,
      transactionType: 'IN',
      quantity: 1,
    });
    expect(
      body(await calls.balance({ itemCode, warehouseId: general, variantId: variantIds[1] })),
    ).toEqual({
      balance: { itemCode, variantId: variantIds[1], warehouseId: general, quantity: 6 },
    });
    expect(
      body<{ balance: { quantity: number } }>(
        await calls.balance({ itemCode, warehouseId: general }),
      ).balance.quantity,
    ).toBe(10);
    const perWarehouse = body<{
      warehouseBalance: {
        total: number;
        balances: { warehouse: { name: string }; quantity: number }[];
      };
    }>(await calls.warehouseBalance({ itemCode, variantId: variantIds[1] })).warehouseBalance;
    expect(perWarehouse.total).toBe(7);
    expect(perWarehouse.balances.map((row) => [row.warehouse.name, row.quantity])).toEqual([
      ['Back Room', 1],
      ['General', 6],
    ]);
  });

  it('lists the products and variants the stock dialogs pick from', async () => {
    const { itemCode, variantIds, calls } = await setup(2);
    const response = await context.app.inject({
      method: 'GET',
      url: `/v1/stock/items?businessId=${calls.businessId}`,
      headers: { cookie: calls.cookie },
    });
    expect(body(response)).toEqual({
      items: [
        {
          _id: itemCode,
          title: 'Argan Oil',
          salesWarehouseId: expect.any(String),
          variants: variantIds.map((_id) => ({
            _id,
            sku: expect.any(String),
            retail_price: 0,
            supply_price: 0,
          })),
        },
      ],
    });
  });

  it('synchronizes a variant position from the balances with the toast text', async () => {
    const { businessId, general, back, itemCode, variantIds, calls } = await setup();
    await calls.post({ itemCode, warehouseId: general, transactionType: 'IN', quantity: 5 });
    await calls.post({ itemCode, warehouseId: back, transactionType: 'IN', quantity: 2 });
    await context.database.db
      .update(productVariants)
      .set({ stock_position: 99, sales_stock_position: 42 })
      .where(eq(productVariants.id, variantIds[0]!));
    const response = await calls.sync({ itemCode, variantId: variantIds[0] });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({
      stock: { stock_position: 7, sales_stock_position: 5 },
      message: 'Stock positions synchronized - Total: 7 units, Sales Warehouse: 5 units',
    });
    expect(await positionsOf(context.database, businessId, variantIds[0]!)).toEqual({
      stock: 7,
      sales: 5,
    });
  });
});
