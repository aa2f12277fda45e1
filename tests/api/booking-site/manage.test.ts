import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingDocument, FreeTimes } from '../../../registry/bookingSite';
import { appointments } from '../../../server/db/schema';
import { secretTokenHash } from '../../../server/http/secretTokens';
import { setupPaymentsApp, testPaymentsConfig, waitFor } from '../payments/support';
import { body, send } from '../support/http';
import { confirmedBooking, createSalon, post, type Salon } from './flowSupport';

const context = setupPaymentsApp(() => testPaymentsConfig({ simulatorDelayMs: 10 }));
let salon: Salon;
/** A salon whose free cancellation ends 30 days before: every booking of the tests is late. */
let strict: Salon;

beforeAll(async () => {
  salon = await createSalon(context.app, context.database, { freeCancellationHours: 24 });
  strict = await createSalon(context.app, context.database, { freeCancellationHours: 720 });
});

const manage = async (token: string) => {
  const response = await send(context.app, 'GET', `/v1/book/manage/${token}`);
  expect(response.statusCode).toBe(200);
  return body<{ booking: BookingDocument }>(response).booking;
};

const paidBooking = async (on: Salon) => {
  const { token, hold } = await confirmedBooking(context.app, context.database, on);
  const booking = await waitFor(
    () => manage(token),
    (document) => document.depositStatus === 'paid',
  );
  return { token, hold, booking };
};

const rowOf = async (token: string) =>
  (
    await context.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.manageTokenHash, secretTokenHash(token)))
  )[0]!;

describe('the manage link', () => {
  it('shows the booking without its secret, and what the policy allows', async () => {
    const { token, booking } = await paidBooking(salon);
    expect(booking.manageToken).toBeUndefined();
    expect(booking.manageUrl).toBeUndefined();
    expect(booking).toMatchObject({
      status: 'confirmed',
      depositStatus: 'paid',
      canCancel: true,
      canMove: true,
      refundsDeposit: true,
      services: [{ _id: salon.serviceId, priceMinor: 200_000 }],
      payment: { method: 'm-pesa', status: 'paid', checkoutUrl: null },
    });
    expect(Date.parse(booking.freeCancellationUntil)).toBe(
      Date.parse(booking.start) - 24 * 3_600_000,
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers 404 to an unknown or malformed secret', async () => {
    for (const token of ['x'.repeat(43), 'short', '%20'])
      for (const [method, path] of [
        ['GET', ''],
        ['GET', '/calendar.ics'],
        ['POST', '/cancel'],
        ['POST', '/pay'],
      ] as const) {
        const response = await send(context.app, method, `/v1/book/manage/${token}${path}`, {
          ...(method === 'POST' && { payload: {} }),
        });
        expect(response.statusCode, `${method} ${path}`).toBe(404);
      }
  });

  it('cancels before the notice with the deposit refunded by an M-Pesa reversal', async () => {
    const { token } = await paidBooking(salon);
    const response = await post(context.app, `/v1/book/manage/${token}/cancel`, {});
    expect(response.statusCode).toBe(200);
    expect(body<{ booking: BookingDocument }>(response).booking).toMatchObject({
      status: 'cancelled',
      depositStatus: 'refunded',
      canCancel: false,
    });
    const row = await rowOf(token);
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'client' });
    expect(row.statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      byUserId: null,
      cancelledBy: 'client',
    });
    const again = await post(context.app, `/v1/book/manage/${token}/cancel`, {});
    expect(again.statusCode).toBe(409);
  });

  it('cancels after the notice with the deposit kept', async () => {
    const { token, booking } = await paidBooking(strict);
    expect(booking).toMatchObject({ canMove: false, refundsDeposit: false, canCancel: true });
    const response = await post(context.app, `/v1/book/manage/${token}/cancel`, {});
    expect(response.statusCode).toBe(200);
    expect(body<{ booking: BookingDocument }>(response).booking.depositStatus).toBe('kept');
  });

  it('releases a deposit never paid when the client cancels', async () => {
    const { token } = await confirmedBooking(
      context.app,
      context.database,
      salon,
      {},
      {
        mpesaPhone: '0700000001',
      },
    );
    const response = await post(context.app, `/v1/book/manage/${token}/cancel`, {});
    expect(body<{ booking: BookingDocument }>(response).booking.depositStatus).toBe('released');
  });

  it('serves an iCalendar file in UTC with the salon, its address and the services', async () => {
    const { token, booking } = await paidBooking(salon);
    const response = await send(context.app, 'GET', `/v1/book/manage/${token}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const file = response.body;
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    const start = booking.start.replace(/[-:]/g, '').slice(0, 15);
    expect(file).toContain(`DTSTART:${start}Z\r\n`);
    expect(file).toMatch(/DTEND:\d{8}T\d{6}Z\r\n/);
    expect(file).toContain('LOCATION:1 Moi Avenue\\, Nairobi\r\n');
    expect(file).toContain(booking.business.name.split(' ')[0]);
    expect(file).toContain(booking.services[0]!.name.slice(0, 10));
    for (const line of file.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('retries a failed deposit payment through pay, and confirms a booking with nothing due', async () => {
    const { token } = await confirmedBooking(
      context.app,
      context.database,
      salon,
      {},
      {
        mpesaPhone: '0700000002',
      },
    );
    await waitFor(
      () => manage(token),
      (document) => document.payment?.status === 'failed',
    );
    const badPhone = await post(context.app, `/v1/book/manage/${token}/pay`, {
      payWith: 'm-pesa',
      mpesaPhone: 'abc',
    });
    expect(badPhone.statusCode).toBe(422);
    const retry = await post(context.app, `/v1/book/manage/${token}/pay`, {
      payWith: 'm-pesa',
      mpesaPhone: '0711 222 333',
    });
    expect(retry.statusCode).toBe(200);
    await waitFor(
      () => manage(token),
      (document) => document.depositStatus === 'paid',
    );
    const nothing = await post(context.app, `/v1/book/manage/${token}/pay`, { payWith: 'm-pesa' });
    expect(nothing.statusCode).toBe(409);

    const free = await confirmedBooking(
      context.app,
      context.database,
      salon,
      {},
      {},
      {
        serviceIds: [salon.plainServiceId],
      },
    );
    const confirmed = await post(context.app, `/v1/book/manage/${free.token}/pay`, {});
    expect(body<{ booking: BookingDocument }>(confirmed).booking.status).toBe('confirmed');
  });

  it('refuses a move after the notice and a bad start', async () => {
    const late = await paidBooking(strict);
    const tooLate = await post(context.app, `/v1/book/manage/${late.token}/move`, {
      start: new Date(Date.now() + 96 * 3_600_000).toISOString(),
    });
    expect(tooLate.statusCode).toBe(409);
    for (const payload of [{}, { start: 'tomorrow' }, { start: 12 }]) {
      const response = await post(context.app, `/v1/book/manage/${late.token}/move`, payload);
      expect(response.statusCode).toBe(422);
    }
    const unknown = await post(context.app, `/v1/book/manage/${'y'.repeat(43)}/move`, {
      start: new Date().toISOString(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('moves a booking before the notice through the availability rule', async () => {
    const { token, booking } = await paidBooking(salon);
    // The first free start of the days after it, as the manage page offers them.
    let start: string | undefined;
    for (let day = 1; !start && day <= 7; day += 1) {
      const date = new Date(Date.parse(booking.start) + day * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const times = await send(context.app, 'GET', `/v1/book/manage/${token}/times?date=${date}`);
      start = body<{ freeTimes: FreeTimes }>(times).freeTimes.times[0]?.start;
    }
    const response = await post(context.app, `/v1/book/manage/${token}/move`, { start });
    expect(response.statusCode, response.body).toBe(200);
    expect(body<{ booking: BookingDocument }>(response).booking.start).toBe(start);
  });
});
