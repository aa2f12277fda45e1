/**
 * `npm run bench` (booking site): the site's free-times call for a Nairobi salon of 20 staff
 * members over a month of bookings (four one-hour appointments a working day each, and a live
 * hold on every staff member's day), "anyone" for a one-hour service on a busy day, one request
 * at a time, against its floor: the statements the call sent (the site's settings, the services,
 * the staff, and the one read of the day's appointments and holds), replayed through the driver
 * from another process. Target: p50 <= 2x the floor, as the back office's availability look-up.
 */
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { DEFAULT_WORKING_HOURS } from '../registry/staff/workingHours';
import { publicHolidayOn } from '../server/appointments/availability';
import type { OpenDatabase } from '../server/db/database';
import {
  appointments,
  bookingHolds,
  businesses,
  clients,
  employees,
  onlineBookingSettings,
  services,
} from '../server/db/schema';
import { addToWallClock, instantOf, localDate } from '../server/tenancy/zonedTime';
import { withBenchServer } from './benchServer';
import { measureGetAgainstItsFloor } from './loadProcess';
import { formatTable, ROUTE_FLOOR_HEADER, routeFloorRow } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const STAFF = 20;
const DAYS = 30;
const TARGET = 2;
const ZONE = 'Africa/Nairobi';
const log = (line: string) => console.log(line);

/** The salon's working days (Monday to Saturday, no public holiday) of the next month, from tomorrow. */
const workingDays = () => {
  const today = localDate(new Date(), ZONE);
  const days: string[] = [];
  for (let n = 1; n <= DAYS; n++) {
    const date = addToWallClock(`${today}T00:00:00`, n, 'day').slice(0, 10);
    const sunday = new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
    if (!sunday && !publicHolidayOn({ country: 'KE', state: null }, date)) days.push(date);
  }
  return days;
};

const seedSalon = async (database: OpenDatabase, businessId: string, slug: string) => {
  const { db } = database;
  await db
    .update(businesses)
    .set({ appointmentGapInMinutes: 10 })
    .where(sql`${businesses.id} = ${businessId}`);
  await db.insert(onlineBookingSettings).values({
    businessId,
    id: uuidv7(),
    enabled: true,
    slug,
    leadTimeMinutes: 0,
    horizonDays: 60,
    startIntervalMinutes: 15,
  });
  const staffIds = Array.from({ length: STAFF }, () => uuidv7());
  await db.insert(employees).values(
    staffIds.map((id, index) => ({
      businessId,
      id,
      fullName: `Stylist ${String(index + 1).padStart(2, '0')}`,
      workingHours: DEFAULT_WORKING_HOURS,
    })),
  );
  const clientId = uuidv7();
  await db.insert(clients).values({
    businessId,
    id: clientId,
    fullName: 'Bench Client',
    email: 'client@saluni.test',
    gender: 'female',
  });
  const serviceId = uuidv7();
  await db.insert(services).values({
    businessId,
    id: serviceId,
    name: 'Braids',
    advancedPricing: [{ name: null, price: 1500, durationInMinutes: 60 }],
  });
  const days = workingDays();
  const booked: (typeof appointments.$inferInsert)[] = [];
  const held: (typeof bookingHolds.$inferInsert)[] = [];
  for (const date of days)
    staffIds.forEach((employeeId, person) => {
      // Four hours a day each, shifted per person so the free starts differ between staff.
      for (const hour of [8, 10, 13, 15]) {
        const start = instantOf(
          `${date}T${String(hour).padStart(2, '0')}:${person % 2 ? '30' : '00'}:00`,
          ZONE,
        );
        booked.push({
          businessId,
          id: uuidv7(),
          clientId,
          employeeId,
          serviceIds: [serviceId],
          startDate: start,
          durationInMinutes: 60,
          endDate: new Date(start.getTime() + 3_600_000),
        });
      }
      const start = instantOf(`${date}T17:00:00`, ZONE);
      held.push({
        businessId,
        id: uuidv7(),
        employeeId,
        serviceIds: [serviceId],
        startDate: start,
        durationInMinutes: 60,
        endDate: new Date(start.getTime() + 3_600_000),
        expiresAt: new Date(Date.now() + 24 * 3_600_000),
        tokenHash: uuidv7(),
        addressHash: 'bench',
      });
    });
  for (let first = 0; first < booked.length; first += 2_000)
    await db.insert(appointments).values(booked.slice(first, first + 2_000));
  await db.insert(bookingHolds).values(held);
  await database.query('vacuum analyze appointments');
  await database.query('vacuum analyze booking_holds');
  await database.query('checkpoint');
  return { serviceId, days, appointments: booked.length };
};

const main = () =>
  withBenchServer(async ({ databaseUrl, database, baseUrl, cookie, createBusiness, recorder }) => {
    const businessId = await createBusiness(`Bench Free Times ${process.pid}`);
    const slug = `bench-${process.pid}`;
    const seeded = await seedSalon(database, businessId, slug);
    const date = seeded.days[Math.min(5, seeded.days.length - 1)]!;
    const query = new URLSearchParams({ serviceIds: seeded.serviceId, employeeId: 'any', date });
    const url = `${baseUrl}/v1/book/${slug}/times?${query.toString()}`;
    const statements = await recorder.record(async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`free times answered ${response.status}`);
      const { freeTimes } = (await response.json()) as { freeTimes: { times: unknown[] } };
      if (!freeTimes.times.length)
        throw new Error('free times answered no time: the seed is wrong');
    });
    const result = await measureGetAgainstItsFloor({
      url,
      cookie,
      connectionString: databaseUrl,
      statements,
      warmUpMs: 2_000,
      durationMs: SECONDS * 1000,
    });
    const { ratio, cells } = routeFloorRow('free times, anyone, one day', result);
    log(
      `Booking site free-times benchmark on PostgreSQL: ${STAFF} staff members, ${seeded.appointments.toLocaleString('en')} appointments and ${STAFF * seeded.days.length} live holds over ${seeded.days.length} working days; ${statements.length} statements per call; ${SECONDS} s a side\n`,
    );
    log(
      formatTable(
        [...ROUTE_FLOOR_HEADER, `p50 <= ${TARGET}x`],
        [[...cells, ratio <= TARGET ? 'yes' : 'no']],
      ),
    );
  });

await main();
