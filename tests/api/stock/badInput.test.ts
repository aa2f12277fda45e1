import { describe, expect, it } from 'vitest';
import { addMember, createBusiness } from '../support/accounts';
import { body, type ErrorBody } from '../support/http';
import { snapshot } from '../support/records';
import { generalWarehouseOf, insertProduct, insertWarehouse } from '../support/stock';
import { stockCalls } from '../support/stockCalls';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();

const setup = async () => {
  const { businessId, owner } = await createBusiness(context.app);
  const general = await generalWarehouseOf(context.database, businessId);
  const back = await insertWarehouse(context.database, businessId, 'Back');
  const { productId: itemCode, variantIds } = await insertProduct(context.database, businessId);
  const calls = stockCalls(context.app, owner.cookie, businessId);
  await calls.post({ itemCode, warehouseId: general, transactionType: 'IN', quantity: 5 });
  return { businessId, owner, general, back, itemCode, variantId: variantIds[0]!, calls };
};

/** Runs `action` and proves the business's rows are exactly as before. */
const expectUnchanged = async (businessId: string, action: () => Promise<void>) => {
  const before = await snapshot(context.database, businessId);
  await action();
  expect(await snapshot(context.database, businessId)).toEqual(before);
};

describe('bad stock input changes nothing', () => {
  it.each([
    ['a negative quantity', { quantity: -3 }, { quantity: 'Must be greater than 0.' }],
    ['a zero quantity', { quantity: 0 }, { quantity: 'Must be greater than 0.' }],
    ['a fractional quantity', { quantity: 1.5 }, { quantity: 'Must be a whole number' }],
    ['a quantity as text', { quantity: '3' }, { quantity: 'Must be a valid number.' }],
    ['no quantity', { quantity: undefined }, { quantity: 'This field is required.' }],
    ['no warehouse', { warehouseId: undefined }, { warehouseId: 'This field is required.' }],
    [
      'an unknown transaction type',
      { transactionType: 'SIDEWAYS' },
      { transactionType: 'Must be one of IN, OUT' },
    ],
    [
      'a system reference type',
      { referenceType: 'Sale' },
      { referenceType: 'Must be one of Reconciliation' },
    ],
    ['a negative selling price', { sellingPrice: -1 }, { sellingPrice: 'Must be at least 0' }],
    ['an unknown field', { colour: 'red' }, { colour: 'Unknown field' }],
  ])('an entry with %s is 422', async (_case, change, fields) => {
    const { businessId, general, itemCode, calls } = await setup();
    await expectUnchanged(businessId, async () => {
      const response = await calls.post({
        itemCode,
        warehouseId: general,
        transactionType: 'IN',
        quantity: 2,
        ...change,
      });
      expect(response.statusCode).toBe(422);
      expect(body<ErrorBody>(response).error.fields).toEqual(fields);
    });
  });

  it.each([
    [
      'the same warehouse',
      (s: Awaited<ReturnType<typeof setup>>) => ({ destinationWarehouseId: s.general }),
      { destinationWarehouseId: 'Source and destination warehouses must be different' },
    ],
    ['a fractional quantity', () => ({ quantity: 0.5 }), { quantity: 'Must be a whole number' }],
    ['a negative quantity', () => ({ quantity: -1 }), { quantity: 'Must be greater than 0.' }],
  ])('a transfer to %s is 422', async (_case, change, fields) => {
    const s = await setup();
    await expectUnchanged(s.businessId, async () => {
      const response = await s.calls.transfer({
        itemCode: s.itemCode,
        sourceWarehouseId: s.general,
        destinationWarehouseId: s.back,
        quantity: 1,
        ...change(s),
      });
      expect(response.statusCode).toBe(422);
      expect(body<ErrorBody>(response).error.fields).toEqual(fields);
    });
  });

  it("refuses another business's product, variant and warehouse ids", async () => {
    const mine = await setup();
    const theirs = await setup();
    await expectUnchanged(mine.businessId, async () => {
      const cases = [
        [
          { itemCode: theirs.itemCode, warehouseId: mine.general },
          { itemCode: 'Not found in this business' },
        ],
        [
          { itemCode: mine.itemCode, variantId: theirs.variantId, warehouseId: mine.general },
          { variantId: 'Not found in this business' },
        ],
        [
          { itemCode: mine.itemCode, warehouseId: theirs.general },
          { warehouseId: 'Not found in this business' },
        ],
      ] as const;
      for (const [ids, fields] of cases) {
        const response = await mine.calls.post({ ...ids, transactionType: 'IN', quantity: 1 });
        expect(response.statusCode).toBe(422);
        expect(body<ErrorBody>(response).error.fields).toEqual(fields);
      }
      const transfer = await mine.calls.transfer({
        itemCode: mine.itemCode,
        sourceWarehouseId: mine.general,
        destinationWarehouseId: theirs.general,
        quantity: 1,
      });
      expect(transfer.statusCode).toBe(422);
      expect(
        (await mine.calls.balance({ itemCode: theirs.itemCode, warehouseId: mine.general }))
          .statusCode,
      ).toBe(404);
      expect(
        (await mine.calls.balance({ itemCode: mine.itemCode, warehouseId: theirs.general }))
          .statusCode,
      ).toBe(404);
      expect((await mine.calls.warehouseBalance({ itemCode: theirs.itemCode })).statusCode).toBe(
        404,
      );
      expect(
        (await mine.calls.sync({ itemCode: theirs.itemCode, variantId: theirs.variantId }))
          .statusCode,
      ).toBe(422);
    });
    await expectUnchanged(theirs.businessId, async () => {
      const [entry] = body<{ stockEntries: { docs: { _id: string }[] } }>(await theirs.calls.list())
        .stockEntries.docs;
      expect((await mine.calls.get(entry!._id)).statusCode).toBe(404);
      expect((await mine.calls.edit(entry!._id, { reference: 'mine now' })).statusCode).toBe(404);
      expect((await mine.calls.remove(entry!._id)).statusCode).toBe(404);
    });
  });

  it('refuses bad queries with 4xx, never 500', async () => {
    const { itemCode, general, calls } = await setup();
    for (const query of [
      { sort: 'quantity' },
      { limit: '-1' },
      { page: '0' },
      { transactionType: 'UP' },
      { warehouseId: 'nope' },
      { colour: 'red' },
    ]) {
      expect((await calls.list(query)).statusCode).toBe(400);
    }
    expect((await calls.balance({ itemCode })).statusCode).toBe(422);
    expect((await calls.balance({ itemCode: 'x', warehouseId: general })).statusCode).toBe(422);
    expect((await calls.get('not-an-id')).statusCode).toBe(404);
  });
});

describe('stock permissions', () => {
  it('needs a role in the business and the products.Stock permission for each action', async () => {
    const s = await setup();
    const outsider = await createBusiness(context.app);
    const asOutsider = stockCalls(context.app, outsider.owner.cookie, s.businessId);
    const reader = await addMember(context.app, context.database, s.businessId, {
      'products.Stock': ['read'],
    });
    const asReader = stockCalls(context.app, reader.cookie, s.businessId);
    const [entry] = body<{ stockEntries: { docs: { _id: string }[] } }>(await s.calls.list())
      .stockEntries.docs;
    await expectUnchanged(s.businessId, async () => {
      expect((await asOutsider.list()).statusCode).toBe(403);
      expect(
        (
          await asOutsider.post({
            itemCode: s.itemCode,
            warehouseId: s.general,
            transactionType: 'IN',
            quantity: 1,
          })
        ).statusCode,
      ).toBe(403);
      expect((await asReader.list()).statusCode).toBe(200);
      expect(
        (await asReader.balance({ itemCode: s.itemCode, warehouseId: s.general })).statusCode,
      ).toBe(200);
      expect(
        (
          await asReader.post({
            itemCode: s.itemCode,
            warehouseId: s.general,
            transactionType: 'IN',
            quantity: 1,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await asReader.transfer({
            itemCode: s.itemCode,
            sourceWarehouseId: s.general,
            destinationWarehouseId: s.back,
            quantity: 1,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await asReader.sync({ itemCode: s.itemCode, variantId: s.variantId })).statusCode,
      ).toBe(403);
      expect((await asReader.remove(entry!._id)).statusCode).toBe(403);
      const signedOut = stockCalls(context.app, '', s.businessId);
      expect((await signedOut.list()).statusCode).toBe(401);
    });
    const mover = await addMember(context.app, context.database, s.businessId, {
      'products.Stock': ['create'],
    });
    const moved = await stockCalls(context.app, mover.cookie, s.businessId).transfer({
      itemCode: s.itemCode,
      sourceWarehouseId: s.general,
      destinationWarehouseId: s.back,
      quantity: 1,
    });
    expect(moved.statusCode).toBe(201);
  });
});
