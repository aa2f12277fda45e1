import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SalesReport } from '../../../registry/reports';
import { users } from '../../../server/db/schema';
import { addMember } from '../support/accounts';
import { body } from '../support/http';
import { payCart } from '../support/orders';
import { setupTestApp } from '../support/testApp';
import { orderCalls } from '../orders/support/orderFixture';
import { errorOf, reportCalls, reportSetup } from './support';

const context = setupTestApp();

const ROUTES = ['sales', 'statistic', 'newClients', 'mostSold', 'clients'] as const;

describe('report access and bad input', () => {
  it("counts only the business's own orders and refuses another business's id", async () => {
    const home = await reportSetup(context);
    const other = await reportSetup(context);
    await payCart(
      { ...home.session, clientId: home.items.clientId },
      [home.items.entries.service],
      [{ method: 'cash', amount: 1500 }],
    );
    await payCart(
      { ...other.session, clientId: other.items.clientId },
      [other.items.entries.voucher],
      [{ method: 'card', amount: 2500 }],
    );
    const report = body<{ salesReport: SalesReport }>(await home.calls.sales()).salesReport;
    expect(report.totals).toMatchObject({ orders: 1, services: 1500, vouchers: 0, sales: 1500 });
    expect(report.takings).toEqual({ received: 1500, refunded: 0, takings: 1500 });
    expect(
      body<{ newClients: { total: number } }>(await home.calls.newClients()).newClients.total,
    ).toBe(1);

    const intruder = reportCalls(context.app, home.owner.cookie, other.businessId);
    for (const route of [...ROUTES, 'overview'] as const)
      expect((await intruder[route]()).statusCode, route).toBe(403);
    const signedOut = reportCalls(context.app, '', home.businessId);
    for (const route of ROUTES) expect((await signedOut[route]()).statusCode, route).toBe(401);
  });

  it('needs reports.Sales for sales figures and reports.Client for client figures', async () => {
    const { businessId } = await reportSetup(context);
    const as = async (permissions: Parameters<typeof addMember>[3]) =>
      reportCalls(
        context.app,
        (await addMember(context.app, context.database, businessId, permissions)).cookie,
        businessId,
      );
    const sales = await as({ 'reports.Sales': ['read'] });
    expect((await sales.sales()).statusCode).toBe(200);
    expect((await sales.statistic({ reportType: 'service' })).statusCode).toBe(200);
    for (const call of [
      sales.statistic({ reportType: 'client' }),
      sales.newClients(),
      sales.mostSold(),
      sales.clients(),
    ])
      expect((await call).statusCode).toBe(403);
    const clients = await as({ 'reports.Client': ['read'] });
    for (const call of [
      clients.statistic({ reportType: 'client' }),
      clients.newClients(),
      clients.mostSold(),
      clients.clients(),
    ])
      expect((await call).statusCode).toBe(200);
    for (const call of [
      clients.sales(),
      clients.statistic(),
      clients.statistic({ reportType: 'product' }),
    ])
      expect((await call).statusCode).toBe(403);
  });

  it('refuses bad ranges and unknown query keys with a 400 in the error shape, in the caller language', async () => {
    const { calls, owner } = await reportSetup(context);
    const cases: [Record<string, string>, string | undefined][] = [
      [{ startDate: 'soon' }, 'startDate'],
      [{ endDate: '2026-13-45T00:00:00Z' }, 'endDate'],
      [{ startDate: '2026-11-10T00:00:00Z', endDate: '2026-11-09T23:59:59Z' }, 'endDate'],
      [{ colour: 'red' }, undefined],
    ];
    for (const route of ROUTES) {
      for (const [query, field] of cases) {
        const response = await calls[route](query);
        expect(response.statusCode, `${route} ${JSON.stringify(query)}`).toBe(400);
        const error = errorOf(response);
        expect(error.code).toBe('BAD_REQUEST');
        if (field) expect(Object.keys(error.fields ?? {})).toEqual([field]);
      }
    }
    const endBefore = { startDate: '2026-11-10T00:00:00Z', endDate: '2026-11-09T00:00:00Z' };
    expect(errorOf(await calls.sales(endBefore)).fields).toEqual({
      endDate: 'The end date cannot be before the start date',
    });
    await context.database.db.update(users).set({ language: 'sw' }).where(eq(users.id, owner.id));
    expect(errorOf(await calls.sales(endBefore)).fields).toEqual({
      endDate: 'Tarehe ya mwisho haiwezi kuwa kabla ya tarehe ya kuanza',
    });

    for (const [call, query] of [
      [calls.newClients, { fetchAll: 'maybe' }],
      [calls.newClients, { fetchReturning: 'yes' }],
      [calls.newClients, { page: '0' }],
      [calls.mostSold, { type: 'profit' }],
      [calls.overview, { startDate: '2026-11-10T00:00:00Z' }],
    ] as const) {
      expect((await call(query)).statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('lists orders of the servicePackage kind for type=package (the reports filter value)', async () => {
    const setup = await reportSetup(context);
    const { items, session } = setup;
    const packageOrder = await payCart(
      { ...session, clientId: items.clientId },
      [items.entries.servicePackage],
      [{ method: 'cash', amount: 4000 }],
    );
    await payCart(
      { ...session, clientId: items.clientId },
      [items.entries.service],
      [{ method: 'cash', amount: 1500 }],
    );
    const orders = orderCalls(context.app, setup.owner.cookie, setup.businessId);
    for (const type of ['package', 'servicePackage']) {
      const response = await orders.list({ type });
      expect(response.statusCode).toBe(200);
      expect(
        body<{ orderPage: { docs: { _id: string }[] } }>(response).orderPage.docs.map(
          (doc) => doc._id,
        ),
      ).toEqual([packageOrder._id]);
    }
    expect((await orders.list({ type: 'packages' })).statusCode).toBe(400);
  });
});
