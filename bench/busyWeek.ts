import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { DEFAULT_WORKING_HOURS } from '../registry/staff/workingHours';
import type { OpenDatabase } from '../server/db/database';
import {
  appointments,
  businesses,
  clients,
  employees,
  roles,
  services,
  users,
} from '../server/db/schema';
import { DEMO_LOGIN } from '../server/seed/demo';
import { idsInOrder } from '../server/seed/rows';
import { addToWallClock, instantOf, wallClockOf } from '../server/tenancy/zonedTime';

/** The calendar's case of the first-load bench: a business this busy in the week it opens on. */
export const BUSY_WEEK = { staff: 20, appointments: 500 };

const HOUR = 3_600_000;
/** One-hour starts: 7 days of them for 20 staff leave room beside the demo's own appointments. */
const STARTS = ['08:00', '12:00', '17:00', '18:00', '19:00'];

/** The business the web app opens for the demo owner: the owner's first role's (Nairobi). */
const demoOwnersFirstBusiness = async (database: OpenDatabase) => {
  const [first] = await database.db
    .select({ id: businesses.id, timezone: businesses.timezone })
    .from(roles)
    .innerJoin(users, eq(users.id, roles.userId))
    .innerJoin(businesses, eq(businesses.id, roles.businessId))
    .where(eq(users.email, DEMO_LOGIN.email))
    .orderBy(asc(roles.createdAt))
    .limit(1);
  if (!first) throw new Error('the demo owner has no business: seed the demo first');
  return first;
};

/**
 * Fills the demo's first business up to `BUSY_WEEK`: staff members added to its own until there
 * are 20, and one-hour appointments with its clients and services until the week the calendar
 * opens on (Monday to Monday on the business's clock, as the app counts weeks) holds 500,
 * spread over every day and staff member. Returns how many appointments that week holds.
 */
export const seedBusyWeek = async (database: OpenDatabase, now = new Date()): Promise<number> => {
  const { db } = database;
  const business = await demoOwnersFirstBusiness(database);
  const own = await idsInOrder(db, business.id, employees, employees.fullName);
  const added = Array.from({ length: BUSY_WEEK.staff - own.length }, (_, index) => ({
    businessId: business.id,
    id: uuidv7(),
    fullName: `Bench Stylist ${String(index + 1).padStart(2, '0')}`,
    workingHours: DEFAULT_WORKING_HOURS,
  }));
  if (added.length) await db.insert(employees).values(added);
  const staffIds = [...own, ...added.map((row) => row.id)];
  const clientIds = await idsInOrder(db, business.id, clients, clients.fullName);
  const serviceIds = await idsInOrder(db, business.id, services, services.name);

  const today = wallClockOf(now, business.timezone).slice(0, 10);
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addToWallClock(`${today}T00:00:00`, -sinceMonday, 'day');
  const dayOf = (offset: number) => addToWallClock(monday, offset, 'day').slice(0, 10);
  const [weekStart, weekEnd] = [
    instantOf(monday, business.timezone),
    instantOf(`${dayOf(7)}T00:00:00`, business.timezone),
  ];
  const inWeek = and(
    eq(appointments.businessId, business.id),
    gt(appointments.endDate, weekStart),
    lt(appointments.startDate, weekEnd),
  );
  const booked = await db
    .select({
      employeeId: appointments.employeeId,
      startDate: appointments.startDate,
      endDate: appointments.endDate,
    })
    .from(appointments)
    .where(inWeek);
  const free = (employeeId: string, startDate: Date) =>
    !booked.some(
      (taken) =>
        taken.employeeId === employeeId &&
        taken.startDate.getTime() < startDate.getTime() + HOUR &&
        taken.endDate.getTime() > startDate.getTime(),
    );
  // Every day, then every start, then every staff member, so the week fills evenly; an hour the
  // demo already booked for someone (its days follow the date it was seeded on) is skipped.
  const slots = STARTS.flatMap((start) =>
    Array.from({ length: 7 }, (_, day) =>
      instantOf(`${dayOf(day)}T${start}:00`, business.timezone),
    ),
  ).flatMap((startDate) => staffIds.map((employeeId) => ({ employeeId, startDate })));
  const rows = slots
    .filter(({ employeeId, startDate }) => free(employeeId, startDate))
    .slice(0, Math.max(0, BUSY_WEEK.appointments - booked.length))
    .map(({ employeeId, startDate }, n) => ({
      businessId: business.id,
      id: uuidv7(),
      clientId: clientIds[n % clientIds.length]!,
      employeeId,
      serviceIds: [serviceIds[n % serviceIds.length]!],
      startDate,
      durationInMinutes: 60,
      endDate: new Date(startDate.getTime() + HOUR),
    }));
  if (rows.length) await db.insert(appointments).values(rows);
  const [{ shown }] = await db.select({ shown: count() }).from(appointments).where(inWeek);
  return shown;
};
