import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { employee, service } from '../../../registry';
import type { BookingDocument, CodeSent, Verified } from '../../../registry/bookingSite';
import type { DepositRule } from '../../../registry/onlineBooking';
import type { OpenDatabase } from '../../../server/db/database';
import {
  appointments,
  bookingHolds,
  businesses,
  employees,
  onlineBookingSettings,
  outboxMessages,
  services,
} from '../../../server/db/schema';
import { newSecretToken } from '../../../server/http/secretTokens';
import { createBusiness, type TestBusiness } from '../support/accounts';
import { body, send } from '../support/http';
import { createRecord, sampleRecord } from '../support/records';
import type { TestApp } from '../support/testApp';
import { everyDay } from './siteSeed';

export interface Salon extends TestBusiness {
  slug: string;
  employeeId: string;
  /** KES 2,000 with a fixed KES 500 deposit for new clients (AUD 80 with AUD 20 in Australia). */
  serviceId: string;
  /** KES 1,000, no deposit. */
  plainServiceId: string;
}

export interface SalonOptions {
  country?: 'KE' | 'AU';
  policy?: string;
  freeCancellationHours?: number;
  smsBalance?: number;
  depositRule?: DepositRule | null;
}

/** A business with a booking site, one stylist, a service with a deposit and one without. */
export const createSalon = async (
  app: TestApp,
  database: OpenDatabase,
  options: SalonOptions = {},
): Promise<Salon> => {
  const business = await createBusiness(app, 'Front door');
  const { db } = database;
  const australian = options.country === 'AU';
  await db
    .update(businesses)
    .set({
      country: options.country ?? 'KE',
      currency: australian ? 'AUD' : 'KES',
      timezone: australian ? 'Australia/Sydney' : 'Africa/Nairobi',
      address: '1 Moi Avenue, Nairobi',
      smsBalance: options.smsBalance ?? 50,
    })
    .where(eq(businesses.id, business.businessId));
  const slug = `salon-${randomBytes(4).toString('hex')}`;
  await db.insert(onlineBookingSettings).values({
    businessId: business.businessId,
    id: uuidv7(),
    enabled: true,
    slug,
    freeCancellationHours: options.freeCancellationHours ?? 24,
    policyEn: options.policy ?? '',
    policySw: '',
  });
  const create = async (resource: typeof employee | typeof service, n: number) =>
    (
      await createRecord(
        app,
        business.owner.cookie,
        resource,
        business.businessId,
        sampleRecord(resource, n),
      )
    )._id;
  const employeeId = await create(employee, 1);
  const serviceId = await create(service, 1);
  const plainServiceId = await create(service, 2);
  const price = australian ? 80 : 2000;
  await db
    .update(services)
    .set({
      advancedPricing: [{ name: 'Standard', price, durationInMinutes: 60 }],
      // Anyone performs it, so a move may be checked by the site's own rule.
      performerIds: [],
      bookableOnline: true,
      depositRule:
        options.depositRule === undefined
          ? { kind: 'fixed', amount: australian ? 20 : 500, appliesTo: 'newClients' }
          : options.depositRule,
    })
    .where(eq(services.id, serviceId));
  await db
    .update(services)
    .set({
      advancedPricing: [{ name: 'Standard', price: 1000, durationInMinutes: 30 }],
      depositRule: null,
    })
    .where(eq(services.id, plainServiceId));
  // Working every day, so the site's rule finds times to move a booking to.
  await db
    .update(employees)
    .set({ workingHours: everyDay(), takesOnlineBookings: true })
    .where(eq(employees.id, employeeId));
  return { ...business, slug, employeeId, serviceId, plainServiceId };
};

const HOUR = 3_600_000;
/** Each hold of a test file gets its own hour, so no two of one stylist overlap. */
let nextHour = 72;

/**
 * A hold as `POST /v1/book/:slug/hold` makes it, written straight to the database: the token's
 * SHA-256 is stored, the token is answered. Starts `startsInHours` from now (by default a new hour about three days ahead), held 10 minutes.
 */
export const insertHold = async (
  database: OpenDatabase,
  salon: Salon,
  options: { startsInHours?: number; serviceIds?: string[]; expiresInMs?: number } = {},
) => {
  const { token, hash } = newSecretToken();
  const start = new Date(
    Math.ceil((Date.now() + (options.startsInHours ?? (nextHour += 2)) * HOUR) / HOUR) * HOUR,
  );
  const id = uuidv7();
  await database.db.insert(bookingHolds).values({
    businessId: salon.businessId,
    id,
    employeeId: salon.employeeId,
    serviceIds: options.serviceIds ?? [salon.serviceId],
    startDate: start,
    durationInMinutes: 60,
    endDate: new Date(start.getTime() + HOUR),
    expiresAt: new Date(Date.now() + (options.expiresInMs ?? 10 * 60_000)),
    tokenHash: hash,
    addressHash: 'test-address',
  });
  return { token, id, start };
};

/** A Kenyan mobile nobody else in the test file uses (simulator numbers end 01..05: avoided). */
export const newMobile = () => `07${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`;

export const post = (app: TestApp, url: string, payload: Record<string, unknown>) =>
  send(app, 'POST', url, { payload });

/** The last outbox message of the business, as the client would receive it. */
export const lastMessage = async (database: OpenDatabase, businessId: string) =>
  (
    await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.businessId, businessId))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1)
  )[0];

export const codeIn = (message: { body: string } | undefined) =>
  /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];

/** Asks a code by SMS and reads it from the outbox. */
export const requestCode = async (
  app: TestApp,
  database: OpenDatabase,
  salon: Salon,
  holdToken: string,
  details: Record<string, unknown> = {},
) => {
  const response = await post(app, '/v1/book/hold/code', {
    holdToken,
    fullName: 'Wanjiru Kamau',
    phone: newMobile(),
    channel: 'sms',
    ...details,
  });
  if (response.statusCode !== 200)
    throw new Error(`code failed: ${response.statusCode} ${response.body}`);
  return {
    codeSent: body<{ codeSent: CodeSent }>(response).codeSent,
    code: codeIn(await lastMessage(database, salon.businessId))!,
  };
};

/** A hold verified: its code asked and entered. */
export const verifiedHold = async (
  app: TestApp,
  database: OpenDatabase,
  salon: Salon,
  details: Record<string, unknown> = {},
  holdOptions: Parameters<typeof insertHold>[2] = {},
) => {
  const hold = await insertHold(database, salon, holdOptions);
  const { code } = await requestCode(app, database, salon, hold.token, details);
  const response = await post(app, '/v1/book/hold/verify', { holdToken: hold.token, code });
  if (response.statusCode !== 200)
    throw new Error(`verify failed: ${response.statusCode} ${response.body}`);
  return { ...hold, verified: body<{ verified: Verified }>(response).verified };
};

/** A booking confirmed from a verified hold; the reply's document. */
export const confirmedBooking = async (
  app: TestApp,
  database: OpenDatabase,
  salon: Salon,
  details: Record<string, unknown> = {},
  confirm: Record<string, unknown> = {},
  holdOptions: Parameters<typeof insertHold>[2] = {},
) => {
  const hold = await verifiedHold(app, database, salon, details, holdOptions);
  const response = await post(app, '/v1/book/hold/confirm', {
    holdToken: hold.token,
    acceptPolicy: true,
    ...confirm,
  });
  if (response.statusCode !== 201)
    throw new Error(`confirm failed: ${response.statusCode} ${response.body}`);
  const booking = body<{ booking: BookingDocument }>(response).booking;
  return { hold, booking, token: booking.manageToken! };
};

export const appointmentOfHold = async (database: OpenDatabase, holdId: string) => {
  const [hold] = await database.db.select().from(bookingHolds).where(eq(bookingHolds.id, holdId));
  const [row] = await database.db
    .select()
    .from(appointments)
    .where(
      and(eq(appointments.businessId, hold!.businessId), eq(appointments.id, hold!.appointmentId!)),
    );
  return row!;
};
