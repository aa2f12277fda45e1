import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../../server/db/schema';
import { appointmentMessagesJob } from '../../../server/notifications';
import { createTestApp, type TestContext } from '../support/testApp';
import { createSalon, type Salon } from '../booking-site/flowSupport';
import { addAppointment, addClient, at, messagesAbout, minutes } from './support';

let context: TestContext;
let nairobi: Salon;
let sydney: Salon;

beforeAll(async () => {
  context = await createTestApp({ publicUrl: 'http://localhost' });
  nairobi = await createSalon(context.app, context.database, { smsBalance: 1000 });
  sydney = await createSalon(context.app, context.database, { country: 'AU', smsBalance: 1000 });
});
afterAll(async () => {
  await context.close();
});

const run = (now: Date) => appointmentMessagesJob.run(context.database.db, now);

/** The reminders of an appointment as `minutesBefore` of their keys. */
const remindersOf = async (salon: Salon, appointmentId: string) =>
  (await messagesAbout(context.database, salon, appointmentId))
    .filter((row) => row.kind === 'reminder')
    .map((row) => Number(row.dedupeKey!.split(':')[2]));

/**
 * Runs the job just before, at and after each due time and checks each reminder goes once, at
 * its time: `due24` and `due2` are the instants the 24-h and 2-h reminders are due.
 */
const expectRemindersAt = async (salon: Salon, start: Date, due24: Date, due2: Date) => {
  const { id: clientId } = await addClient(context.database, salon.businessId);
  const id = await addAppointment(context.database, salon, clientId, {
    start,
    bookedAt: minutes(due24, -7 * 1440),
  });
  await run(minutes(due24, -1));
  expect(await remindersOf(salon, id)).toEqual([]);
  await run(due24);
  expect(await remindersOf(salon, id)).toEqual([1440]);
  await run(minutes(due24, 30));
  await run(minutes(due2, -1));
  expect(await remindersOf(salon, id)).toEqual([1440]);
  await run(due2);
  await run(minutes(due2, 1));
  expect(await remindersOf(salon, id)).toEqual([1440, 120]);
  await run(minutes(start, 1));
  expect(await remindersOf(salon, id)).toEqual([1440, 120]);
};

describe('reminders', () => {
  it('go once each at their time in Nairobi', async () => {
    // 10:00 in Nairobi (UTC+3, no daylight saving).
    const start = at('2027-03-10T07:00:00.000Z');
    await expectRemindersAt(
      nairobi,
      start,
      at('2027-03-09T07:00:00.000Z'),
      at('2027-03-10T05:00:00.000Z'),
    );
  });

  it('go at the same wall-clock time the day before across Sydney April change', async () => {
    // Sunday 4 April 2027 10:00 AEST (UTC+10); the day before, 10:00 was AEDT (UTC+11): 25 real hours.
    const start = at('2027-04-04T00:00:00.000Z');
    await expectRemindersAt(
      sydney,
      start,
      at('2027-04-02T23:00:00.000Z'),
      at('2027-04-03T22:00:00.000Z'),
    );
  });

  it('go at the same wall-clock time the day before across Sydney October change', async () => {
    // Sunday 3 October 2027 10:00 AEDT (UTC+11); the day before, 10:00 was AEST (UTC+10): 23 real hours.
    const start = at('2027-10-02T23:00:00.000Z');
    await expectRemindersAt(
      sydney,
      start,
      at('2027-10-02T00:00:00.000Z'),
      at('2027-10-02T21:00:00.000Z'),
    );
  });

  it('are not sent for cancelled, arrived or past appointments', async () => {
    const { id: clientId } = await addClient(context.database, nairobi.businessId);
    const start = at('2027-05-10T07:00:00.000Z');
    const booked = at('2027-05-01T07:00:00.000Z');
    const cancelled = await addAppointment(context.database, nairobi, clientId, {
      start,
      bookedAt: booked,
      status: 'cancelled',
    });
    const arrived = await addAppointment(context.database, nairobi, clientId, {
      start,
      bookedAt: booked,
      status: 'arrived',
    });
    const live = await addAppointment(context.database, nairobi, clientId, {
      start,
      bookedAt: booked,
    });
    await run(minutes(start, -60));
    expect(await remindersOf(nairobi, cancelled)).toEqual([]);
    expect(await remindersOf(nairobi, arrived)).toEqual([]);
    expect(await remindersOf(nairobi, live)).toEqual([120]);
    const late = await addAppointment(context.database, nairobi, clientId, {
      start: minutes(start, -30),
      bookedAt: booked,
    });
    await run(minutes(start, 10));
    expect(await remindersOf(nairobi, late)).toEqual([]);
  });

  it('send only the nearest when a run comes late, and none due before the booking', async () => {
    const { id: clientId } = await addClient(context.database, nairobi.businessId);
    const start = at('2027-05-12T07:00:00.000Z');
    const late = await addAppointment(context.database, nairobi, clientId, {
      start,
      bookedAt: at('2027-05-01T07:00:00.000Z'),
    });
    await run(minutes(start, -90));
    expect(await remindersOf(nairobi, late)).toEqual([120]);
    // Booked 5 hours ahead: the 24-h reminder's time had passed, only the 2-h one goes.
    const shortNotice = await addAppointment(context.database, nairobi, clientId, {
      start,
      bookedAt: minutes(start, -300),
    });
    await run(minutes(start, -240));
    expect(await remindersOf(nairobi, shortNotice)).toEqual([]);
    await run(minutes(start, -120));
    expect(await remindersOf(nairobi, shortNotice)).toEqual([120]);
  });

  it('go once when two runs race', async () => {
    const { id: clientId } = await addClient(context.database, sydney.businessId);
    const start = at('2027-06-10T00:00:00.000Z');
    const id = await addAppointment(context.database, sydney, clientId, {
      start,
      bookedAt: at('2027-06-01T00:00:00.000Z'),
    });
    const due = minutes(start, -120);
    await Promise.all([run(due), run(due), run(due)]);
    expect(await remindersOf(sydney, id)).toEqual([120]);
    const [row] = await context.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, id));
    expect(row!.status).toBe('booked');
  });
});
