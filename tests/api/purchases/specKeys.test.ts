import { describe, expect, it } from 'vitest';
import { body, send, withQuery } from '../support/http';
import { setupTestApp } from '../support/testApp';
import { purchasingBusiness, RECEIPTS, receiptItem } from './support';

const context = setupTestApp();

type ReceiptPage = { purchaseReceiptPage: { docs: { _id: string }[]; total: number } };

describe('purchase receipts: the spec’s own keys', () => {
  it('lists the receipts of `?business=<id>`, the spec’s name for the business', async () => {
    const b = await purchasingBusiness(context.app, context.database);
    const created = await b.calls.post(RECEIPTS, {
      supplier: b.supplierId,
      warehouse: b.back,
      items: [receiptItem(b)],
    });
    expect(created.statusCode, created.body).toBe(201);
    const receiptId = body<{ purchaseReceipt: { _id: string } }>(created).purchaseReceipt._id;
    const listed = await send(context.app, 'GET', withQuery(RECEIPTS, { business: b.businessId }), {
      cookie: b.owner.cookie,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const page = body<ReceiptPage>(listed).purchaseReceiptPage;
    expect(page.total).toBe(1);
    expect(page.docs.map((doc) => doc._id)).toEqual([receiptId]);
  });
});
