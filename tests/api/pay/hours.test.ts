import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { AppointmentStatus } from '../../../registry/appointments';
import { client, employee } from '../../../registry';
import { appointments } from '../../../server/db/schema';
import { hoursWorked, NO_HOURS } from '../../../server/pay/hours';
import { instantOf } from '../../../server/tenancy/zonedTime';
import { createBusiness } from '../support/accounts';
import { createRecord, sampleRecord } from '../support/records';
import { setupTestApp } from '../support/testApp';

const context = setupTestApp();

const LOCALES = {
  sydney: { country: 'AU', currency: 'AUD', timezone: 'Australia/Sydney', state: 'NSW' },
  nairobi: { country: 'KE', currency: 'KES', timezone: 'Africa/Nairobi', state: null },
} as const;

interface AppointmentAt {
  /** Local wall-clock start, `YYYY-MM-DDTHH:mm`. */
  start: string;
  minutes: number;
  status?: AppointmentStatus;
}

/** A business of the locale, one client, `staffCount` staff members and a way to book them. */
const salonIn = async (locale: keyof typeof LOCALES, staffCount: number) => {
  const { businessId, owner } = await createBusiness(context.app, `Hours ${locale}`);
  const { country, currency, timezone, state } = LOCALES[locale];
  await context.database.query(
    'update businesses set country = $1, currency = $2, timezone = $3, state = $4 where id = $5',
    [country, currency, timezone, state, businessId],
  );
  const make = (resource: typeof client | typeof employee, n: number) =>
    createRecord(context.app, owner.cookie, resource, businessId, sampleRecord(resource, n));
  const clientId = (await make(client, 1))._id;
  const staffIds: string[] = [];
  for (let n = 1; n <= staffCount; n++) staffIds.push((await make(employee, n))._id);
  /** Written straight to the calendar; overlapping ones as an allowed double booking. */
  const book = async (employeeId: string, entries: AppointmentAt[]) => {
    for (const entry of entries) {
      const startDate = instantOf(`${entry.start}:00`, timezone);
      await context.database.db.insert(appointments).values({
        businessId,
        id: uuidv7(),
        clientId,
        employeeId,
        serviceIds: [],
        startDate,
        durationInMinutes: entry.minutes,
        endDate: new Date(startDate.getTime() + entry.minutes * 60_000),
        status: entry.status ?? 'completed',
        allowOverlap: true,
      });
    }
  };
  return { businessId, staffIds, book };
};

describe('hours worked from the calendar', () => {
  it('splits a Sydney fortnight by day type, a public holiday winning over Saturday, at local midnights', async () => {
    const salon = await salonIn('sydney', 3);
    const [chloe, liam, priya] = salon.staffIds as [string, string, string];
    await salon.book(chloe, [
      // Before the period, into its first day (Monday): only the hour after midnight counts.
      { start: '2026-12-20T23:00', minutes: 120 },
      // Tuesday: 09:00-12:00 with a double booking inside it, counted once.
      { start: '2026-12-22T09:00', minutes: 180, status: 'booked' },
      { start: '2026-12-22T10:00', minutes: 90, status: 'confirmed' },
      // Neither a cancelled nor a no-show appointment was worked.
      { start: '2026-12-22T14:00', minutes: 60, status: 'cancelled' },
      { start: '2026-12-22T15:00', minutes: 60, status: 'no_show' },
      // Christmas Eve (Thursday) 22:00 into Christmas Day (Friday, a public holiday) 01:30.
      { start: '2026-12-24T22:00', minutes: 210 },
      // Boxing Day is a Saturday: the public holiday wins.
      { start: '2026-12-26T10:00', minutes: 135 },
      { start: '2026-12-27T11:00', minutes: 60, status: 'started' },
      { start: '2027-01-02T09:00', minutes: 105, status: 'arrived' },
      // The last day (Sunday) into the next period: only the half hour before midnight counts.
      { start: '2027-01-03T23:30', minutes: 60 },
      { start: '2027-01-04T09:00', minutes: 60 },
    ]);
    // Three 20-minute visits: rounded once, from the minutes, to a whole hour.
    await salon.book(liam, [
      { start: '2026-12-23T09:00', minutes: 20 },
      { start: '2026-12-23T10:00', minutes: 20 },
      { start: '2026-12-23T11:00', minutes: 20 },
      { start: '2026-12-28T11:00', minutes: 20 },
    ]);

    const hours = await hoursWorked(
      context.database.db,
      salon.businessId,
      { start: '2026-12-21', end: '2027-01-03' },
      [chloe, liam, priya],
    );

    expect(hours.get(chloe)).toEqual({
      weekday: 6, // Monday 1 + Tuesday 3 + Thursday 2
      saturday: 1.75,
      sunday: 1.5,
      publicHoliday: 3.75, // Christmas Day 1.5 + Boxing Day 2.25
      total: 13,
    });
    // Monday 28 December is Boxing Day's substitute in New South Wales.
    expect(hours.get(liam)).toEqual({ ...NO_HOURS, weekday: 1, publicHoliday: 0.33, total: 1.33 });
    expect(hours.get(priya)).toEqual(NO_HOURS);
  });

  it('counts the hours a daylight-saving night really had', async () => {
    const salon = await salonIn('sydney', 1);
    const [chloe] = salon.staffIds as [string];
    // Sydney skips 02:00-03:00 on Sunday 4 October 2026: 23:00 to 04:00 is four hours.
    await salon.book(chloe, [{ start: '2026-10-03T23:00', minutes: 240 }]);
    const hours = await hoursWorked(
      context.database.db,
      salon.businessId,
      { start: '2026-10-01', end: '2026-10-31' },
      [chloe],
    );
    expect(hours.get(chloe)).toEqual({ ...NO_HOURS, saturday: 1, sunday: 3, total: 4 });
  });

  it('gives every staff member asked, and nothing for an empty list', async () => {
    const salon = await salonIn('sydney', 1);
    const period = { start: '2026-12-01', end: '2026-12-31' };
    const stranger = uuidv7();
    const hours = await hoursWorked(context.database.db, salon.businessId, period, [
      salon.staffIds[0]!,
      stranger,
    ]);
    expect([...hours.keys()]).toEqual([salon.staffIds[0], stranger]);
    expect((await hoursWorked(context.database.db, salon.businessId, period, [])).size).toBe(0);
  });

  it("counts Kenya's public holidays in Nairobi's zone: Jamhuri Day, a Saturday, is a holiday", async () => {
    const salon = await salonIn('nairobi', 1);
    const [achieng] = salon.staffIds as [string];
    await salon.book(achieng, [
      { start: '2026-12-11T16:00', minutes: 120 },
      { start: '2026-12-12T10:00', minutes: 180 },
      { start: '2026-12-13T12:00', minutes: 60 },
      { start: '2026-12-19T12:00', minutes: 45 },
    ]);
    const hours = await hoursWorked(
      context.database.db,
      salon.businessId,
      { start: '2026-12-01', end: '2026-12-31' },
      [achieng],
    );
    expect(hours.get(achieng)).toEqual({
      weekday: 2,
      saturday: 0.75,
      sunday: 1,
      publicHoliday: 3,
      total: 6.75,
    });
  });
});
