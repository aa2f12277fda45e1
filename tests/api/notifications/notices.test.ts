import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  businesses,
  messageSettings,
  outboxMessages,
} from '../../../server/db/schema';
import { appointmentMessagesJob } from '../../../server/notifications';
import { send } from '../support/http';
import { createTestApp, type TestContext } from '../support/testApp';
import { createSalon, type Salon } from '../booking-site/flowSupport';
import { addAppointment, addClient, at, messagesAbout, minutes } from './support';

let context: TestContext;
let salon: Salon;

beforeAll(async () => {
  context = await createTestApp({ publicUrl: 'http://localhost' });
  salon = await createSalon(context.app, context.database, { smsBalance: 1000 });
});
afterAll(async () => {
  await context.close();
});

const run = (now: Date) => appointmentMessagesJob.run(context.database.db, now);
const kindsOf = async (id: string, of = salon) =>
  (await messagesAbout(context.database, of, id)).map((row) => row.kind);

const change = (id: string, fields: Partial<typeof appointments.$inferInsert>, now: Date) =>
  context.database.db
    .update(appointments)
    .set({ ...fields, updatedAt: now })
    .where(eq(appointments.id, id));

describe('confirmation, move and cancellation', () => {
  it('confirms a booking once, tells a move once per new time, and a cancellation once', async () => {
    const now = at('2027-02-01T06:00:00.000Z');
    const start = at('2027-02-20T07:00:00.000Z');
    const { id: clientId } = await addClient(context.database, salon.businessId, {
      fullName: 'Achieng Otieno',
    });
    const id = await addAppointment(context.database, salon, clientId, { start, bookedAt: now });
    await run(now);
    await run(minutes(now, 1));
    const [confirmation] = await messagesAbout(context.database, salon, id);
    expect(await kindsOf(id)).toEqual(['confirmation']);
    expect(confirmation!.channel).toBe('sms');
    expect(confirmation!.dedupeKey).toBe(`confirmation:${id}:${start.toISOString()}`);
    expect(confirmation!.body).toContain('Hi Achieng');
    expect(confirmation!.body).toContain('20 Feb at 10:00');

    const moved = at('2027-02-21T08:00:00.000Z');
    await change(id, { startDate: moved, endDate: minutes(moved, 30) }, minutes(now, 5));
    await run(minutes(now, 6));
    await run(minutes(now, 7));
    expect(await kindsOf(id)).toEqual(['confirmation', 'moved']);
    const rows = await messagesAbout(context.database, salon, id);
    expect(rows[1]!.dedupeKey).toBe(`moved:${id}:${moved.toISOString()}`);
    expect(rows[1]!.body).toContain('21 Feb at 11:00');

    await change(id, { status: 'cancelled' }, minutes(now, 10));
    await run(minutes(now, 11));
    await run(minutes(now, 12));
    expect(await kindsOf(id)).toEqual(['confirmation', 'moved', 'cancelled']);
  });

  it('leaves alone appointments changed long ago, past ones, and kinds switched off', async () => {
    const now = at('2027-03-01T06:00:00.000Z');
    const { id: clientId } = await addClient(context.database, salon.businessId);
    const old = await addAppointment(context.database, salon, clientId, {
      start: at('2027-03-20T07:00:00.000Z'),
      bookedAt: minutes(now, -3 * 1440),
    });
    const past = await addAppointment(context.database, salon, clientId, {
      start: minutes(now, -60),
      bookedAt: now,
    });
    await run(now);
    expect(await kindsOf(old)).toEqual([]);
    expect(await kindsOf(past)).toEqual([]);

    const other = await createSalon(context.app, context.database, { smsBalance: 100 });
    await context.database.db.insert(messageSettings).values({
      businessId: other.businessId,
      id: crypto.randomUUID(),
      confirmationEnabled: false,
    });
    const { id: otherClient } = await addClient(context.database, other.businessId);
    const quiet = await addAppointment(context.database, other, otherClient, {
      start: at('2027-03-20T07:00:00.000Z'),
      bookedAt: now,
    });
    await run(now);
    expect(await kindsOf(quiet, other)).toEqual([]);
  });

  it('writes in Swahili to a client who reads Swahili', async () => {
    const now = at('2027-04-01T06:00:00.000Z');
    const { id: clientId } = await addClient(context.database, salon.businessId, {
      language: 'sw',
      fullName: 'Baraka Mwangi',
    });
    const id = await addAppointment(context.database, salon, clientId, {
      start: at('2027-04-20T07:00:00.000Z'),
      bookedAt: now,
    });
    await run(now);
    const [row] = await messagesAbout(context.database, salon, id);
    expect(row!.body).toContain('Habari Baraka');
  });

  it('falls back to e-mail when the SMS balance is spent and tells the owner once a day', async () => {
    const broke = await createSalon(context.app, context.database, { smsBalance: 0 });
    const now = at('2027-05-01T06:00:00.000Z');
    const { id: withEmail } = await addClient(context.database, broke.businessId);
    const { id: phoneOnly } = await addClient(context.database, broke.businessId, { email: '' });
    const first = await addAppointment(context.database, broke, withEmail, {
      start: at('2027-05-20T07:00:00.000Z'),
      bookedAt: now,
    });
    const second = await addAppointment(context.database, broke, withEmail, {
      start: at('2027-05-21T07:00:00.000Z'),
      bookedAt: now,
    });
    const unreachable = await addAppointment(context.database, broke, phoneOnly, {
      start: at('2027-05-22T07:00:00.000Z'),
      bookedAt: now,
    });
    await run(now);
    for (const id of [first, second]) {
      const rows = await messagesAbout(context.database, broke, id);
      expect(rows.map((row) => [row.kind, row.channel])).toEqual([['confirmation', 'email']]);
    }
    expect(await kindsOf(unreachable, broke)).toEqual([]);
    const notices = await context.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.businessId, broke.businessId), eq(outboxMessages.kind, 'notice')),
      );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.recipient).toBe(broke.owner.email);
    expect(notices[0]!.dedupeKey).toMatch(/^notice:sms-balance:2027-05-01:/);
    const [balance] = await context.database.db
      .select({ smsBalance: businesses.smsBalance })
      .from(businesses)
      .where(eq(businesses.id, broke.businessId));
    expect(balance!.smsBalance).toBe(0);
  });

  it('sends no second confirmation after the desk sent the booking link', async () => {
    const now = new Date();
    const start = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + 40 * 86_400_000);
    const { id: clientId } = await addClient(context.database, salon.businessId);
    const id = await addAppointment(context.database, salon, clientId, { start, bookedAt: now });
    const link = await send(context.app, 'POST', `/v1/appointment/${id}/booking-link`, {
      cookie: salon.owner.cookie,
      payload: { businessId: salon.businessId },
    });
    expect(link.statusCode, link.body).toBe(200);
    await run(now);
    const rows = await messagesAbout(context.database, salon, id);
    expect(rows.map((row) => row.kind)).toEqual(['confirmation']);
    expect(rows[0]!.dedupeKey).toMatch(
      new RegExp(`^confirmation:${id}:${start.toISOString()}:link:`),
    );
  });
});
