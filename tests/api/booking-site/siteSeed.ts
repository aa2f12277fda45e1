import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { DepositRule } from '../../../registry/onlineBooking';
import { WEEKDAYS, type WorkingDay } from '../../../registry/staff/workingHours';
import type { OpenDatabase } from '../../../server/db/database';
import {
  appointments,
  bookingHolds,
  businesses,
  clients,
  employees,
  onlineBookingSettings,
  serviceCategories,
  services,
} from '../../../server/db/schema';
import { addToWallClock, instantOf, localDate } from '../../../server/tenancy/zonedTime';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { send } from '../support/http';
import type { TestApp } from '../support/testApp';

/** Every day of the week, `start` to `end`, on the business clock. */
export const everyDay = (start = '09:00', end = '17:00'): WorkingDay[] =>
  WEEKDAYS.map((day) => ({ day, working: true, start, end }));

export interface SiteOptions {
  country?: 'KE' | 'AU';
  timezone?: string;
  currency?: string;
  state?: string | null;
  gap?: number;
  opensOnHolidays?: boolean;
  enabled?: boolean;
  leadTimeMinutes?: number;
  horizonDays?: number;
  startIntervalMinutes?: number;
}

/** A business's booking site, its rows written straight into the database. */
export interface SiteRows {
  businessId: string;
  slug: string;
  timezone: string;
  country: 'KE' | 'AU';
  db: OpenDatabase['db'];
}

export type SeededSite = SiteRows & TestBusiness;

/** A business with an online booking page, owned by a signed-up user. */
export const seedSite = async (
  app: TestApp,
  database: OpenDatabase,
  options: SiteOptions = {},
): Promise<SeededSite> => {
  const business = await createBusiness(app, 'Site');
  return {
    ...(await configureSite(database, business.businessId, options)),
    owner: business.owner,
  };
};

/** The business's country, zone and gap, and its online settings, saved straight into their rows. */
export const configureSite = async (
  database: OpenDatabase,
  businessId: string,
  options: SiteOptions = {},
): Promise<SiteRows> => {
  const business = { businessId };
  const country = options.country ?? 'KE';
  const timezone = options.timezone ?? (country === 'AU' ? 'Australia/Sydney' : 'Africa/Nairobi');
  const { db } = database;
  await db
    .update(businesses)
    .set({
      country,
      timezone,
      currency: options.currency ?? (country === 'AU' ? 'AUD' : 'KES'),
      state: options.state ?? (country === 'AU' ? 'NSW' : null),
      appointmentGapInMinutes: options.gap ?? 0,
      opensOnHolidays: options.opensOnHolidays ?? true,
      address: '12 Moi Avenue',
    })
    .where(eq(businesses.id, business.businessId));
  const slug = `site-${randomBytes(4).toString('hex')}`;
  await db.insert(onlineBookingSettings).values({
    businessId: business.businessId,
    id: uuidv7(),
    enabled: options.enabled ?? true,
    slug,
    leadTimeMinutes: options.leadTimeMinutes ?? 0,
    horizonDays: options.horizonDays ?? 60,
    startIntervalMinutes: options.startIntervalMinutes ?? 30,
    policyEn: 'Cancel a day ahead.',
    policySw: 'Ghairi siku moja kabla.',
  });
  return { businessId, slug, timezone, country, db };
};

export const addEmployee = async (
  site: SiteRows,
  fullName: string,
  values: Partial<typeof employees.$inferInsert> = {},
) => {
  const id = uuidv7();
  await site.db.insert(employees).values({
    businessId: site.businessId,
    id,
    fullName,
    phone: '+254712345678',
    email: `${fullName.toLowerCase().replace(/\W/g, '')}@example.com`,
    workingHours: everyDay(),
    ...values,
  });
  return id;
};

export const addCategory = async (site: SiteRows, name: string) => {
  const id = uuidv7();
  await site.db.insert(serviceCategories).values({ businessId: site.businessId, id, name });
  return id;
};

export const addService = async (
  site: SiteRows,
  name: string,
  options: {
    price?: number;
    durationInMinutes?: number;
    performerIds?: string[];
    bookableOnline?: boolean;
    depositRule?: DepositRule | null;
    categoryIds?: string[];
    pricing?: { name?: string; price: number; durationInMinutes: number }[];
  } = {},
) => {
  const id = uuidv7();
  await site.db.insert(services).values({
    businessId: site.businessId,
    id,
    name,
    advancedPricing: options.pricing ?? [
      {
        name: null,
        price: options.price ?? 1000,
        durationInMinutes: options.durationInMinutes ?? 60,
      },
    ],
    performerIds: options.performerIds ?? [],
    bookableOnline: options.bookableOnline ?? true,
    depositRule: options.depositRule ?? null,
    categoryIds: options.categoryIds ?? [],
  });
  return id;
};

/** A live appointment of `employeeId` at a local wall-clock time. */
export const addAppointment = async (
  site: SiteRows,
  employeeId: string,
  wallClock: string,
  durationInMinutes: number,
  values: Partial<typeof appointments.$inferInsert> = {},
) => {
  const clientId = uuidv7();
  await site.db.insert(clients).values({
    businessId: site.businessId,
    id: clientId,
    fullName: 'Wanjiru Kamau',
    email: 'wanjiru@example.com',
    gender: 'female',
  });
  const start = instantOf(wallClock, site.timezone);
  const id = uuidv7();
  await site.db.insert(appointments).values({
    businessId: site.businessId,
    id,
    clientId,
    employeeId,
    serviceIds: [],
    startDate: start,
    durationInMinutes,
    endDate: new Date(start.getTime() + durationInMinutes * 60_000),
    ...values,
  });
  return id;
};

/** Ends a hold now, as ten minutes passing would. */
export const expireHolds = (site: SiteRows) =>
  site.db
    .update(bookingHolds)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(bookingHolds.businessId, site.businessId));

/**
 * The local date `days` after today on the business clock. Sites open on public holidays unless a
 * test says otherwise, so distinct offsets are distinct, bookable days whatever the date.
 */
export const dayIn = (site: SiteRows, days: number) =>
  addToWallClock(`${localDate(new Date(), site.timezone)}T00:00:00`, days, 'day').slice(0, 10);

export const at = (site: SiteRows, date: string, time: string) =>
  instantOf(`${date}T${time}:00`, site.timezone).toISOString();

export const timesOf = (
  app: TestApp,
  slug: string,
  query: { serviceIds: string[]; employeeId?: string; date: string },
) => {
  const params = new URLSearchParams();
  for (const id of query.serviceIds) params.append('serviceIds', id);
  params.append('employeeId', query.employeeId ?? 'any');
  params.append('date', query.date);
  return send(app, 'GET', `/v1/book/${slug}/times?${params.toString()}`);
};

export const holdBody = (serviceIds: string[], employeeId: string | null, start: string) => ({
  serviceIds,
  employeeId,
  start,
  website: '',
  elapsedMs: 20_000,
});

/** A hold asked from `address` (the visitor's IP as the server sees it). */
export const askHold = (
  app: TestApp,
  slug: string,
  payload: Record<string, unknown>,
  address = '127.0.0.1',
) =>
  app.inject({
    method: 'POST',
    url: `/v1/book/${slug}/hold`,
    headers: { origin: 'http://localhost' },
    remoteAddress: address,
    payload,
  });
