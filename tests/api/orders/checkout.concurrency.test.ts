import { describe, expect, it } from 'vitest';
import { addMember, createBusiness, type Permissions } from '../support/accounts';
import {
  checkoutCalls,
  orderOf,
  seedSaleItems,
  type EntryInput,
  type SaleSession,
} from '../support/orders';
import { balanceOf } from '../support/stock';
import { setupTestApp } from '../support/testApp';

const CASHIER: Permissions = { 'sales.Checkout': ['read', 'create', 'update', 'delete'] };

/**
 * Row locks only matter with several connections: PGlite has one, so this runs on PostgreSQL
 * (CI sets TEST_DATABASE_URL). Each cashier has a cart of their own, so their sales race.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('concurrent checkouts on PostgreSQL', () => {
  const context = setupTestApp();

  /** A business with `cashiers` users, each with a cart for the same client holding `entry`. */
  const setup = async (
    cashiers: number,
    stock: number,
    entry: (items: Awaited<ReturnType<typeof seedSaleItems>>) => EntryInput,
  ) => {
    const { businessId, owner } = await createBusiness(context.app, 'Race');
    const session: SaleSession = {
      app: context.app,
      database: context.database,
      cookie: owner.cookie,
      businessId,
    };
    const items = await seedSaleItems(session, { stock });
    const users = await Promise.all(
      Array.from({ length: cashiers }, () =>
        addMember(context.app, context.database, businessId, CASHIER),
      ),
    );
    const carts = users.map((user) => checkoutCalls({ ...session, cookie: user.cookie }));
    for (const cart of carts) {
      expect((await cart.updateCart({ clientId: items.clientId })).statusCode).toBe(200);
      expect((await cart.addEntry({ ...entry(items) })).statusCode).toBe(200);
    }
    return { businessId, items, carts };
  };

  it('sells the last unit once: one 201, one 409, stock never below zero', async () => {
    const { businessId, items, carts } = await setup(2, 1, (items) => items.entries.product);
    const replies = await Promise.all(
      carts.map((cart) => cart.pay([{ method: 'cash', amount: items.prices.product }])),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    expect(await balanceOf(context.database, businessId, items.variantId, items.warehouseId)).toBe(
      0,
    );
    const { rows } = await context.database.query(
      `select count(*)::int as n from orders where business_id = $1`,
      [businessId],
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('gives concurrent orders distinct, consecutive order numbers', async () => {
    const { carts } = await setup(6, 0, (items) => items.entries.voucher);
    const replies = await Promise.all(carts.map((cart) => cart.pay([])));
    expect(replies.map((reply) => reply.statusCode)).toEqual(replies.map(() => 201));
    expect(replies.map((reply) => orderOf(reply).orderNo).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
  });

  it('settles an order once when its balance is paid by several cashiers at once', async () => {
    const { businessId, items, carts } = await setup(4, 0, (items) => items.entries.voucher);
    const order = orderOf(await carts[0]!.pay([]));
    const replies = await Promise.all(
      carts.map((cart) =>
        cart.retryPayment(order._id, { method: 'card', amount: items.prices.voucher }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const { rows } = await context.database.query(
      `select count(*)::int as n from client_vouchers where business_id = $1`,
      [businessId],
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });
});
