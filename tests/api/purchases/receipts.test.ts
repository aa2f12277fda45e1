import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { balanceOf, insertProduct, insertWarehouse, positionsOf } from '../support/stock';
import { setupTestApp } from '../support/testApp';
import {
  insertSupplier,
  purchasingBusiness,
  purchasingCalls,
  purchasingState,
  RECEIPTS,
  receiptItem,
  type PurchasingBusiness,
} from './support';

interface ReceiptDoc {
  _id: string;
  receiptNumber: string;
  supplier: string;
  supplierName: string;
  warehouse: string;
  warehouseName: string;
  receiptDate: string;
  status: string;
  totalAmount: number;
  notes: string | null;
  items: {
    itemCode: string;
    variant: string;
    quantity: number;
    unitPrice: number;
    totalPrice: number;
    sellingPrice: number | null;
  }[];
}

const context = setupTestApp();
let b: PurchasingBusiness;
const MODULE = 'products.Purchase Receipts';

const receiptOf = (response: { json: () => unknown }) =>
  (response.json() as { purchaseReceipt: ReceiptDoc }).purchaseReceipt;
const payload = (overrides: Record<string, unknown> = {}) => ({
  supplier: b.supplierId,
  warehouse: b.back,
  notes: 'Monday delivery',
  items: [receiptItem(b)],
  ...overrides,
});

const createReceipt = async (overrides: Record<string, unknown> = {}) => {
  const response = await b.calls.post(RECEIPTS, payload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return receiptOf(response);
};

const act = {
  receive: (id: string) => b.calls.post(`${RECEIPTS}/receive`, {}, { receiptId: id }),
  cancel: (id: string) => b.calls.post(`${RECEIPTS}/cancel`, {}, { receiptId: id }),
  update: (id: string) => b.calls.put(RECEIPTS, payload({ notes: 'changed' }), { receiptId: id }),
  delete: (id: string) => b.calls.remove(RECEIPTS, { receiptId: id }, MODULE),
};

const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

beforeAll(async () => {
  b = await purchasingBusiness(context.app, context.database);
});

describe('purchase receipts', () => {
  it('creates pending, numbered per business, dated today in the business zone, totals in numeric', async () => {
    const first = await createReceipt({
      items: [
        receiptItem(b, { quantity: 3, unitPrice: 0.1 }),
        receiptItem(b, { quantity: 1, unitPrice: 0.2, sellingPrice: 15 }),
      ],
    });
    expect(first).toMatchObject({
      status: 'pending',
      supplier: b.supplierId,
      supplierName: 'Glow Wholesale',
      warehouse: b.back,
      warehouseName: 'Back store',
      receiptDate: todayIn('Africa/Nairobi'),
      totalAmount: 0.5,
    });
    expect(first.receiptNumber).toMatch(/^PR-\d{5}$/);
    expect(
      first.items.map((item) => [
        item.quantity,
        item.unitPrice,
        item.totalPrice,
        item.sellingPrice,
      ]),
    ).toEqual([
      [3, 0.1, 0.3, null],
      [1, 0.2, 0.2, 15],
    ]);
    const second = await createReceipt();
    expect(second.receiptNumber).not.toBe(first.receiptNumber);
    const named = await createReceipt({ receiptNumber: 'INV-2026-7', receiptDate: '2026-11-02' });
    expect(named).toMatchObject({ receiptNumber: 'INV-2026-7', receiptDate: '2026-11-02' });
    const duplicate = await b.calls.post(RECEIPTS, payload({ receiptNumber: 'INV-2026-7' }));
    expect(duplicate.statusCode).toBe(409);
    expect(body<ErrorBody>(duplicate).error.code).toBe('DUPLICATE_KEY');
  });

  it('lists a page under purchaseReceiptPage with page and limit', async () => {
    await createReceipt();
    const page = body<{
      purchaseReceiptPage: { docs: ReceiptDoc[]; limit: number; page: number; total: number };
    }>(await b.calls.get(RECEIPTS, { page: 1, limit: 2 })).purchaseReceiptPage;
    expect(page.docs).toHaveLength(2);
    expect(page).toMatchObject({ page: 1, limit: 2 });
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('updates a pending receipt, replacing its lines', async () => {
    const receipt = await createReceipt();
    const response = await b.calls.put(
      RECEIPTS,
      payload({
        warehouse: b.general,
        items: [
          receiptItem(b, {
            itemCode: b.varied.productId,
            variant: b.varied.variantIds[1],
            quantity: 2,
            unitPrice: 7.25,
          }),
        ],
      }),
      { receiptId: receipt._id },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(receiptOf(response)).toMatchObject({
      receiptNumber: receipt.receiptNumber,
      warehouse: b.general,
      totalAmount: 14.5,
      items: [{ variant: b.varied.variantIds[1], quantity: 2 }],
    });
  });

  it('receiving posts one IN entry per line to its warehouse, once, and sets the prices', async () => {
    const variantId = b.varied.variantIds[0]!;
    const receipt = await createReceipt({
      items: [
        receiptItem(b, {
          itemCode: b.varied.productId,
          variant: variantId,
          quantity: 5,
          unitPrice: 12.3,
          sellingPrice: 25.5,
        }),
        receiptItem(b, { quantity: 2, unitPrice: 4 }),
      ],
    });
    const before = await positionsOf(context.database, b.businessId, variantId);
    const response = await act.receive(receipt._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(receiptOf(response).status).toBe('received');
    const { rows: entries } = await context.database.query(
      `select variant_id, warehouse_id, transaction_type, quantity, reference, reference_type from stock_entries where business_id = $1 and reference = $2 order by quantity`,
      [b.businessId, receipt.receiptNumber],
    );
    expect(entries).toEqual([
      {
        variant_id: b.simple.variantIds[0],
        warehouse_id: b.back,
        transaction_type: 'IN',
        quantity: 2,
        reference: receipt.receiptNumber,
        reference_type: 'PurchaseReceipt',
      },
      {
        variant_id: variantId,
        warehouse_id: b.back,
        transaction_type: 'IN',
        quantity: 5,
        reference: receipt.receiptNumber,
        reference_type: 'PurchaseReceipt',
      },
    ]);
    expect(await balanceOf(context.database, b.businessId, variantId, b.back)).toBe(5);
    expect((await positionsOf(context.database, b.businessId, variantId)).stock).toBe(
      before.stock + 5,
    );
    const { rows: [prices] = [] } = await context.database.query(
      'select supply_price, last_price, retail_price from product_variants where business_id = $1 and id = $2',
      [b.businessId, variantId],
    );
    expect(prices).toEqual({ supply_price: '12.30', last_price: '12.30', retail_price: '25.50' });
    const again = await act.receive(receipt._id);
    expect(again.statusCode).toBe(409);
    expect(body<ErrorBody>(again).error).toMatchObject({
      code: 'INVALID_STATE',
      message: 'This purchase receipt has already been received',
    });
  });

  it("says 'Invalid receipt data - missing ID' without a receiptId", async () => {
    for (const response of [
      await b.calls.post(`${RECEIPTS}/receive`),
      await b.calls.post(`${RECEIPTS}/cancel`),
      await b.calls.put(RECEIPTS, payload()),
      await b.calls.remove(RECEIPTS, {}, MODULE),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(body<ErrorBody>(response).error.message).toBe('Invalid receipt data - missing ID');
    }
  });

  /** state x action -> status code (inventory.md 4); a refusal is 409 INVALID_STATE and changes nothing. */
  const TABLE: [string, Record<keyof typeof act, number>][] = [
    ['pending', { update: 200, receive: 200, cancel: 200, delete: 200 }],
    ['received', { update: 409, receive: 409, cancel: 409, delete: 409 }],
    ['cancelled', { update: 409, receive: 409, cancel: 409, delete: 200 }],
  ];
  for (const [state, results] of TABLE) {
    for (const [action, expected] of Object.entries(results) as [keyof typeof act, number][]) {
      it(`${action} on a ${state} receipt -> ${expected}`, async () => {
        const receipt = await createReceipt();
        if (state === 'received') await act.receive(receipt._id);
        if (state === 'cancelled') await act.cancel(receipt._id);
        const before = await purchasingState(context.database, b.businessId);
        const response = await act[action](receipt._id);
        expect(response.statusCode, response.body).toBe(expected);
        if (expected === 409) {
          expect(body<ErrorBody>(response).error.code).toBe('INVALID_STATE');
          expect(await purchasingState(context.database, b.businessId)).toEqual(before);
        }
      });
    }
  }
});

describe('purchase receipts: bad input and tenancy write nothing', () => {
  let other: Awaited<ReturnType<typeof createBusiness>>;
  let foreign: { supplierId: string; productId: string; variantId: string; warehouseId: string };
  beforeAll(async () => {
    other = await createBusiness(context.app);
    const product = await insertProduct(context.database, other.businessId);
    foreign = {
      supplierId: await insertSupplier(context.database, other.businessId),
      productId: product.productId,
      variantId: product.variantIds[0]!,
      warehouseId: await insertWarehouse(context.database, other.businessId),
    };
  });

  const refused: [string, () => Record<string, unknown>, Record<string, string>][] = [
    ['no items', () => payload({ items: [] }), { items: 'Add at least one item' }],
    [
      'no supplier and no warehouse',
      () => payload({ supplier: undefined, warehouse: undefined }),
      { supplier: 'This field is required.', warehouse: 'This field is required.' },
    ],
    [
      'a zero quantity',
      () => payload({ items: [receiptItem(b, { quantity: 0 })] }),
      { items: 'Must be greater than 0.' },
    ],
    [
      'a negative quantity',
      () => payload({ items: [receiptItem(b, { quantity: -1 })] }),
      { items: 'Must be greater than 0.' },
    ],
    [
      'a fractional quantity',
      () => payload({ items: [receiptItem(b, { quantity: 0.5 })] }),
      { items: 'Must be a whole number' },
    ],
    [
      'a price of three decimals',
      () => payload({ items: [receiptItem(b, { unitPrice: 1.005 })] }),
      { items: 'Must be an amount' },
    ],
    [
      'a negative selling price',
      () => payload({ items: [receiptItem(b, { sellingPrice: -1 })] }),
      { items: 'Must be at least 0' },
    ],
    [
      "another business's supplier",
      () => payload({ supplier: foreign.supplierId }),
      { supplier: 'Not found in this business' },
    ],
    [
      "another business's warehouse",
      () => payload({ warehouse: foreign.warehouseId }),
      { warehouse: 'Not found in this business' },
    ],
    [
      "another business's product",
      () =>
        payload({
          items: [receiptItem(b, { itemCode: foreign.productId, variant: foreign.variantId })],
        }),
      { items: 'Not found in this business' },
    ],
    [
      "another business's variant",
      () => payload({ items: [receiptItem(b, { variant: foreign.variantId })] }),
      { items: 'Not found in this business' },
    ],
  ];
  for (const [label, make, fields] of refused) {
    it(`refuses a receipt with ${label}, on create and update`, async () => {
      const receipt = await createReceipt();
      const before = await purchasingState(context.database, b.businessId);
      for (const response of [
        await b.calls.post(RECEIPTS, make()),
        await b.calls.put(RECEIPTS, make(), { receiptId: receipt._id }),
      ]) {
        expect(response.statusCode, response.body).toBe(422);
        const error = body<ErrorBody>(response).error;
        for (const [field, message] of Object.entries(fields))
          expect(error.fields?.[field]).toContain(message);
      }
      expect(await purchasingState(context.database, b.businessId)).toEqual(before);
    });
  }

  it("another business's receipt is a 404 through this business; a business the caller is not in a 403", async () => {
    const receipt = await createReceipt();
    const theirs = purchasingCalls(context.app, other.owner.cookie, other.businessId);
    const before = await purchasingState(context.database, b.businessId);
    expect(
      (await theirs.post(`${RECEIPTS}/receive`, {}, { receiptId: receipt._id })).statusCode,
    ).toBe(404);
    expect(
      (await theirs.post(`${RECEIPTS}/cancel`, {}, { receiptId: receipt._id })).statusCode,
    ).toBe(404);
    expect((await theirs.remove(RECEIPTS, { receiptId: receipt._id }, MODULE)).statusCode).toBe(
      404,
    );
    const intruder = purchasingCalls(context.app, other.owner.cookie, b.businessId);
    expect((await intruder.get(RECEIPTS)).statusCode).toBe(403);
    expect(
      (await intruder.post(`${RECEIPTS}/receive`, {}, { receiptId: receipt._id })).statusCode,
    ).toBe(403);
    expect(await purchasingState(context.database, b.businessId)).toEqual(before);
  });

  it('a delete needs the vendor-module header; a supplier or warehouse with receipts is kept', async () => {
    const supplierId = await insertSupplier(context.database, b.businessId, 'Receipt Supplier');
    const warehouseId = await insertWarehouse(context.database, b.businessId, 'Receiving bay');
    const receipt = await createReceipt({ supplier: supplierId, warehouse: warehouseId });
    const headerless = await send(
      context.app,
      'DELETE',
      withQuery(RECEIPTS, { businessId: b.businessId, receiptId: receipt._id }),
      { cookie: b.owner.cookie },
    );
    expect(headerless.statusCode).toBe(400);
    const supplier = await b.calls.remove(`/v1/supplier/${supplierId}`, {}, 'products.Suppliers');
    expect(supplier.statusCode).toBe(409);
    expect(body<ErrorBody>(supplier).error.message).toBe(
      'This supplier has purchases or purchase receipts, so it cannot be deleted',
    );
    const warehouse = await b.calls.remove(
      `/v1/warehouse/${warehouseId}`,
      {},
      'products.Warehouses',
    );
    expect(warehouse.statusCode).toBe(409);
    expect(body<ErrorBody>(warehouse).error.message).toBe(
      'This warehouse has purchase receipts, so it cannot be deleted',
    );
    expect((await act.delete(receipt._id)).statusCode).toBe(200);
    expect(
      (await b.calls.remove(`/v1/supplier/${supplierId}`, {}, 'products.Suppliers')).statusCode,
    ).toBe(200);
  });
});
