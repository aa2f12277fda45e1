import { describe, expect, it } from 'vitest';
import { client, service } from '../../../registry';
import type { ClientReport, MostSoldService, ReportClient } from '../../../registry/reports';
import { body } from '../support/http';
import { payCart, type EntryInput } from '../support/orders';
import { createRecord, sampleRecord } from '../support/records';
import { setupTestApp } from '../support/testApp';
import { orderCalls } from '../orders/support/orderFixture';
import { dateOrder, reportSetup } from './support';

const context = setupTestApp();

/** From the 10th of November of Nairobi (UTC+3) to the end of the month. */
const RANGE = {
  startDate: '2026-11-10T00:00:00.000+03:00',
  endDate: '2026-11-30T23:59:59.999+03:00',
};

type NewClientsPage = {
  newClients: { docs: ReportClient[]; total: number; page: number; pages: number; limit: number };
};

/**
 * Ann bought one second before the range (Nairobi) and in it: returning. Ben's first order is
 * one second into the range: new. Cat's only earlier order was cancelled: new. Dan bought only
 * before the range. Another business's client bought in the range.
 */
const clientsScenario = async () => {
  const setup = await reportSetup(context);
  const { businessId, owner, items, session } = setup;
  const make = async (fullName: string) =>
    (
      await createRecord(context.app, owner.cookie, client, businessId, {
        ...sampleRecord(client, 1),
        fullName,
      })
    )._id as string;
  const colour = await createRecord(context.app, owner.cookie, service, businessId, {
    name: 'Colour',
    advancedPricing: [{ name: 'Full', price: 4000, durationInMinutes: 60 }],
  });
  const [ann, ben, cat, dan] = [
    await make('Ann'),
    await make('Ben'),
    await make('Cat'),
    await make('Dan'),
  ];
  const sale = async (clientId: string, entries: EntryInput[], amount: number, at: string) => {
    const order = await payCart({ ...session, clientId }, entries, [{ method: 'cash', amount }]);
    await dateOrder(context, businessId, order._id, at);
    return order;
  };
  const cut = items.entries.service;
  await sale(ann, [cut], 1500, '2026-11-09T20:59:59Z');
  await sale(ann, [cut], 1500, '2026-11-15T10:00:00Z');
  await sale(ben, [cut], 1500, '2026-11-09T21:00:01Z');
  await sale(ben, [items.entries.product], 33.33, '2026-11-20T10:00:00Z');
  const cancelled = await sale(cat, [items.entries.product], 33.33, '2026-11-01T10:00:00Z');
  const orders = orderCalls(context.app, owner.cookie, businessId);
  expect(
    (
      await orders.refund(cancelled._id, {
        lines: [{ lineId: cancelled.lines[0]!._id, quantity: 1 }],
        method: 'cash',
      })
    ).statusCode,
  ).toBe(200);
  expect((await orders.status(cancelled._id, 'cancelled')).statusCode).toBe(200);
  await sale(cat, [{ kind: 'service', serviceId: colour._id }], 4000, '2026-11-12T10:00:00Z');
  await sale(dan, [cut], 1500, '2026-11-05T10:00:00Z');

  const other = await reportSetup(context);
  const foreign = await payCart(
    { ...other.session, clientId: other.items.clientId },
    [other.items.entries.service],
    [{ method: 'cash', amount: 1500 }],
  );
  await dateOrder(context, other.businessId, foreign._id, '2026-11-12T10:00:00Z');
  return { ...setup, ann, ben, cat, dan, colourId: colour._id as string };
};

describe('client reports', () => {
  it('splits new and returning clients at the range start in the business zone, most spent first', async () => {
    const scenario = await clientsScenario();
    const page = async (query: Record<string, string | number> = {}) => {
      const response = await scenario.calls.newClients({ ...RANGE, ...query });
      expect(response.statusCode, response.body).toBe(200);
      return body<NewClientsPage>(response).newClients;
    };
    const fresh = await page();
    expect(fresh).toMatchObject({ total: 2, page: 1, pages: 1, limit: 10 });
    expect(fresh.docs).toEqual([
      {
        _id: scenario.cat,
        fullName: 'Cat',
        email: expect.any(String),
        phone: expect.anything(),
        firstOrderAt: '2026-11-12T10:00:00.000Z',
        orders: 1,
        spent: 4000,
      },
      {
        _id: scenario.ben,
        fullName: 'Ben',
        email: expect.any(String),
        phone: expect.anything(),
        firstOrderAt: '2026-11-09T21:00:01.000Z',
        orders: 2,
        spent: 1533.33,
      },
    ]);
    const returning = await page({ fetchReturning: 'true' });
    expect(
      returning.docs.map((doc) => [doc.fullName, doc.orders, doc.spent, doc.firstOrderAt]),
    ).toEqual([['Ann', 1, 1500, '2026-11-09T20:59:59.000Z']]);

    const second = await page({ page: 2, limit: 1 });
    expect(second).toMatchObject({ total: 2, page: 2, pages: 2, limit: 1 });
    expect(second.docs.map((doc) => doc.fullName)).toEqual(['Ben']);
    const all = await page({ fetchAll: 'true', limit: 1 });
    expect(all).toMatchObject({ total: 2, limit: 0, pages: 1 });
    expect(all.docs).toHaveLength(2);

    // Without a start every client with an order is new, none returning.
    const everyone = body<NewClientsPage>(await scenario.calls.newClients()).newClients;
    expect(everyone.docs.map((doc) => doc.fullName)).toEqual(['Cat', 'Ann', 'Ben', 'Dan']);
    expect(
      body<NewClientsPage>(await scenario.calls.newClients({ fetchReturning: 'true' })).newClients
        .total,
    ).toBe(0);
  });

  it('counts new and returning clients and lists the top spenders', async () => {
    const scenario = await clientsScenario();
    const response = await scenario.calls.clients(RANGE);
    expect(response.statusCode, response.body).toBe(200);
    const report = body<{ clientReport: ClientReport }>(response).clientReport;
    expect(report).toMatchObject({ newClients: 2, returningClients: 1 });
    expect(report.topClients.map((doc) => [doc.fullName, doc.spent])).toEqual([
      ['Cat', 4000],
      ['Ben', 1533.33],
      ['Ann', 1500],
    ]);
  });

  it('ranks the most sold services by amount or by count', async () => {
    const scenario = await clientsScenario();
    const docs = async (query: Record<string, string> = {}) => {
      const response = await scenario.calls.mostSold({ ...RANGE, ...query });
      expect(response.statusCode, response.body).toBe(200);
      return body<{ docs: MostSoldService[] }>(response).docs;
    };
    const cutId = scenario.items.serviceId;
    const byAmount = [
      { _id: scenario.colourId, name: 'Colour', count: 1, amount: 4000 },
      { _id: cutId, name: expect.stringMatching(/^Cut /), count: 2, amount: 3000 },
    ];
    expect(await docs()).toEqual(byAmount);
    expect(await docs({ type: 'amount' })).toEqual(byAmount);
    expect(await docs({ type: 'count' })).toEqual([byAmount[1], byAmount[0]]);
    // All time: Dan's and Ann's earlier cuts count too.
    const allTime = body<{ docs: MostSoldService[] }>(
      await scenario.calls.mostSold({ type: 'count' }),
    ).docs;
    expect(allTime[0]).toMatchObject({ _id: cutId, count: 4, amount: 6000 });
  });
});
