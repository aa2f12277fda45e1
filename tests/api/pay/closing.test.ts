import { beforeAll, describe, expect, it } from 'vitest';
import type { PayPeriod, PayPeriodPage } from '../../../registry/pay';
import { addDays } from '../../../registry/payPeriods';
import { addMember, createBusiness } from '../support/accounts';
import { body, send, withQuery } from '../support/http';
import { setupTestApp } from '../support/testApp';
import { payBusiness, percentOf, type PayBusiness } from './support';

const context = setupTestApp();
let salon: PayBusiness;
let planId: string;
let stylist: string;
let lastWeek: string;

/** Moves an order's full payment back `days` days, as if it had been paid then. */
const paidDaysAgo = (orderId: string, days: number) =>
  context.database.query(
    `update orders set fulfilled_at = fulfilled_at - make_interval(days => $1) where id = $2`,
    [days, orderId],
  );

beforeAll(async () => {
  salon = await payBusiness(context);
  lastWeek = addDays(salon.today, -7);
  const created = await salon.post('/v1/commission-plan', {
    name: 'Flat',
    rates: { service: { type: 'percent', value: 20 } },
  });
  planId = body<{ commissionPlan: { _id: string } }>(created).commissionPlan._id;
  stylist = await salon.addEmployee('Njeri', planId);
});

describe('closing a pay period', () => {
  it('refuses a period that has not ended, closes an ended one once, and keeps it as closed', async () => {
    const open = await salon.post('/v1/pay/period/close', { start: salon.today });
    expect(open.statusCode).toBe(409);
    const order = await salon.sell([
      { ...salon.items.entries.service, quantity: 2, employeeId: stylist },
    ]);
    await paidDaysAgo(order._id, 3);
    const before = await salon.statement(lastWeek, stylist);
    expect(before.lines).toHaveLength(1);
    const closed = await salon.post('/v1/pay/period/close', { start: lastWeek });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(body<{ payPeriod: PayPeriod }>(closed).payPeriod).toMatchObject({
      start: lastWeek,
      end: addDays(salon.today, -1),
      status: 'closed',
      closedBy: { _id: salon.business.owner.id },
    });
    expect((await salon.post('/v1/pay/period/close', { start: lastWeek })).statusCode).toBe(409);
    const list = body<{ payPeriodPage: PayPeriodPage }>(
      await salon.get('/v1/pay/periods', { page: '1', limit: '5' }),
    ).payPeriodPage;
    expect(list.docs[0]).toMatchObject({ start: salon.today, status: 'open' });

    // A refund given now, after the close, reverses the commission frozen in the closed period,
    // even once the plan pays more: it falls in this period, the closed one stays as it was.
    await context.database.query(
      `update commission_plans set rates = '{"service":{"type":"percent","value":50}}' where id = $1`,
      [planId],
    );
    const line = order.lines[0]!;
    const refunded = await salon.refund(order._id, {
      lines: [{ lineId: line._id, quantity: 1 }],
      method: 'cash',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const frozen = await salon.statement(lastWeek, stylist);
    expect(frozen).toEqual({ ...before, period: frozen.period });
    expect(frozen.period.status).toBe('closed');
    const now = await salon.statement(salon.today, stylist);
    const commission = before.lines[0]!.commission;
    expect(commission).toBe(percentOf(before.lines[0]!.commissionable, 20));
    expect(now.lines).toMatchObject([
      {
        lineId: line._id,
        refund: true,
        quantity: 1,
        day: salon.today,
        commission: -Math.round((commission / 2) * 100) / 100,
        net: -Math.round((before.lines[0]!.net / 2) * 100) / 100,
      },
    ]);
    expect(now.refundsReversed).toBe(now.lines[0]!.commission);
    expect(now.commission).toBe(now.refundsReversed);
  });

  it('exports the period as CSV, a row per staff member, headers in the caller’s language', async () => {
    const response = await salon.get('/v1/pay/period/export', { start: lastWeek });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = response.body.trim().split('\r\n');
    expect(header).toBe(
      'Staff member,Sales,Deductions,Commission,Refunds reversed,Tips,Hours,Weekday hours,Saturday hours,Sunday hours,Public holiday hours,Total',
    );
    const statement = await salon.statement(lastWeek, stylist);
    expect(rows).toEqual([
      [
        'Njeri',
        statement.sales.toFixed(2),
        statement.deductions.toFixed(2),
        statement.commission.toFixed(2),
        '0.00',
        '0.00',
        '0',
        '0',
        '0',
        '0',
        '0',
        statement.total.toFixed(2),
      ].join(','),
    ]);
  });

  it('shows a staff member their own statement only', async () => {
    const member = await addMember(context.app, context.database, salon.business.businessId);
    const own = await salon.addEmployee('Kamau', null, member.id);
    const mine = await salon.statement(salon.today, undefined, member.cookie);
    expect(mine.employee).toEqual({ _id: own, fullName: 'Kamau' });
    expect(mine.plan).toBeNull();
    expect(
      (await salon.get('/v1/pay/statement', { start: salon.today, employeeId: own }, member.cookie))
        .statusCode,
    ).toBe(200);
    const other = await salon.get(
      '/v1/pay/statement',
      { start: salon.today, employeeId: stylist },
      member.cookie,
    );
    expect(other.statusCode).toBe(403);
    expect(
      (await salon.get('/v1/pay/period', { start: salon.today }, member.cookie)).statusCode,
    ).toBe(403);
    expect((await salon.get('/v1/pay/periods', {}, member.cookie)).statusCode).toBe(200);
    const unknown = await salon.get('/v1/pay/statement', {
      start: salon.today,
      employeeId: '0190d0a0-0000-7000-8000-00000000ffff',
    });
    expect(unknown.statusCode).toBe(404);
    const stranger = await addMember(context.app, context.database, salon.business.businessId);
    expect(
      (await salon.get('/v1/pay/statement', { start: salon.today }, stranger.cookie)).statusCode,
    ).toBe(404);
  });
});

describe('pay settings', () => {
  it('are monthly from the 1st of this month until a business saves its own', async () => {
    const fresh = await createBusiness(context.app, 'Fresh');
    const read = await send(
      context.app,
      'GET',
      withQuery('/v1/pay/settings', { businessId: fresh.businessId }),
      { cookie: fresh.owner.cookie },
    );
    expect(body(read)).toEqual({
      paySettings: { frequency: 'monthly', anchorDate: `${salon.today.slice(0, 8)}01` },
    });
  });

  it('refuses a frequency or an anchor that is not a day with 422 on the field', async () => {
    const put = (payload: Record<string, unknown>) =>
      send(context.app, 'PUT', '/v1/pay/settings', {
        cookie: salon.business.owner.cookie,
        payload: { businessId: salon.business.businessId, ...payload },
      });
    const daily = await put({ frequency: 'daily', anchorDate: '2026-01-01' });
    expect(daily.statusCode).toBe(422);
    expect(body<{ error: { fields: Record<string, string> } }>(daily).error.fields).toHaveProperty(
      'frequency',
    );
    for (const anchorDate of ['2026-02-30', '1899-12-31', '3000-01-01', 20260101]) {
      const bad = await put({ frequency: 'weekly', anchorDate });
      expect(bad.statusCode).toBe(422);
      expect(body<{ error: { fields: Record<string, string> } }>(bad).error.fields).toHaveProperty(
        'anchorDate',
      );
    }
    const read = await salon.get('/v1/pay/settings', {});
    expect(body(read)).toEqual({ paySettings: { frequency: 'weekly', anchorDate: salon.today } });
  });
});
