import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingDocument } from '../../../registry/bookingSite';
import { appointments, cardPayments } from '../../../server/db/schema';
import { setupPaymentsApp, testPaymentsConfig } from '../payments/support';
import { body, send } from '../support/http';
import { appointmentOfHold, createSalon, post, verifiedHold, type Salon } from './flowSupport';

/** An Australian client pays the deposit by card on the simulator's hosted page (the default provider). */
const context = setupPaymentsApp(() => testPaymentsConfig());
let salon: Salon;

beforeAll(async () => {
  salon = await createSalon(context.app, context.database, { country: 'AU' });
});

const australianHold = () =>
  verifiedHold(context.app, context.database, salon, {
    phone: '0412 345 678',
    email: 'jess@example.com',
  });

/** Pressing Pay on the simulator's page, as the client's browser does: no session. */
const payOnPage = (checkoutUrl: string) =>
  send(context.app, 'POST', new URL(checkoutUrl, 'http://localhost').pathname, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });

const depositOf = async (appointmentId: string) => {
  const [row] = await context.database.db
    .select({ depositStatus: appointments.depositStatus, status: appointments.status })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  return row!;
};

describe('a deposit paid by card', () => {
  it('opens the hosted page, comes back to the manage link, and a cancellation in time refunds the card', async () => {
    const hold = await australianHold();
    expect(hold.verified.depositMinor).toBe(2000);
    const confirmed = await post(context.app, '/v1/book/hold/confirm', {
      holdToken: hold.token,
      acceptPolicy: true,
      payWith: 'card',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const { booking } = body<{ booking: BookingDocument }>(confirmed);
    expect(booking.payment).toMatchObject({ method: 'card', status: 'pending' });
    expect(booking.payment!.checkoutUrl).toMatch(/\/card\/simulator\/cs_sim_/);
    const appointment = await appointmentOfHold(context.database, hold.id);
    expect(await depositOf(appointment.id)).toEqual({ depositStatus: 'pending', status: 'booked' });

    const paid = await payOnPage(booking.payment!.checkoutUrl!);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(booking.manageUrl);
    expect(await depositOf(appointment.id)).toEqual({ depositStatus: 'paid', status: 'confirmed' });
    const seen = await send(context.app, 'GET', `/v1/book/manage/${booking.manageToken}`);
    expect(body<{ booking: BookingDocument }>(seen).booking.payment).toMatchObject({
      method: 'card',
      status: 'paid',
    });

    const cancelled = await post(context.app, `/v1/book/manage/${booking.manageToken}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await depositOf(appointment.id)).toEqual({
      depositStatus: 'refunded',
      status: 'cancelled',
    });
    const [payment] = await context.database.db
      .select()
      .from(cardPayments)
      .where(eq(cardPayments.transactionRef, appointment.id));
    expect(payment).toMatchObject({ status: 'paid', amountMinor: 2000, refundedMinor: 2000 });
  });

  it('takes the card by default where M-Pesa is not offered, and refuses M-Pesa there', async () => {
    const hold = await australianHold();
    const mpesa = await post(context.app, '/v1/book/hold/confirm', {
      holdToken: hold.token,
      acceptPolicy: true,
      payWith: 'm-pesa',
    });
    expect(mpesa.statusCode).toBe(422);
    const confirmed = await post(context.app, '/v1/book/hold/confirm', {
      holdToken: hold.token,
      acceptPolicy: true,
    });
    expect(confirmed.statusCode).toBe(201);
    expect(body<{ booking: BookingDocument }>(confirmed).booking.payment).toMatchObject({
      method: 'card',
      status: 'pending',
    });
  });
});
