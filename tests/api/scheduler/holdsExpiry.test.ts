import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { bookingHolds } from '../../../server/db/schema';
import { runDueJobs } from '../../../server/scheduler';
import { addEmployee, seedSite, type SiteRows } from '../booking-site/siteSeed';
import { setupTestApp } from '../support/testApp';

const MINUTE = 60_000;

const addHold = async (
  site: SiteRows,
  employeeId: string,
  expiresAt: Date,
  status: 'held' | 'booked' = 'held',
) => {
  const id = uuidv7();
  const start = new Date(Date.now() + 24 * 60 * MINUTE);
  await site.db.insert(bookingHolds).values({
    businessId: site.businessId,
    id,
    employeeId,
    serviceIds: [uuidv7()],
    startDate: start,
    durationInMinutes: 30,
    endDate: new Date(start.getTime() + 30 * MINUTE),
    expiresAt,
    status,
    tokenHash: randomBytes(16).toString('hex'),
    addressHash: randomBytes(16).toString('hex'),
  });
  return id;
};

describe('the booking holds’ expiry job', () => {
  const context = setupTestApp();

  it('marks held holds past their time expired, and nothing else', async () => {
    const site = await seedSite(context.app, context.database);
    const employeeId = await addEmployee(site, 'Amina');
    const past = await addHold(site, employeeId, new Date(Date.now() - MINUTE));
    const live = await addHold(site, employeeId, new Date(Date.now() + 10 * MINUTE));
    const booked = await addHold(site, employeeId, new Date(Date.now() - MINUTE), 'booked');
    const statusOf = async (id: string) =>
      (await site.db.select().from(bookingHolds).where(eq(bookingHolds.id, id)))[0]?.status;

    // Due a minute after the app started: a test moves the scheduler's clock past it.
    expect(
      await runDueJobs(
        context.database.db,
        context.app.scheduledJobs.filter((job) => job.name === 'booking-holds-expiry'),
        new Date(Date.now() + 2 * MINUTE),
      ),
    ).toEqual(['booking-holds-expiry']);
    // Run as at two minutes on, so the live hold, ten minutes ahead, stays held.
    expect(await statusOf(past)).toBe('expired');
    expect(await statusOf(live)).toBe('held');
    expect(await statusOf(booked)).toBe('booked');
  });
});
