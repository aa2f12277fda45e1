import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import { insertProduct, insertWarehouse } from '../support/stock';
import { setupTestApp } from '../support/testApp';
import {
  insertSupplier,
  PURCHASE,
  purchasingBusiness,
  purchasingCalls,
  purchasingState,
  requestItem,
  type PurchasingBusiness,
} from './support';

interface PurchaseDoc {
  _id: string;
  purchase_status: string;
  required_by: string | null;
  notes: string | null;
  supplier: { _id: string; fullName: string; email: string; phone: string };
  items: {
    _id: string;
    productId: string;
    variantId: string;
    quantity: number;
    unitPrice: number;
    productName: string;
  }[];
  total: number;
  receiptId: string | null;
}

const context = setupTestApp();
let b: PurchasingBusiness;

const purchaseOf = (response: { json: () => unknown }) =>
  (response.json() as { purchase: PurchaseDoc }).purchase;

const createPurchase = async (items = [requestItem(b)]) => {
  const response = await b.calls.post(PURCHASE, {
    supplierId: b.supplierId,
    requiredBy: '2026-12-01',
    notes: 'Before the holidays',
    items,
  });
  expect(response.statusCode, response.body).toBe(201);
  return purchaseOf(response);
};

/** Brings a new request to a state through the calls themselves. */
const purchaseIn = async (status: string) => {
  const purchase = await createPurchase([
    requestItem(b),
    requestItem(b, { quantity: 1, unitPrice: 10 }),
  ]);
  if (status === 'SUBMITTED' || status === 'RECEIVED')
    await b.calls.put(`${PURCHASE}/${purchase._id}/submit`);
  if (status === 'RECEIVED')
    await b.calls.get(`${PURCHASE}/${purchase._id}/complete`, { warehouseId: b.general });
  if (status === 'CANCELLED') await b.calls.put(`${PURCHASE}/${purchase._id}/cancel`);
  return purchase;
};

beforeAll(async () => {
  b = await purchasingBusiness(context.app, context.database);
});

describe('purchase requests', () => {
  it('creates with the supplier embedded, the lines and their real total (numeric, no float drift)', async () => {
    const purchase = await createPurchase([
      requestItem(b, { quantity: 3, unitPrice: 0.1 }),
      requestItem(b, { quantity: 1, unitPrice: 0.2, productName: null }),
    ]);
    expect(purchase).toMatchObject({
      purchase_status: 'CREATED',
      required_by: '2026-12-01',
      notes: 'Before the holidays',
      supplier: {
        _id: b.supplierId,
        fullName: 'Glow Wholesale',
        email: 'sales@glow.example',
        phone: '+254712345678',
      },
      total: 0.5,
      receiptId: null,
    });
    expect(purchase.items.map((item) => [item.quantity, item.unitPrice, item.productName])).toEqual(
      [
        [3, 0.1, 'Argan Oil'],
        [1, 0.2, 'Argan Oil'],
      ],
    );
  });

  it('lists a page under purchasePage, newest first, and reads one', async () => {
    const purchase = await createPurchase();
    const page = body<{
      purchasePage: {
        docs: PurchaseDoc[];
        total: number;
        page: number;
        limit: number;
        pages: number;
      };
    }>(await b.calls.get(PURCHASE, { page: 1, limit: 5 })).purchasePage;
    expect(page).toMatchObject({ page: 1, limit: 5 });
    expect(page.docs[0]!._id).toBe(purchase._id);
    expect(purchaseOf(await b.calls.get(`${PURCHASE}/${purchase._id}`))._id).toBe(purchase._id);
  });

  it('adds and removes items while CREATED; the last item stays', async () => {
    const purchase = await createPurchase();
    const added = await b.calls.post(
      `${PURCHASE}/add-item/${purchase._id}`,
      requestItem(b, {
        productId: b.varied.productId,
        variantId: b.varied.variantIds[1],
        productName: 'Shampoo 1L',
      }),
    );
    expect(added.statusCode, added.body).toBe(200);
    const withTwo = purchaseOf(added);
    expect(withTwo.items).toHaveLength(2);
    const removed = await b.calls.remove(`${PURCHASE}/remove-item/${withTwo.items[0]!._id}`, {
      purchaseId: purchase._id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(purchaseOf(removed).items.map((item) => item.productName)).toEqual(['Shampoo 1L']);
    const last = await b.calls.remove(`${PURCHASE}/remove-item/${withTwo.items[1]!._id}`, {
      purchaseId: purchase._id,
    });
    expect(last.statusCode).toBe(409);
    expect(body<ErrorBody>(last).error.code).toBe('INVALID_STATE');
  });

  it('Receive Purchase makes a pending receipt of the lines in the chosen warehouse, linked both ways', async () => {
    const purchase = await purchaseIn('SUBMITTED');
    const response = await b.calls.get(`${PURCHASE}/${purchase._id}/complete`, {
      warehouseId: b.back,
    });
    expect(response.statusCode, response.body).toBe(200);
    const received = purchaseOf(response);
    expect(received.purchase_status).toBe('RECEIVED');
    const page = body<{
      purchaseReceiptPage: { docs: (Record<string, unknown> & { items: unknown[] })[] };
    }>(
      await send(
        context.app,
        'GET',
        withQuery('/v1/purchase-receipts', { businessId: b.businessId, limit: 0 }),
        { cookie: b.owner.cookie },
      ),
    ).purchaseReceiptPage;
    const made = page.docs.find((doc) => doc._id === received.receiptId)!;
    expect(made).toMatchObject({
      status: 'pending',
      purchaseId: purchase._id,
      warehouse: b.back,
      supplier: b.supplierId,
      totalAmount: 371.5,
    });
    expect(made.items).toHaveLength(2);
    // No stock yet: it moves when the receipt is received.
    expect(
      (
        await context.database.query(
          'select count(*)::int as n from stock_entries where business_id = $1',
          [b.businessId],
        )
      ).rows[0]!.n,
    ).toBe(0);
  });

  it('Receive Purchase, a GET that changes state, is refused from another site', async () => {
    const purchase = await purchaseIn('SUBMITTED');
    const url = withQuery(`${PURCHASE}/${purchase._id}/complete`, {
      businessId: b.businessId,
      warehouseId: b.general,
    });
    const response = await send(context.app, 'GET', url, {
      cookie: b.owner.cookie,
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(body<ErrorBody>(response).error.code).toBe('CSRF');
    expect(purchaseOf(await b.calls.get(`${PURCHASE}/${purchase._id}`)).purchase_status).toBe(
      'SUBMITTED',
    );
  });

  it('deletes with the vendor-module header', async () => {
    const purchase = await createPurchase();
    expect(
      (
        await send(
          context.app,
          'DELETE',
          withQuery(`${PURCHASE}/${purchase._id}`, { businessId: b.businessId }),
          { cookie: b.owner.cookie },
        )
      ).statusCode,
    ).toBe(400);
    const deleted = await b.calls.remove(`${PURCHASE}/${purchase._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(purchaseOf(deleted)._id).toBe(purchase._id);
    expect((await b.calls.get(`${PURCHASE}/${purchase._id}`)).statusCode).toBe(404);
  });

  /** state x action -> status code (inventory.md 4); a refusal is 409 INVALID_STATE and changes nothing. */
  const TABLE: [string, Record<string, number>][] = [
    [
      'CREATED',
      { addItem: 200, removeItem: 200, submit: 200, complete: 409, cancel: 200, delete: 200 },
    ],
    [
      'SUBMITTED',
      { addItem: 409, removeItem: 409, submit: 409, complete: 200, cancel: 200, delete: 200 },
    ],
    [
      'RECEIVED',
      { addItem: 409, removeItem: 409, submit: 409, complete: 409, cancel: 409, delete: 409 },
    ],
    [
      'CANCELLED',
      { addItem: 409, removeItem: 409, submit: 409, complete: 409, cancel: 409, delete: 200 },
    ],
  ];
  const ACTIONS: Record<string, (purchase: PurchaseDoc) => ReturnType<typeof b.calls.get>> = {
    addItem: (p) => b.calls.post(`${PURCHASE}/add-item/${p._id}`, requestItem(b)),
    removeItem: (p) =>
      b.calls.remove(`${PURCHASE}/remove-item/${p.items[0]!._id}`, { purchaseId: p._id }),
    submit: (p) => b.calls.put(`${PURCHASE}/${p._id}/submit`),
    complete: (p) => b.calls.get(`${PURCHASE}/${p._id}/complete`, { warehouseId: b.general }),
    cancel: (p) => b.calls.put(`${PURCHASE}/${p._id}/cancel`),
    delete: (p) => b.calls.remove(`${PURCHASE}/${p._id}`),
  };
  const NEXT: Record<string, string> = {
    submit: 'SUBMITTED',
    complete: 'RECEIVED',
    cancel: 'CANCELLED',
  };

  for (const [state, results] of TABLE) {
    for (const [action, expected] of Object.entries(results)) {
      it(`${action} on a ${state} purchase -> ${expected}`, async () => {
        const purchase = purchaseOf(
          await b.calls.get(`${PURCHASE}/${(await purchaseIn(state))._id}`),
        );
        expect(purchase.purchase_status).toBe(state);
        const before = await purchasingState(context.database, b.businessId);
        const response = await ACTIONS[action]!(purchase);
        expect(response.statusCode, response.body).toBe(expected);
        if (expected === 409) {
          expect(body<ErrorBody>(response).error.code).toBe('INVALID_STATE');
          expect(await purchasingState(context.database, b.businessId)).toEqual(before);
        } else if (action !== 'delete') {
          expect(purchaseOf(response).purchase_status).toBe(NEXT[action] ?? state);
        }
      });
    }
  }
});

describe('purchase requests: bad input and tenancy write nothing', () => {
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

  const refusedCreates: [string, () => Record<string, unknown>, Record<string, string>][] = [
    [
      'no items',
      () => ({ supplierId: b.supplierId, items: [] }),
      { items: 'Add at least one item' },
    ],
    ['no supplier', () => ({ items: [requestItem(b)] }), { supplierId: 'This field is required.' }],
    [
      'a zero quantity',
      () => ({ supplierId: b.supplierId, items: [requestItem(b, { quantity: 0 })] }),
      { items: 'Must be greater than 0.' },
    ],
    [
      'a negative quantity',
      () => ({ supplierId: b.supplierId, items: [requestItem(b, { quantity: -2 })] }),
      { items: 'Must be greater than 0.' },
    ],
    [
      'a fractional quantity',
      () => ({ supplierId: b.supplierId, items: [requestItem(b, { quantity: 1.5 })] }),
      { items: 'Must be a whole number' },
    ],
    [
      'a quantity as text',
      () => ({ supplierId: b.supplierId, items: [requestItem(b, { quantity: '2' })] }),
      { items: 'Must be a valid number.' },
    ],
    [
      'a negative price',
      () => ({ supplierId: b.supplierId, items: [requestItem(b, { unitPrice: -1 })] }),
      { items: 'Must be at least 0' },
    ],
    [
      'a bad due date',
      () => ({ supplierId: b.supplierId, requiredBy: '2026-02-30', items: [requestItem(b)] }),
      { requiredBy: 'Must be a date (YYYY-MM-DD)' },
    ],
    [
      "another business's supplier",
      () => ({ supplierId: foreign.supplierId, items: [requestItem(b)] }),
      { supplierId: 'Not found in this business' },
    ],
    [
      "another business's product",
      () => ({
        supplierId: b.supplierId,
        items: [requestItem(b, { productId: foreign.productId, variantId: foreign.variantId })],
      }),
      { items: 'Not found in this business' },
    ],
    [
      "another product's variant",
      () => ({
        supplierId: b.supplierId,
        items: [requestItem(b, { variantId: b.varied.variantIds[0] })],
      }),
      { items: 'Not found in this business' },
    ],
  ];

  for (const [label, payload, fields] of refusedCreates) {
    it(`refuses a create with ${label}`, async () => {
      const before = await purchasingState(context.database, b.businessId);
      const response = await b.calls.post(PURCHASE, payload());
      expect(response.statusCode, response.body).toBe(422);
      const error = body<ErrorBody>(response).error;
      for (const [field, message] of Object.entries(fields))
        expect(error.fields?.[field]).toContain(message);
      expect(await purchasingState(context.database, b.businessId)).toEqual(before);
    });
  }

  it("refuses another business's variant on add-item, another business's warehouse on complete", async () => {
    const purchase = await purchaseIn('CREATED');
    const before = await purchasingState(context.database, b.businessId);
    expect(
      (
        await b.calls.post(
          `${PURCHASE}/add-item/${purchase._id}`,
          requestItem(b, { productId: foreign.productId, variantId: foreign.variantId }),
        )
      ).statusCode,
    ).toBe(422);
    expect(
      (await b.calls.post(`${PURCHASE}/add-item/${purchase._id}`, requestItem(b, { quantity: 0 })))
        .statusCode,
    ).toBe(422);
    await b.calls.put(`${PURCHASE}/${purchase._id}/submit`);
    const submitted = await purchasingState(context.database, b.businessId);
    expect(submitted.purchase_items).toEqual(before.purchase_items);
    expect(
      (
        await b.calls.get(`${PURCHASE}/${purchase._id}/complete`, {
          warehouseId: foreign.warehouseId,
        })
      ).statusCode,
    ).toBe(422);
    expect((await b.calls.get(`${PURCHASE}/${purchase._id}/complete`)).statusCode).toBe(400);
    expect(await purchasingState(context.database, b.businessId)).toEqual(submitted);
  });

  it("another business's purchase is a 404 through this business, and a business the caller is not in a 403", async () => {
    const theirs = purchasingCalls(context.app, other.owner.cookie, other.businessId);
    const before = await purchasingState(context.database, b.businessId);
    const purchase = await purchaseIn('CREATED');
    const mine = await purchasingState(context.database, b.businessId);
    expect((await theirs.get(`${PURCHASE}/${purchase._id}`)).statusCode).toBe(404);
    expect((await theirs.put(`${PURCHASE}/${purchase._id}/submit`)).statusCode).toBe(404);
    expect((await theirs.remove(`${PURCHASE}/${purchase._id}`)).statusCode).toBe(404);
    expect(
      (
        await theirs.post(`${PURCHASE}/add-item/${purchase._id}`, {
          productId: foreign.productId,
          variantId: foreign.variantId,
          quantity: 1,
          unitPrice: 1,
        })
      ).statusCode,
    ).toBe(404);
    const intruder = purchasingCalls(context.app, other.owner.cookie, b.businessId);
    expect((await intruder.get(PURCHASE)).statusCode).toBe(403);
    expect(
      (await intruder.post(PURCHASE, { supplierId: b.supplierId, items: [requestItem(b)] }))
        .statusCode,
    ).toBe(403);
    expect(await purchasingState(context.database, b.businessId)).toEqual(mine);
    expect(before).not.toEqual(mine);
  });

  it('staff need the products.Purchases permission for each action', async () => {
    const reader = await addMember(context.app, context.database, b.businessId, {
      'products.Purchases': ['read'],
    });
    const calls = purchasingCalls(context.app, reader.cookie, b.businessId);
    expect((await calls.get(PURCHASE)).statusCode).toBe(200);
    expect(
      (await calls.post(PURCHASE, { supplierId: b.supplierId, items: [requestItem(b)] }))
        .statusCode,
    ).toBe(403);
  });

  it('a supplier with purchases is not deleted, and says why', async () => {
    const supplierId = await insertSupplier(context.database, b.businessId, 'Kept Supplier');
    await b.calls.post(PURCHASE, { supplierId, items: [requestItem(b)] });
    const refused = await b.calls.remove(`/v1/supplier/${supplierId}`, {}, 'products.Suppliers');
    expect(refused.statusCode).toBe(409);
    expect(body<ErrorBody>(refused).error).toMatchObject({
      code: 'INVALID_STATE',
      message: 'This supplier has purchases or purchase receipts, so it cannot be deleted',
    });
  });
});
