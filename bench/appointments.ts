/**
 * `npm run bench` (last part): on PostgreSQL with 50 staff members holding 10,000 appointments,
 * one request at a time, each against its floor: the statements the route sent (session and
 * access look-up included), replayed through the driver from another process.
 *   - the availability look-up (target: p50 <= 2x the floor);
 *   - a booking, each into a free slot of its own: its floor replays the statements one booking
 *     sent (the same transaction, the employee's row lock, the rule's reads, the insert), with
 *     the slot's staff member, times and a new id.
 */
import { v7 as uuidv7 } from 'uuid';
import { DEFAULT_WORKING_HOURS } from '../registry/staff/workingHours';
import type { OpenDatabase } from '../server/db/database';
import { appointments, clients, employees, services } from '../server/db/schema';
import { withBenchServer } from './benchServer';
import type { Statement } from './load';
import { measureGetAgainstItsFloor, measureInChild, measureRouteAndFloor } from './loadProcess';
import { formatTable, ROUTE_FLOOR_HEADER, routeFloorRow, type Measurement } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const STAFF = 50;
const APPOINTMENTS = 10_000;
const TARGET = 2;
/** Free slots made for the booking case, half for the route and half for its floor: more than 5 s of either uses. */
const BOOKING_SLOTS = 20_000;
const log = (line: string) => console.log(line);

/**
 * 50 staff members, one client and service, and 10,000 one-hour appointments on the weekdays
 * from 1 February 2027 (Nairobi, 08:00 to 17:00): four a day for each person, over 50 days.
 */
const seedAppointments = async (
  database: OpenDatabase,
  businessId: string,
): Promise<{ staffIds: string[]; clientId: string; serviceId: string }> => {
  const staffIds = Array.from({ length: STAFF }, () => uuidv7());
  await database.db.insert(employees).values(
    staffIds.map((id, index) => ({
      businessId,
      id,
      fullName: `Stylist ${String(index + 1).padStart(2, '0')}`,
      workingHours: DEFAULT_WORKING_HOURS,
    })),
  );
  const clientId = uuidv7();
  await database.db.insert(clients).values({
    businessId,
    id: clientId,
    fullName: 'Bench Client',
    phone: '+254712345678',
    email: 'client@saluni.test',
    gender: 'female',
  });
  const serviceId = uuidv7();
  await database.db.insert(services).values({ businessId, id: serviceId, name: 'Braids' });
  const rows: (typeof appointments.$inferInsert)[] = [];
  for (let n = 0; n < APPOINTMENTS; n += 1) {
    const person = n % STAFF;
    const slot = Math.floor(n / STAFF);
    const day = Math.floor(slot / 4);
    const hour = 8 + (slot % 4) * 2;
    const date = new Date(Date.UTC(2027, 1, 1 + Math.floor(day / 5) * 7 + (day % 5), hour - 3));
    rows.push({
      businessId,
      id: uuidv7(),
      clientId,
      employeeId: staffIds[person]!,
      serviceIds: [serviceId],
      startDate: date,
      durationInMinutes: 60,
      endDate: new Date(date.getTime() + 3_600_000),
    });
  }
  for (let first = 0; first < rows.length; first += 2_000)
    await database.db.insert(appointments).values(rows.slice(first, first + 2_000));
  await database.query('vacuum analyze appointments');
  await database.query('checkpoint');
  return { staffIds, clientId, serviceId };
};

interface Slot {
  employeeId: string;
  start: Date;
  end: Date;
}

/**
 * Free one-hour slots, none twice: every staff member, 08:00 to 16:00 in Nairobi, on the weekdays
 * from Monday 7 June 2027 (after the seeded appointments, before the next public holiday).
 */
const freeSlots = (staffIds: string[], count: number): Slot[] =>
  Array.from({ length: count }, (_, n) => {
    const employeeId = staffIds[n % staffIds.length]!;
    const hourIndex = Math.floor(n / staffIds.length);
    const day = Math.floor(hourIndex / 9);
    const start = new Date(
      Date.UTC(2027, 5, 7 + Math.floor(day / 5) * 7 + (day % 5), 8 + (hourIndex % 9) - 3),
    );
    return { employeeId, start, end: new Date(start.getTime() + 3_600_000) };
  });

/** One booking's recorded statements for another slot: its staff member, times and a new id in place of the recorded ones. */
const statementsFor = (
  template: Statement[],
  recorded: { id: string; slot: Slot },
  slot: Slot,
): Statement[] => {
  const replacements = new Map<string, string>([
    [recorded.id, uuidv7()],
    [recorded.slot.employeeId, slot.employeeId],
    [recorded.slot.start.toISOString(), slot.start.toISOString()],
    [recorded.slot.end.toISOString(), slot.end.toISOString()],
  ]);
  const replaced = (value: unknown): unknown => {
    const text = value instanceof Date ? value.toISOString() : value;
    return typeof text === 'string' && replacements.has(text) ? replacements.get(text) : value;
  };
  return template.map((statement) => ({ ...statement, params: statement.params.map(replaced) }));
};

const main = () =>
  withBenchServer(async ({ databaseUrl, database, baseUrl, cookie, createBusiness, recorder }) => {
    const businessId = await createBusiness(`Bench Appointments ${process.pid}`);
    const seeded = await seedAppointments(database, businessId);
    const duration = SECONDS * 1000;
    const rows: string[][] = [];
    const row = (
      name: string,
      result: { route: Measurement; floor: Measurement },
      target?: number,
    ) => {
      const { ratio, cells } = routeFloorRow(name, result);
      rows.push([...cells, target === undefined ? '-' : ratio <= target ? 'yes' : 'no']);
    };

    // A busy weekday morning: every staff member has an appointment at 10:00.
    const query = new URLSearchParams({
      businessId,
      startDate: '2027-02-10T09:30:00+03:00',
      durationInMinutes: '60',
    });
    const url = `${baseUrl}/v1/employee/get-with-availability?${query.toString()}`;
    const statements = await recorder.record(async () => {
      const response = await fetch(url, { headers: { cookie } });
      if (!response.ok) throw new Error(`availability look-up answered ${response.status}`);
      await response.arrayBuffer();
    });
    row(
      'availability look-up',
      await measureGetAgainstItsFloor({
        url,
        cookie,
        connectionString: databaseUrl,
        statements,
        warmUpMs: 2_000,
        durationMs: duration,
      }),
      TARGET,
    );

    // Bookings: the first slot recorded, then each side books slots of its own, none twice.
    const slots = freeSlots(seeded.staffIds, BOOKING_SLOTS);
    const booking = (slot: Slot) => ({
      businessId,
      employeeId: slot.employeeId,
      clientId: seeded.clientId,
      serviceIds: [seeded.serviceId],
      startDate: slot.start.toISOString(),
      durationInMinutes: 60,
    });
    let recordedId = '';
    const template = await recorder.record(async () => {
      const response = await fetch(`${baseUrl}/v1/appointment`, {
        method: 'POST',
        headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify(booking(slots[0]!)),
      });
      if (response.status !== 201)
        throw new Error(`a booking answered ${response.status}: ${await response.text()}`);
      recordedId = ((await response.json()) as { appointment: { _id: string } }).appointment._id;
    });
    const [routeSlots, floorSlots] = [
      slots.slice(1, BOOKING_SLOTS / 2),
      slots.slice(BOOKING_SLOTS / 2),
    ];
    const bookingRoute = {
      kind: 'http',
      cookie,
      requests: routeSlots.map(
        (slot) =>
          ({ method: 'POST', url: `${baseUrl}/v1/appointment`, body: booking(slot) }) as const,
      ),
      sequential: true,
      concurrency: 1,
    } as const;
    const bookingFloor = {
      kind: 'sql-each',
      connectionString: databaseUrl,
      operations: floorSlots.map((slot) =>
        statementsFor(template, { id: recordedId, slot: slots[0]! }, slot),
      ),
      concurrency: 1,
    } as const;
    const warmRoute = await measureInChild({ ...bookingRoute, durationMs: 1_000 });
    const warmFloor = await measureInChild({ ...bookingFloor, durationMs: 1_000 });
    row(
      'booking',
      await measureRouteAndFloor(
        { ...bookingRoute, first: warmRoute.count, durationMs: duration },
        { ...bookingFloor, first: warmFloor.count, durationMs: duration },
      ),
    );

    log(
      `Appointments benchmark on PostgreSQL: ${STAFF} staff members, ${APPOINTMENTS.toLocaleString('en')} appointments; ${statements.length} statements per look-up, ${template.length} per booking; ${SECONDS} s a side\n`,
    );
    log(formatTable([...ROUTE_FLOOR_HEADER, `p50 <= ${TARGET}x`], rows));
  });

await main();
