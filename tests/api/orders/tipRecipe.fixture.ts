import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { SalesReport } from '../../../registry/reports';
import { outboxMessages } from '../../../server/db/schema';
import { createBusiness } from '../support/accounts';
import { body } from '../support/http';
import {
  cartOf,
  checkoutCalls,
  orderOf,
  seedSaleItems,
  type SaleItems,
  type SaleSession,
} from '../support/orders';
import { setupTestApp } from '../support/testApp';
import { reportCalls } from '../reports/support';
import { orderCalls } from './support/orderFixture';

/**
 * What `recipes.test.ts` runs in its copy of the project once a tip is added by the recipe of
 * docs/architecture.md (copied there as a test). Here the tip is not declared, so the
 * file reads it by name and is no test of its own.
 */
const context = setupTestApp();
let session: SaleSession;
let items: SaleItems;

const tipOf = (document: object): unknown => (document as Record<string, unknown>).tip;

beforeAll(async () => {
  const home = await createBusiness(context.app, 'Tips');
  session = {
    app: context.app,
    database: context.database,
    cookie: home.owner.cookie,
    businessId: home.businessId,
  };
  items = await seedSaleItems(session, { stock: 10 });
});

it('a tip is on the cart, the order, the receipt and the sales report', async () => {
  const calls = checkoutCalls(session);
  await calls.emptyCart();
  await calls.updateCart({ clientId: items.clientId });
  expect((await calls.addEntry({ ...items.entries.product })).statusCode).toBe(200);
  const tipped = await calls.updateCart({ tip: 5 });
  expect(tipped.statusCode, tipped.body).toBe(200);
  const cart = cartOf(tipped);
  expect(tipOf(cart)).toBe(5);
  expect(cart.total).toBe(cart.subtotal + 5);

  const paid = await calls.pay([{ method: 'cash', amount: cart.total }]);
  expect(paid.statusCode, paid.body).toBe(201);
  const order = orderOf(paid);
  expect(tipOf(order)).toBe(5);
  expect(order.cost).toBe(cart.total);
  expect(order.paymentStatus).toBe('paid');

  const orders = orderCalls(context.app, session.cookie, session.businessId);
  expect((await orders.receipt(order._id)).statusCode).toBe(200);
  const [mail] = await context.database.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.businessId, session.businessId),
        eq(outboxMessages.clientId, order.client._id),
      ),
    );
  expect(mail!.body).toContain(`Tip: ${order.currency} 5.00`);

  const report = body<{ salesReport: SalesReport }>(
    await reportCalls(context.app, session.cookie, session.businessId).sales({}),
  ).salesReport;
  expect((report.totals as Record<string, number>).tips).toBe(5);
  expect(report.totals.sales).toBe(order.cost);
});
