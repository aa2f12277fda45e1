import { describe, expect, it } from 'vitest';
import { body, type ErrorBody } from '../support/http';
import { balanceOf, positionsOf } from '../support/stock';
import { setupTestApp } from '../support/testApp';
import { insertAppointment, usageOf, usageSetup, type UsageDocument } from './support';

const context = setupTestApp();

type Page = {
  stockUsagePage: {
    docs: UsageDocument[];
    total: number;
    page: number;
    pages: number;
    limit: number;
  };
};

describe('stock usage calls', () => {
  it('creates a pending business usage numbered SU-000001, then SU-000002', async () => {
    const { calls, businessUsage, product, general, variantId } = await usageSetup(context);
    const first = await calls.create(businessUsage());
    expect(first.statusCode).toBe(201);
    expect(usageOf(first)).toMatchObject({
      usageNumber: 'SU-000001',
      purpose: 'business',
      businessReason: 'training',
      appointment: null,
      usageDate: '2026-11-20',
      notes: 'Demo for juniors',
      status: 'pending',
      items: [
        {
          itemCode: { _id: product.productId, title: 'Argan Oil' },
          variant: { _id: variantId },
          warehouse: { _id: general, name: 'General' },
          quantity: 2,
        },
      ],
    });
    expect(usageOf(await calls.create(businessUsage({ usageNumber: '' }))).usageNumber).toBe(
      'SU-000002',
    );
  });

  it('keeps a chosen number, refuses it twice in a business (409 DUPLICATE_KEY) but not in another', async () => {
    const one = await usageSetup(context);
    const two = await usageSetup(context);
    expect(
      usageOf(await one.calls.create(one.businessUsage({ usageNumber: ' USE-7 ' }))).usageNumber,
    ).toBe('USE-7');
    const again = await one.calls.create(one.businessUsage({ usageNumber: 'USE-7' }));
    expect(again.statusCode).toBe(409);
    expect(body<ErrorBody>(again).error.code).toBe('DUPLICATE_KEY');
    expect((await two.calls.create(two.businessUsage({ usageNumber: 'USE-7' }))).statusCode).toBe(
      201,
    );
  });

  it('a usage for an appointment shows its client and start; the date defaults to today', async () => {
    const setup = await usageSetup(context);
    const start = new Date('2026-11-20T07:30:00.000Z');
    const visit = await insertAppointment(context, setup.owner.cookie, setup.businessId, start);
    const response = await setup.calls.create({
      purpose: 'appointment',
      appointmentId: visit.appointmentId,
      items: [setup.item(1)],
    });
    expect(response.statusCode).toBe(201);
    const usage = usageOf(response);
    expect(usage.appointment).toEqual({
      _id: visit.appointmentId,
      startDate: start.toISOString(),
      client: { _id: visit.clientId, fullName: visit.clientName },
    });
    expect(usage.businessReason).toBeNull();
    expect(usage.usageDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists newest first with q, purpose, status and paging; gets one', async () => {
    const setup = await usageSetup(context);
    const visit = await insertAppointment(
      context,
      setup.owner.cookie,
      setup.businessId,
      new Date('2026-11-21T08:00:00Z'),
    );
    const a = usageOf(await setup.calls.create(setup.businessUsage({ usageNumber: 'ALPHA-1' })));
    const b = usageOf(
      await setup.calls.create({
        purpose: 'appointment',
        appointmentId: visit.appointmentId,
        items: [setup.item(1)],
        usageNumber: 'BETA-1',
      }),
    );
    const c = usageOf(await setup.calls.create(setup.businessUsage({ usageNumber: 'ALPHA-2' })));
    await setup.calls.cancel(c._id);
    const ids = async (query: Record<string, string | number>) =>
      body<Page>(await setup.calls.list(query)).stockUsagePage.docs.map((doc) => doc._id);
    expect(await ids({})).toEqual([c._id, b._id, a._id]);
    expect(await ids({ q: 'alpha' })).toEqual([c._id, a._id]);
    expect(await ids({ purpose: 'appointment' })).toEqual([b._id]);
    expect(await ids({ status: 'cancelled' })).toEqual([c._id]);
    expect(await ids({ status: 'pending', purpose: 'business' })).toEqual([a._id]);
    const page = body<Page>(await setup.calls.list({ page: 2, limit: 2 })).stockUsagePage;
    expect(page).toMatchObject({ total: 3, page: 2, pages: 2, limit: 2 });
    expect(page.docs.map((doc) => doc._id)).toEqual([a._id]);
    expect(usageOf(await setup.calls.get(b._id)).usageNumber).toBe('BETA-1');
    for (const query of [
      { purpose: 'gift' },
      { status: 'done' },
      { sort: 'usageNumber' },
      { page: 0 },
      { limit: -1 },
    ]) {
      expect((await setup.calls.list(query)).statusCode).toBe(400);
    }
  });

  it('edits a pending usage whole: purpose, reason, lines', async () => {
    const setup = await usageSetup(context);
    const usage = usageOf(await setup.calls.create(setup.businessUsage()));
    const response = await setup.calls.update(usage._id, {
      purpose: 'business',
      businessReason: 'damaged',
      usageDate: '2026-11-22',
      notes: null,
      items: [setup.item(3, setup.back), setup.item(1)],
    });
    expect(response.statusCode).toBe(200);
    expect(usageOf(response)).toMatchObject({
      usageNumber: usage.usageNumber,
      businessReason: 'damaged',
      usageDate: '2026-11-22',
      notes: null,
      items: [
        { warehouse: { name: 'Back Room' }, quantity: 3 },
        { warehouse: { name: 'General' }, quantity: 1 },
      ],
    });
  });

  it('confirm posts one OUT entry per line (Usage, the usage number) and moves balances and positions', async () => {
    const setup = await usageSetup(context);
    const usage = usageOf(
      await setup.calls.create(setup.businessUsage({ items: [setup.item(2), setup.item(3)] })),
    );
    const response = await setup.calls.confirm(usage._id);
    expect(response.statusCode).toBe(200);
    expect(usageOf(response).status).toBe('confirmed');
    expect(
      await balanceOf(context.database, setup.businessId, setup.variantId, setup.general),
    ).toBe(5);
    expect(await positionsOf(context.database, setup.businessId, setup.variantId)).toEqual({
      stock: 5,
      sales: 5,
    });
    const entries = body<{
      stockEntries: {
        docs: {
          transactionType: string;
          quantity: number;
          reference: string;
          referenceType: string;
        }[];
      };
    }>(await setup.stockApi.list({ transactionType: 'OUT' })).stockEntries.docs;
    expect(
      entries
        .map(({ transactionType, quantity, reference, referenceType }) => ({
          transactionType,
          quantity,
          reference,
          referenceType,
        }))
        .sort((x, y) => x.quantity - y.quantity),
    ).toEqual([
      { transactionType: 'OUT', quantity: 2, reference: 'SU-000001', referenceType: 'Usage' },
      { transactionType: 'OUT', quantity: 3, reference: 'SU-000001', referenceType: 'Usage' },
    ]);
  });

  it('confirm is refused as a whole when one line would go below zero, with the ledger message', async () => {
    const setup = await usageSetup(context, 4);
    const usage = usageOf(
      await setup.calls.create(
        setup.businessUsage({ items: [setup.item(3), setup.item(2, setup.back)] }),
      ),
    );
    const response = await setup.calls.confirm(usage._id);
    expect(response.statusCode).toBe(409);
    expect(body<ErrorBody>(response).error).toMatchObject({
      code: 'INVALID_STATE',
      message: 'Cannot exceed available quantity (0)',
    });
    expect(
      await balanceOf(context.database, setup.businessId, setup.variantId, setup.general),
    ).toBe(4);
    expect(usageOf(await setup.calls.get(usage._id)).status).toBe('pending');
  });

  it('a business allowing negative stock may confirm below zero', async () => {
    const setup = await usageSetup(context, 1);
    await context.database.query(
      'update businesses set allow_negative_stock = true where id = $1',
      [setup.businessId],
    );
    const usage = usageOf(
      await setup.calls.create(setup.businessUsage({ items: [setup.item(3)] })),
    );
    expect((await setup.calls.confirm(usage._id)).statusCode).toBe(200);
    expect(
      await balanceOf(context.database, setup.businessId, setup.variantId, setup.general),
    ).toBe(-2);
  });

  it('deletes with the vendor-module header only', async () => {
    const setup = await usageSetup(context);
    const usage = usageOf(await setup.calls.create(setup.businessUsage()));
    expect((await setup.calls.remove(usage._id, {})).statusCode).toBe(400);
    expect(
      (await setup.calls.remove(usage._id, { 'vendor-module': 'products.Stock' })).statusCode,
    ).toBe(400);
    const response = await setup.calls.remove(usage._id);
    expect(response.statusCode).toBe(200);
    expect(usageOf(response)._id).toBe(usage._id);
    expect((await setup.calls.get(usage._id)).statusCode).toBe(404);
    const { rows } = await context.database.query(
      'select count(*)::int as n from stock_usage_items where business_id = $1',
      [setup.businessId],
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
