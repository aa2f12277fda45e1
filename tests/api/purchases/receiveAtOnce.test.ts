import { beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../support/accounts';
import { body } from '../support/http';
import { setupTestApp } from '../support/testApp';
import {
  PURCHASE,
  RECEIPTS,
  purchasingBusiness,
  purchasingCalls,
  purchasingState,
  requestItem,
  type PurchasingBusiness,
} from './support';

const context = setupTestApp();
let b: PurchasingBusiness;

interface PurchaseDoc {
  _id: string;
  purchase_status: string;
  receiptId: string | null;
}

const submitted = async () => {
  const created = body<{ purchase: PurchaseDoc }>(
    await b.calls.post(PURCHASE, {
      supplierId: b.supplierId,
      items: [requestItem(b, { quantity: 5, unitPrice: 80 })],
    }),
  ).purchase;
  expect((await b.calls.put(`${PURCHASE}/${created._id}/submit`)).statusCode).toBe(200);
  return created;
};

const stockOf = async (warehouseId: string) =>
  body<{ balance: { quantity: number } }>(
    await b.calls.get('/v1/stock/balance', {
      itemCode: b.simple.productId,
      variantId: b.simple.variantIds[0]!,
      warehouseId,
    }),
  ).balance.quantity;

beforeAll(async () => {
  b = await purchasingBusiness(context.app, context.database);
});

describe('Receive Purchase in one step (receive=true)', () => {
  it('makes the receipt received, posts the stock and marks the request RECEIVED together', async () => {
    const purchase = await submitted();
    expect(await stockOf(b.back)).toBe(0);
    const response = await b.calls.get(`${PURCHASE}/${purchase._id}/complete`, {
      warehouseId: b.back,
      receive: 'true',
    });
    expect(response.statusCode, response.body).toBe(200);
    const received = body<{ purchase: PurchaseDoc }>(response).purchase;
    expect(received.purchase_status).toBe('RECEIVED');
    const receipt = body<{
      purchaseReceiptPage: { docs: { _id: string; status: string; purchaseId: string }[] };
    }>(await b.calls.get(RECEIPTS, { limit: 0 })).purchaseReceiptPage.docs.find(
      (doc) => doc._id === received.receiptId,
    );
    expect(receipt).toMatchObject({ status: 'received', purchaseId: purchase._id });
    const entries = await context.database.query(
      `select quantity, transaction_type, reference_type, warehouse_id from stock_entries where business_id = $1 and reference_type = 'PurchaseReceipt'`,
      [b.businessId],
    );
    expect(entries.rows).toEqual([
      {
        quantity: 5,
        transaction_type: 'IN',
        reference_type: 'PurchaseReceipt',
        warehouse_id: b.back,
      },
    ]);
    expect(await stockOf(b.back)).toBe(5);
  });

  it('without the receipts permission nothing changes (403)', async () => {
    const purchase = await submitted();
    const buyer = await addMember(context.app, context.database, b.businessId, {
      'products.Purchases': ['read', 'update'],
    });
    const calls = purchasingCalls(context.app, buyer.cookie, b.businessId);
    const before = await purchasingState(context.database, b.businessId);
    const refused = await calls.get(`${PURCHASE}/${purchase._id}/complete`, {
      warehouseId: b.general,
      receive: 'true',
    });
    expect(refused.statusCode).toBe(403);
    expect(await purchasingState(context.database, b.businessId)).toEqual(before);
    // The two-step Receive Purchase stays theirs: a pending receipt for whoever checks the goods.
    expect(
      (await calls.get(`${PURCHASE}/${purchase._id}/complete`, { warehouseId: b.general }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a receive flag that is not true or false, and changes nothing', async () => {
    const purchase = await submitted();
    const before = await purchasingState(context.database, b.businessId);
    const refused = await b.calls.get(`${PURCHASE}/${purchase._id}/complete`, {
      warehouseId: b.general,
      receive: 'yes',
    });
    expect(refused.statusCode).toBe(400);
    expect(await purchasingState(context.database, b.businessId)).toEqual(before);
  });

  it('a second receive finds the request received (409) and posts nothing more', async () => {
    const purchase = await submitted();
    expect(
      (
        await b.calls.get(`${PURCHASE}/${purchase._id}/complete`, {
          warehouseId: b.general,
          receive: 'true',
        })
      ).statusCode,
    ).toBe(200);
    const after = await purchasingState(context.database, b.businessId);
    expect(
      (
        await b.calls.get(`${PURCHASE}/${purchase._id}/complete`, {
          warehouseId: b.general,
          receive: 'true',
        })
      ).statusCode,
    ).toBe(409);
    expect(await purchasingState(context.database, b.businessId)).toEqual(after);
  });
});
