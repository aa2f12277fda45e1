import dayjs from 'dayjs';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { ModuleName } from '../../registry/modules';
import type { DashboardOverview, SalesByDay } from '../../registry/reports';
import { wallClockOf, instantOf } from '../tenancy/zonedTime';
import type { Database } from '../db/database';
import { appointments } from '../db/schema';
import { minorToNumber, toMinor } from '../db/money';
import { readableModules, type Access } from '../tenancy/access';
import { countClients } from './clientsQuery';
import type { ReportRange } from './range';
import { salesAndTakingsByDay } from './salesReport';

/** The modules the overview's parts need (read). */
const PART_MODULES = [
  'reports.Sales',
  'reports.Client',
  'appointments.Appointments',
] as const satisfies readonly ModuleName[];

/** Day arithmetic on YYYY-MM-DD, carried in UTC so no zone's daylight saving moves it. */
const addDays = (day: string, days: number) => dayjs.utc(day).add(days, 'day').format('YYYY-MM-DD');

/** The range from the start of `first` to the end of `last`, days of the zone. */
const daysRange = (first: string, last: string, zone: string): ReportRange => ({
  start: instantOf(`${first}T00:00:00`, zone),
  end: new Date(instantOf(`${addDays(last, 1)}T00:00:00`, zone).getTime() - 1),
});

/** Today, this ISO week (Monday..Sunday) and this month of the business zone. */
const calendarOf = (now: Date, zone: string) => {
  const today = wallClockOf(now, zone).slice(0, 10);
  const weekday = (dayjs.utc(today).day() + 6) % 7; // Monday 0 .. Sunday 6
  const weekStart = addDays(today, -weekday);
  const monthStart = `${today.slice(0, 8)}01`;
  const monthEnd = dayjs.utc(today).endOf('month').format('YYYY-MM-DD');
  return {
    today,
    weekStart,
    weekEnd: addDays(weekStart, 6),
    monthStart,
    monthEnd,
    sevenDaysStart: addDays(today, -6),
  };
};

/**
 * Takings (money received) today, this week, this month and each of the last seven days, and
 * today's sales with their unpaid balance: one read of the days the periods span, the sales
 * report's own by-day figures.
 */
const moneyOf = async (
  db: Database,
  businessId: string,
  zone: string,
  calendar: ReturnType<typeof calendarOf>,
) => {
  const first = [calendar.monthStart, calendar.weekStart, calendar.sevenDaysStart].sort()[0]!;
  const last = [calendar.monthEnd, calendar.weekEnd].sort().at(-1)!;
  const days = new Map(
    (await salesAndTakingsByDay(db, businessId, daysRange(first, last, zone), zone)).map((row) => [
      row.day,
      row,
    ]),
  );
  const takingsBetween = (from: string, to: string) =>
    minorToNumber(
      [...days.values()]
        .filter((row) => row.day >= from && row.day <= to)
        .reduce((total, row) => total + toMinor(row.takings), 0),
    );
  const dayOf = (day: string): SalesByDay =>
    days.get(day) ?? { day, orders: 0, sales: 0, unpaid: 0, takings: 0 };
  const today = dayOf(calendar.today);
  return {
    takings: {
      today: today.takings,
      week: takingsBetween(calendar.weekStart, calendar.weekEnd),
      month: takingsBetween(calendar.monthStart, calendar.monthEnd),
      lastSevenDays: Array.from({ length: 7 }, (_, index) =>
        dayOf(addDays(calendar.sevenDaysStart, index)),
      ),
    },
    sales: { today: today.sales, unpaid: today.unpaid },
  };
};

/** Today's appointments: booked (neither cancelled nor no-show) and completed. */
const appointmentsOf = async (db: Database, businessId: string, zone: string, today: string) => {
  const { start, end } = daysRange(today, today, zone);
  const [row] = await db
    .select({
      booked:
        sql<number>`count(*) filter (where ${appointments.status} not in ('cancelled', 'no_show'))`.mapWith(
          Number,
        ),
      completed: sql<number>`count(*) filter (where ${appointments.status} = 'completed')`.mapWith(
        Number,
      ),
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        gte(appointments.startDate, start!),
        lt(appointments.startDate, new Date(end!.getTime() + 1)),
      ),
    );
  return { booked: row?.booked ?? 0, completed: row?.completed ?? 0 };
};

/** The dashboard's figures (registry/reports.ts DashboardOverview), each part only for a role that may read its module. */
export const dashboardOverview = async (
  db: Database,
  access: Access,
  locale: { currency: string; timezone: string },
  now = new Date(),
): Promise<DashboardOverview> => {
  const parts = await readableModules(db, access, PART_MODULES);
  const zone = locale.timezone;
  const calendar = calendarOf(now, zone);
  const { businessId } = access;
  const [money, appointmentCounts, newClients] = await Promise.all([
    parts.has('reports.Sales') ? moneyOf(db, businessId, zone, calendar) : null,
    parts.has('appointments.Appointments')
      ? appointmentsOf(db, businessId, zone, calendar.today)
      : null,
    parts.has('reports.Client')
      ? Promise.all([
          countClients(db, businessId, daysRange(calendar.today, calendar.today, zone), 'new'),
          countClients(
            db,
            businessId,
            daysRange(calendar.weekStart, calendar.weekEnd, zone),
            'new',
          ),
        ]).then(([today, week]) => ({ today, week }))
      : null,
  ]);
  return {
    currency: locale.currency,
    takings: money?.takings ?? null,
    sales: money?.sales ?? null,
    appointments: appointmentCounts,
    newClients,
  };
};
