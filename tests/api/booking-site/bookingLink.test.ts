import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDocument } from '../../../registry/bookingSite';
import { appointments, businesses, clients } from '../../../server/db/schema';
import { testPaymentsConfig, waitFor } from '../payments/support';
import { addMember } from '../support/accounts';
import { body, send, type ErrorBody } from '../support/http';
import { createTestApp, type TestContext } from '../support/testApp';
import { confirmedBooking, createSalon, lastMessage, type Salon } from './flowSupport';

const lines: string[] = [];
let context: TestContext;
let salon: Salon;

beforeAll(async () => {
  context = await createTestApp({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    payments: testPaymentsConfig({ simulatorDelayMs: 10, sweepIntervalMs: 50 }),
    publicUrl: 'http://localhost',
  });
  salon = await createSalon(context.app, context.database);
});
afterAll(async () => {
  await context.close();
});

// Desk appointments from a month ahead: the flow's holds (flowSupport's insertHold) take whole
// hours from three days ahead on, counted across every file a worker runs, and a hold landing on
// a desk appointment's hour made the log test's confirmation a 409 on some clocks.
let nextDay = 30;

/** An appointment booked at the desk for a client with these details, some days ahead. */
const deskAppointment = async (
  client: { phone?: string | null; email?: string; completedVisit?: boolean } = {},
) => {
  const clientId = uuidv7();
  await context.database.db.insert(clients).values({
    businessId: salon.businessId,
    id: clientId,
    fullName: 'Amani Mwangi',
    phone: client.phone === undefined ? '+254733100200' : client.phone,
    email: client.email ?? '',
    gender: 'Male',
  });
  const start = new Date(
    Math.ceil(Date.now() / 3_600_000) * 3_600_000 + (nextDay += 1) * 86_400_000,
  );
  const row = {
    businessId: salon.businessId,
    clientId,
    employeeId: salon.employeeId,
    serviceIds: [salon.serviceId],
    durationInMinutes: 60,
  };
  if (client.completedVisit) {
    const past = new Date(Date.now() - 30 * 86_400_000);
    await context.database.db.insert(appointments).values({
      ...row,
      id: uuidv7(),
      startDate: past,
      endDate: new Date(past.getTime() + 3_600_000),
      status: 'completed',
    });
  }
  const id = uuidv7();
  await context.database.db.insert(appointments).values({
    ...row,
    id,
    startDate: start,
    endDate: new Date(start.getTime() + 3_600_000),
  });
  return id;
};

const sendLink = (id: string, cookie = salon.owner.cookie) =>
  send(context.app, 'POST', `/v1/appointment/${id}/booking-link`, {
    cookie,
    payload: { businessId: salon.businessId },
  });

interface BookingLinkReply {
  bookingLink: { sentTo: string; dueBy: string | null; depositMinor: number };
}

const tokenIn = (text: string) => /\/manage#([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('Send booking link', () => {
  it('texts the client a link to confirm and pay the new-client deposit by the time limit', async () => {
    const id = await deskAppointment();
    const before = Date.now();
    const response = await sendLink(id);
    expect(response.statusCode, response.body).toBe(200);
    const { bookingLink } = body<BookingLinkReply>(response);
    expect(bookingLink).toMatchObject({ sentTo: '+254733100200', depositMinor: 50_000 });
    const due = Date.parse(bookingLink.dueBy!);
    expect(due).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);

    const message = await lastMessage(context.database, salon.businessId);
    expect(message).toMatchObject({ channel: 'sms', recipient: '+254733100200' });
    expect(message!.body).toContain(`http://localhost/book/${salon.slug}/manage#`);
    expect(message!.body).toContain('KES 500');
    const token = tokenIn(message!.body)!;
    const shown = await send(context.app, 'GET', `/v1/book/manage/${token}`);
    expect(body<{ booking: BookingDocument }>(shown).booking).toMatchObject({
      depositMinor: 50_000,
      depositStatus: 'pending',
      status: 'booked',
    });
    const paid = await send(context.app, 'POST', `/v1/book/manage/${token}/pay`, {
      payload: { payWith: 'm-pesa' },
    });
    expect(paid.statusCode).toBe(200);
    await waitFor(
      async () =>
        (await context.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!,
      (row) => row.depositStatus === 'paid' && row.status === 'confirmed',
    );
  });

  it('asks nothing of a client with a completed visit: the link confirms', async () => {
    const id = await deskAppointment({ phone: '+254733100300', completedVisit: true });
    const response = await sendLink(id);
    expect(body<BookingLinkReply>(response).bookingLink).toEqual({
      sentTo: '+254733100300',
      dueBy: null,
      depositMinor: 0,
    });
    const token = tokenIn((await lastMessage(context.database, salon.businessId))!.body)!;
    const confirmed = await send(context.app, 'POST', `/v1/book/manage/${token}/pay`, {
      payload: {},
    });
    expect(body<{ booking: BookingDocument }>(confirmed).booking.status).toBe('confirmed');
  });

  it('releases the appointment when the deposit is unpaid past the limit', async () => {
    const id = await deskAppointment({ phone: '+254733100400' });
    await sendLink(id);
    await context.database.db
      .update(appointments)
      .set({ depositDueBy: new Date(Date.now() - 1000) })
      .where(eq(appointments.id, id));
    const released = await waitFor(
      async () =>
        (await context.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!,
      (row) => row.depositStatus === 'released',
    );
    expect(released).toMatchObject({ status: 'cancelled', cancelledBy: 'business' });
  });

  it('e-mails when the SMS balance is empty, and refuses with neither', async () => {
    await context.database.db
      .update(businesses)
      .set({ smsBalance: 0 })
      .where(eq(businesses.id, salon.businessId));
    try {
      const withEmail = await deskAppointment({
        phone: '+254733100500',
        email: 'amani@example.com',
      });
      const response = await sendLink(withEmail);
      expect(body<BookingLinkReply>(response).bookingLink.sentTo).toBe('amani@example.com');
      expect(await lastMessage(context.database, salon.businessId)).toMatchObject({
        channel: 'email',
      });
      const without = await deskAppointment({ phone: '+254733100600' });
      const refused = await sendLink(without);
      expect(refused.statusCode).toBe(409);
      const noContact = await deskAppointment({ phone: null });
      expect((await sendLink(noContact)).statusCode).toBe(422);
    } finally {
      await context.database.db
        .update(businesses)
        .set({ smsBalance: 50 })
        .where(eq(businesses.id, salon.businessId));
    }
  });

  it('needs the appointments update permission and a real appointment', async () => {
    const id = await deskAppointment({ phone: '+254733100700' });
    const reader = await addMember(context.app, context.database, salon.businessId, {
      'appointments.Appointments': ['read'],
    });
    expect((await sendLink(id, reader.cookie)).statusCode).toBe(403);
    expect((await sendLink(uuidv7())).statusCode).toBe(404);
    expect((await sendLink('not-an-id')).statusCode).toBe(404);
    const noBusiness = await send(context.app, 'POST', `/v1/appointment/${id}/booking-link`, {
      cookie: salon.owner.cookie,
      payload: {},
    });
    expect(noBusiness.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBusiness.statusCode).toBeLessThan(500);
    expect(body<ErrorBody>(noBusiness).error).toBeDefined();
  });
});

describe('log lines of the booking flow', () => {
  it('carry no name, mobile, e-mail or secret', async () => {
    lines.length = 0;
    const { booking, hold } = await confirmedBooking(context.app, context.database, salon, {
      fullName: 'Zawadi Secretname',
      phone: '0799 123 457',
      email: 'zawadi.private@example.com',
    });
    await send(context.app, 'GET', `/v1/book/manage/${booking.manageToken}/calendar.ics`);
    await send(context.app, 'POST', `/v1/book/manage/${booking.manageToken}/cancel`, {
      payload: {},
    });
    const log = lines.join('\n');
    expect(log).toContain('/v1/book/manage/:token');
    for (const secret of [
      'Secretname',
      '799123457',
      '799 123 457',
      'zawadi.private',
      booking.manageToken!,
      hold.token,
    ])
      expect(log).not.toContain(secret);
  });
});
