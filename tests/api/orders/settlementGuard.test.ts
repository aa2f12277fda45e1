import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send, withQuery, type ErrorBody } from '../support/http';
import {
  checkoutCalls,
  orderOf,
  payCart,
  seedSaleItems,
  type SaleItems,
  type SaleSession,
} from '../support/orders';
import { snapshot } from '../support/records';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();
let home: TestBusiness;
let session: SaleSession;
let items: SaleItems;

const remove = (path: string, id: string, module: string) =>
  send(context.app, 'DELETE', withQuery(`${path}/${id}`, { businessId: home.businessId }), {
    cookie: home.owner.cookie,
    headers: { 'vendor-module': module },
  });

beforeAll(async () => {
  home = await createBusiness(context.app, 'Settlement guard');
  session = {
    app: context.app,
    database: context.database,
    cookie: home.owner.cookie,
    businessId: home.businessId,
  };
  items = await seedSaleItems(session, { stock: 5 });
});

describe('catalogue items an order has still to hand over', () => {
  it('are kept until the order is paid: their deletes are 409 and change nothing; a paid package may go', async () => {
    const { entries } = items;
    const order = await payCart(
      { ...session, clientId: items.clientId },
      [entries.voucher, entries.membership, entries.servicePackage],
      [{ method: 'cash', amount: 1 }],
    );
    expect(order.paymentStatus).toBe('partially_paid');

    const before = await snapshot(context.database, home.businessId);
    for (const [path, id, module] of [
      ['/v1/voucher', items.voucherId, 'marketing.Gift Vouchers'],
      ['/v1/membership', items.membershipId, 'memberships.Memberships'],
      ['/v1/service-package', items.servicePackageId, 'services.Service Packages'],
    ] as const) {
      const refused = await remove(path, id, module);
      expect(refused.statusCode, `${path} ${refused.body}`).toBe(409);
      expect(body<ErrorBody>(refused).error).toMatchObject({
        code: 'INVALID_STATE',
        message:
          'An order not yet paid includes it: delete it once that order is paid or cancelled.',
      });
    }
    expect(await snapshot(context.database, home.businessId)).toEqual(before);

    // Paid in full: the client holds what was sold; the package's holding is a copy, so the package may go.
    const paid = orderOf(
      await checkoutCalls(session).retryPayment(order._id, {
        method: 'cash',
        amount: order.balanceDue,
      }),
    );
    expect(paid.paymentStatus).toBe('paid');
    expect(
      (await remove('/v1/service-package', items.servicePackageId, 'services.Service Packages'))
        .statusCode,
    ).toBe(200);
    // A sold voucher stays for the holdings' history, as before the checkout existed.
    expect(
      (await remove('/v1/voucher', items.voucherId, 'marketing.Gift Vouchers')).statusCode,
    ).toBe(409);
  });
});
