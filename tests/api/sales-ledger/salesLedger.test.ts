import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employee } from '../../../registry';
import type { SalesLedgerEntry } from '../../../registry/orders';
import { employees } from '../../../server/db/schema';
import { addMember } from '../support/accounts';
import { body } from '../support/http';
import { createRecord, sampleRecord } from '../support/records';
import { setupTestApp } from '../support/testApp';
import { orderCalls, orderOf, orderSetup } from '../orders/support/orderFixture';

const context = setupTestApp();

type Page = {
  stockEntries: {
    docs: SalesLedgerEntry[];
    total: number;
    page: number;
    pages: number;
    limit: number;
    sort: Record<string, number>;
  };
};

describe('sales ledger', () => {
  it('lists SALE and SALES-RETURNS movements with their orders, newest first, paged and sorted', async () => {
    const setup = await orderSetup(context);
    const first = await setup.order({
      lines: [setup.productLine(2)],
      payments: [{ method: 'cash', amount: 66.66 }],
    });
    const second = await setup.order({
      lines: [
        setup.productLine(1),
        { kind: 'service', name: 'Haircut', quantity: 1, unitPrice: 50 },
      ],
    });
    const lineId = orderOf(await setup.calls.get(first)).lines[0]!._id;
    await setup.calls.refund(first, { lines: [{ lineId, quantity: 1 }], method: 'cash' });

    const response = await setup.calls.ledger();
    expect(response.statusCode).toBe(200);
    const page = body<Page>(response).stockEntries;
    expect(page).toMatchObject({ total: 3, page: 1, pages: 1, limit: 10, sort: { createdAt: -1 } });
    expect(page.docs.map((doc) => [doc.transactionType, doc.quantity, doc.order.orderNo])).toEqual([
      ['SALES-RETURNS', 1, 1],
      ['SALE', 1, 2],
      ['SALE', 2, 1],
    ]);
    expect(page.docs[1]).toMatchObject({
      itemCode: { _id: setup.product.productId, title: 'Argan Oil' },
      variant: { _id: setup.variantId },
      warehouse: { _id: setup.general, name: 'General' },
      reference: second,
      order: {
        _id: second,
        orderNo: 2,
        client: { fullName: setup.clientName },
        user: { displayName: 'Test owner' },
      },
    });
    const sorted = body<Page>(await setup.calls.ledger({ sort: 'createdAt' })).stockEntries.docs;
    expect(sorted.map((doc) => doc.transactionType)).toEqual(['SALE', 'SALE', 'SALES-RETURNS']);
    const paged = body<Page>(await setup.calls.ledger({ page: 2, limit: 2 })).stockEntries;
    expect(paged).toMatchObject({ total: 3, page: 2, pages: 2, limit: 2 });
    expect(paged.docs.map((doc) => doc.quantity)).toEqual([2]);
  });

  it('names the item as the order sold it and the money its units went for (the line discount shared per unit)', async () => {
    const setup = await orderSetup(context);
    const sold = await setup.order({
      lines: [{ ...setup.productLine(3, 33.33, 0.99), name: 'Argan Oil (100 ml)' }],
      payments: [{ method: 'cash', amount: 99 }],
    });
    const lineId = orderOf(await setup.calls.get(sold)).lines[0]!._id;
    await setup.calls.refund(sold, { lines: [{ lineId, quantity: 1 }], method: 'cash' });
    const docs = body<Page>(await setup.calls.ledger()).stockEntries.docs;
    expect(docs.map((doc) => [doc.transactionType, doc.name, doc.quantity, doc.value])).toEqual([
      ['SALES-RETURNS', 'Argan Oil (100 ml)', 1, 33],
      ['SALE', 'Argan Oil (100 ml)', 3, 99],
    ]);
  });

  it("leaves out other movements, other businesses' sales and deleted orders", async () => {
    const setup = await orderSetup(context);
    const other = await orderSetup(context);
    await other.order();
    const kept = await setup.order();
    const deleted = await setup.order();
    await setup.calls.remove(deleted);
    const page = body<Page>(await setup.calls.ledger()).stockEntries;
    expect(page.total).toBe(1);
    expect(page.docs.map((doc) => doc.reference)).toEqual([kept]);
  });

  it("filters by an employee's e-mail: the orders that employee's account took", async () => {
    const setup = await orderSetup(context);
    const cashier = await addMember(context.app, context.database, setup.businessId, {
      'products.Orders': ['read'],
    });
    const record = await createRecord(context.app, setup.owner.cookie, employee, setup.businessId, {
      ...sampleRecord(employee, 1),
      email: cashier.email,
    });
    await context.database.db
      .update(employees)
      .set({ userId: cashier.id })
      .where(eq(employees.id, record._id));
    const theirs = await setup.order({ userId: cashier.id });
    await setup.order();
    const ids = async (user: string) =>
      body<Page>(await setup.calls.ledger({ user })).stockEntries.docs.map((doc) => doc.reference);
    expect(await ids(cashier.email)).toEqual([theirs]);
    expect(await ids(cashier.email.toUpperCase())).toEqual([theirs]);
    expect(await ids('nobody@example.test')).toEqual([]);
    expect(await ids('')).toHaveLength(2);
    expect(await ids('null')).toHaveLength(2);
  });

  it('needs products.Sales Ledger read and refuses bad queries with 400', async () => {
    const setup = await orderSetup(context);
    const reader = await addMember(context.app, context.database, setup.businessId, {
      'products.Sales Ledger': ['read'],
    });
    expect(
      (await orderCalls(context.app, reader.cookie, setup.businessId).ledger()).statusCode,
    ).toBe(200);
    for (const query of [{ sort: 'quantity' }, { page: 0 }, { limit: 'ten' }, { colour: 'red' }]) {
      expect((await setup.calls.ledger(query)).statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('the partial index serves the page', async () => {
    const { businessId } = await orderSetup(context, 0);
    const plan = await context.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from stock_entries where business_id = ${businessId} and reference_type in ('Sale', 'SALES-RETURNS') order by created_at desc, id desc limit 10`,
      );
    });
    expect(JSON.stringify(plan)).toContain('stock_entries_sales_idx');
  });
});
