import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DashboardOverview } from '../../../registry/reports';
import { instantOf, wallClockOf } from '../../../server/tenancy/zonedTime';
import { appointments } from '../../../server/db/schema';
import { addMember, createBusiness } from '../support/accounts';
import { body } from '../support/http';
import { payCart } from '../support/orders';
import { setupTestApp } from '../support/testApp';
import { insertAppointment } from '../stock-usage/support';
import { dateOrder, reportCalls, reportSetup } from './support';

const context = setupTestApp();
// A zone far from UTC, so a day of the business is not a day of UTC.
const ZONE = 'Australia/Sydney';

const overviewOf = async (calls: ReturnType<typeof reportCalls>) => {
  const response = await calls.overview();
  expect(response.statusCode, response.body).toBe(200);
  return body<{ overview: DashboardOverview }>(response).overview;
};

/** Noon of a day `daysAgo` before today in the zone, so every order sits well inside its day. */
const noonDaysAgo = (daysAgo: number) => {
  const today = wallClockOf(new Date(), ZONE).slice(0, 10);
  const day = dayjs(today).subtract(daysAgo, 'day').format('YYYY-MM-DD');
  return { day, at: instantOf(`${day}T12:00:00`, ZONE) };
};

describe('dashboard overview', () => {
  it("gives an owner today's, this week's and this month's takings, seven days, today's sales, appointments and new clients", async () => {
    const setup = await reportSetup(context, ZONE);
    const { businessId, owner, items, session } = setup;
    const today = noonDaysAgo(0);
    const earlier = noonDaysAgo(2);
    const sold = await payCart(
      { ...session, clientId: items.clientId },
      [items.entries.service],
      [{ method: 'cash', amount: 1500 }],
    );
    await dateOrder(context, businessId, sold._id, today.at.toISOString());
    const before = await payCart(
      { ...session, clientId: items.clientId },
      [items.entries.voucher],
      [{ method: 'card', amount: 2500 }],
    );
    await dateOrder(context, businessId, before._id, earlier.at.toISOString());
    const booked = await insertAppointment(context, owner.cookie, businessId, today.at);
    const done = await insertAppointment(
      context,
      owner.cookie,
      businessId,
      new Date(today.at.getTime() + 2 * 3_600_000),
    );
    await context.database.db
      .update(appointments)
      .set({ status: 'completed' })
      .where(eq(appointments.id, done.appointmentId));
    const cancelled = await insertAppointment(
      context,
      owner.cookie,
      businessId,
      new Date(today.at.getTime() + 4 * 3_600_000),
    );
    await context.database.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, cancelled.appointmentId));
    expect(booked.appointmentId).toBeTruthy();

    const overview = await overviewOf(setup.calls);
    expect(overview.currency).toBe('KES');
    const isoWeekStart = (day: string) =>
      dayjs(day)
        .subtract((dayjs(day).day() + 6) % 7, 'day')
        .format('YYYY-MM-DD');
    const sameWeek = isoWeekStart(earlier.day) === isoWeekStart(today.day);
    const sameMonth = earlier.day.slice(0, 7) === today.day.slice(0, 7);
    expect(overview.takings).toEqual({
      today: 1500,
      week: sameWeek ? 4000 : 1500,
      month: sameMonth ? 4000 : 1500,
      lastSevenDays: Array.from({ length: 7 }, (_, index) => {
        const day = dayjs(today.day)
          .subtract(6 - index, 'day')
          .format('YYYY-MM-DD');
        if (day === today.day) return { day, orders: 1, sales: 1500, unpaid: 0, takings: 1500 };
        if (day === earlier.day) return { day, orders: 1, sales: 2500, unpaid: 0, takings: 2500 };
        return { day, orders: 0, sales: 0, unpaid: 0, takings: 0 };
      }),
    });
    expect(overview.sales).toEqual({ today: 1500, unpaid: 0 });
    expect(overview.appointments).toEqual({ booked: 2, completed: 1 });
    // The client's first order was two days ago: new this week (when it is the same week), not today.
    expect(overview.newClients).toEqual({ today: 0, week: sameWeek ? 1 : 0 });
  });

  it('hides each part from a staff role without its module, and refuses a business the caller is not in', async () => {
    const { businessId } = await createBusiness(context.app, 'Overview');
    const calls = async (permissions: Parameters<typeof addMember>[3]) =>
      reportCalls(
        context.app,
        (await addMember(context.app, context.database, businessId, permissions)).cookie,
        businessId,
      );
    const salesOnly = await overviewOf(await calls({ 'reports.Sales': ['read'] }));
    expect(salesOnly.takings).not.toBeNull();
    expect(salesOnly.sales).not.toBeNull();
    expect(salesOnly).toMatchObject({ appointments: null, newClients: null });
    const nothing = await overviewOf(await calls({}));
    expect(nothing).toMatchObject({
      takings: null,
      sales: null,
      appointments: null,
      newClients: null,
    });
    const writeOnly = await overviewOf(
      await calls({
        'reports.Sales': ['create'],
        'appointments.Appointments': ['read'],
        'reports.Client': ['read'],
      }),
    );
    expect(writeOnly).toMatchObject({ takings: null, sales: null });
    expect(writeOnly.appointments).toEqual({ booked: 0, completed: 0 });
    expect(writeOnly.newClients).toEqual({ today: 0, week: 0 });
    const admin = reportCalls(
      context.app,
      (await addMember(context.app, context.database, businessId, {}, 'admin')).cookie,
      businessId,
    );
    expect((await overviewOf(admin)).takings).not.toBeNull();

    const stranger = await createBusiness(context.app, 'Elsewhere');
    expect(
      (await reportCalls(context.app, stranger.owner.cookie, businessId).overview()).statusCode,
    ).toBe(403);
    expect((await reportCalls(context.app, '', businessId).overview()).statusCode).toBe(401);
  });
});
