/**
 * The salons of bench/servers-load.ts and their day of calls: each salon's own owner, staff,
 * services, clients, SMS credit and appointments waiting at the till, and the mix of reads and
 * writes spread over the salons, each call named by its kind.
 */
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { DEFAULT_WORKING_HOURS } from '../registry/staff/workingHours';
import type { OpenDatabase } from '../server/db/database';
import {
  appointments,
  businesses,
  clients,
  employees,
  messageSettings,
  services,
} from '../server/db/schema';
import type { HttpRequest } from './load';
import { signUpOwner } from './seed';

const STAFF = 20;
const CLIENTS = 200;
/** The service's one price, in the business currency's major units as the pricing options hold it. */
const PRICE = 1500;
const INSERT_BATCH = 2_000;
/** SMS credit enough for every message a run sends, confirmations of the bookings included. */
const SMS_CREDIT = 1_000_000;

export interface Salon {
  businessId: string;
  cookie: string;
  staffIds: string[];
  clientIds: string[];
  serviceId: string;
  /** Appointments of past days, booked and unpaid: the till pays one per checkout, in order. */
  unpaidIds: string[];
}

/**
 * Each salon's hourly slots, each used once: weekdays from `firstMonday`, each staff member from
 * 09:00 to 16:00 (Nairobi).
 */
const slotOf = (staffIds: string[], n: number, firstMonday: Date) => {
  const perDay = STAFF * 8;
  const weekday = Math.floor(n / perDay);
  const day = new Date(firstMonday);
  day.setUTCDate(day.getUTCDate() + Math.floor(weekday / 5) * 7 + (weekday % 5));
  const hour = 9 + Math.floor((n % perDay) / STAFF);
  return {
    employeeId: staffIds[n % STAFF]!,
    startDate: `${day.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00+03:00`,
  };
};
/** The bookings of the mix: from 1 February 2027 on. */
const BOOKED_FROM = new Date(Date.UTC(2027, 1, 1));
/** The appointments waiting at the till: from 6 January 2025 on, days the bookings never reach. */
const UNPAID_FROM = new Date(Date.UTC(2025, 0, 6));

/**
 * A salon: its owner signed up through the app, the rest written directly. Open on public
 * holidays, so no slot is refused for one; messages sent at any hour; its clients have a phone
 * and agreed to messages by SMS.
 */
export const seedSalon = async (
  database: OpenDatabase,
  baseUrl: string,
  index: number,
  unpaid: number,
): Promise<Salon> => {
  const { db } = database;
  const owner = await signUpOwner(database, baseUrl, `salon${index}`);
  const businessId = await owner.createBusiness(`Bench Salon ${index}`);
  await db
    .update(businesses)
    .set({ opensOnHolidays: true, smsBalance: SMS_CREDIT })
    .where(eq(businesses.id, businessId));
  await db
    .insert(messageSettings)
    .values({ businessId, id: uuidv7(), quietHoursStart: '00:00', quietHoursEnd: '24:00' });
  const staffIds = Array.from({ length: STAFF }, () => uuidv7());
  await db.insert(employees).values(
    staffIds.map((id, n) => ({
      businessId,
      id,
      fullName: `Stylist ${n + 1}`,
      workingHours: DEFAULT_WORKING_HOURS,
    })),
  );
  const clientIds = Array.from({ length: CLIENTS }, () => uuidv7());
  await db.insert(clients).values(
    clientIds.map((id, n) => ({
      businessId,
      id,
      fullName: `Client ${n + 1}`,
      email: `client${n + 1}@saluni.test`,
      phone: `+2547${String(10_000_000 + index * 1_000 + n).slice(-8)}`,
      gender: 'Female',
      marketingSms: true,
    })),
  );
  const serviceId = uuidv7();
  await db.insert(services).values({
    businessId,
    id: serviceId,
    name: 'Braids',
    advancedPricing: [{ name: 'Standard', price: PRICE, durationInMinutes: 60 }],
  });
  const unpaidIds = Array.from({ length: unpaid }, () => uuidv7());
  for (let first = 0; first < unpaid; first += INSERT_BATCH) {
    await db.insert(appointments).values(
      unpaidIds.slice(first, first + INSERT_BATCH).map((id, offset) => {
        const { employeeId, startDate } = slotOf(staffIds, first + offset, UNPAID_FROM);
        const start = new Date(startDate);
        return {
          businessId,
          id,
          clientId: clientIds[(first + offset) % CLIENTS]!,
          employeeId,
          serviceIds: [serviceId],
          startDate: start,
          durationInMinutes: 60,
          endDate: new Date(start.getTime() + 3_600_000),
        };
      }),
    );
  }
  return { businessId, cookie: owner.cookie, staffIds, clientIds, serviceId, unpaidIds };
};

/** The kinds of call of the mix, in the order of a round. */
export const CALL_KINDS = [
  'calendar',
  'client list',
  'client search',
  'staff',
  'services',
  'new client',
  'booking',
  'checkout',
  'sms',
] as const;
type CallKind = (typeof CALL_KINDS)[number];

/** The calls of one round of the mix, for one salon: reads, then its writes. */
export const CALLS_PER_ROUND = 12;

/**
 * A phase's calls to `base`, round after round from the `first`th, each round one salon's (in
 * turn): the day's calendar three times, the client list twice, a client search, the staff, the
 * services, a new client, a booking into a free slot, a checkout (the till paying an
 * appointment's service in cash) and an SMS to one client.
 */
export const dayOfCalls = (
  base: string,
  salons: Salon[],
  first: number,
  total: number,
): HttpRequest[] => {
  const calls: HttpRequest[] = [];
  for (let n = first; calls.length < total; n++) {
    const salon = salons[n % salons.length]!;
    // The salon's own count of rounds: its slots and unpaid appointments are used once each.
    const own = Math.floor(n / salons.length);
    const { businessId, cookie } = salon;
    const calendar = `${base}/v1/appointment?businessId=${businessId}&startDate=2027-02-01T00:00:00%2B03:00&endDate=2027-02-02T00:00:00%2B03:00&limit=50`;
    const clientList = `${base}/v1/client?businessId=${businessId}&limit=25`;
    const get = (kind: CallKind, url: string): HttpRequest => ({
      method: 'GET',
      url,
      cookie,
      kind,
    });
    const unpaidId = salon.unpaidIds[own];
    if (!unpaidId) throw new Error(`salon ${businessId} has no appointment left to pay`);
    calls.push(
      get('calendar', calendar),
      get('client list', clientList),
      get('calendar', calendar),
      get('client search', `${clientList}&q=client%2012`),
      get('staff', `${base}/v1/employee?businessId=${businessId}`),
      get('calendar', calendar),
      get('services', `${base}/v1/service?businessId=${businessId}`),
      get('client list', `${clientList}&page=2`),
      {
        method: 'POST',
        url: `${base}/v1/client`,
        cookie,
        kind: 'new client' satisfies CallKind,
        body: {
          businessId,
          fullName: `Walk-in ${n}`,
          email: `walk-in${n}@saluni.test`,
          gender: 'Female',
        },
      },
      {
        method: 'POST',
        url: `${base}/v1/appointment`,
        cookie,
        kind: 'booking' satisfies CallKind,
        body: {
          businessId,
          clientId: salon.clientIds[own % CLIENTS],
          serviceIds: [salon.serviceId],
          durationInMinutes: 60,
          ...slotOf(salon.staffIds, own, BOOKED_FROM),
        },
      },
      {
        method: 'PUT',
        url: `${base}/v1/order/retry-appointment-payment/${unpaidId}`,
        cookie,
        kind: 'checkout' satisfies CallKind,
        body: { businessId, payment: { method: 'cash', amount: PRICE } },
      },
      {
        method: 'POST',
        url: `${base}/v1/client-sms`,
        cookie,
        kind: 'sms' satisfies CallKind,
        body: {
          businessId,
          message: 'Your stylist is ready for you. See you soon!',
          clientIds: [salon.clientIds[(own * 7) % CLIENTS]],
        },
      },
    );
  }
  return calls;
};
