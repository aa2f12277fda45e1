import { describe, expect, it } from 'vitest';
import { balanceOf } from '../support/stock';
import { setupTestApp } from '../support/testApp';
import { purchasingBusiness, RECEIPTS, receiptItem } from './support';

/**
 * The receipt row lock only matters with several connections: PGlite has one, so this runs on
 * PostgreSQL (TEST_DATABASE_URL), as tests/api/stock/concurrency.test.ts does.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('concurrent receives on PostgreSQL', () => {
  const context = setupTestApp();

  it('20 concurrent receives of one receipt post its stock once', async () => {
    const b = await purchasingBusiness(context.app, context.database);
    const created = await b.calls.post(RECEIPTS, {
      supplier: b.supplierId,
      warehouse: b.back,
      items: [
        receiptItem(b, { quantity: 7 }),
        receiptItem(b, {
          itemCode: b.varied.productId,
          variant: b.varied.variantIds[0],
          quantity: 3,
        }),
      ],
    });
    const receiptId = (created.json() as { purchaseReceipt: { _id: string } }).purchaseReceipt._id;
    const statuses = await Promise.all(
      Array.from(
        { length: 20 },
        async () => (await b.calls.post(`${RECEIPTS}/receive`, {}, { receiptId })).statusCode,
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const { rows } = await context.database.query(
      'select count(*)::int as n from stock_entries where business_id = $1',
      [b.businessId],
    );
    expect(Number(rows[0]!.n)).toBe(2);
    expect(await balanceOf(context.database, b.businessId, b.simple.variantIds[0]!, b.back)).toBe(
      7,
    );
    expect(await balanceOf(context.database, b.businessId, b.varied.variantIds[0]!, b.back)).toBe(
      3,
    );
  });
});
