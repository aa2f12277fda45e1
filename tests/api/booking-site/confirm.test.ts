import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingDocument } from '../../../registry/bookingSite';
import { appointments, bookingHolds, clients, mpesaPayments } from '../../../server/db/schema';
import { secretTokenHash } from '../../../server/http/secretTokens';
import { testPaymentsConfig, setupPaymentsApp, waitFor } from '../payments/support';
import { body, type ErrorBody } from '../support/http';
import {
  appointmentOfHold,
  confirmedBooking,
  createSalon,
  newMobile,
  post,
  verifiedHold,
  type Salon,
} from './flowSupport';

const context = setupPaymentsApp(() => testPaymentsConfig({ simulatorDelayMs: 10 }));
let salon: Salon;

beforeAll(async () => {
  salon = await createSalon(context.app, context.database, {
    policy: 'A late cancellation keeps the deposit.',
  });
});

const confirm = (payload: Record<string, unknown>) =>
  post(context.app, '/v1/book/hold/confirm', payload);

describe('confirming a verified hold', () => {
  it('books a new client online and settles the deposit through the M-Pesa simulator', async () => {
    const { hold, booking, token } = await confirmedBooking(context.app, context.database, salon, {
      fullName: 'Njeri Otieno',
      phone: '0722 000 111',
    });
    expect(booking).toMatchObject({
      status: 'booked',
      depositMinor: 50_000,
      depositStatus: 'pending',
      employee: { _id: salon.employeeId },
      business: { slug: salon.slug, currency: 'KES', timezone: 'Africa/Nairobi' },
      payment: { method: 'm-pesa', status: 'pending' },
    });
    // Without PUBLIC_URL the request's origin (light-my-request's Host is `localhost:80`).
    expect(booking.manageUrl).toBe(`http://localhost:80/book/${salon.slug}/manage#${token}`);
    expect(booking.depositDueBy).toBe(new Date(booking.depositDueBy!).toISOString());

    const appointment = await appointmentOfHold(context.database, hold.id);
    expect(appointment).toMatchObject({
      source: 'online',
      serviceIds: [salon.serviceId],
      employeeId: salon.employeeId,
      startDate: hold.start,
      manageTokenHash: secretTokenHash(token),
    });
    expect(appointment.statusHistory[0]).toMatchObject({ status: 'booked', byUserId: null });
    const [client] = await context.database.db
      .select()
      .from(clients)
      .where(eq(clients.id, appointment.clientId));
    expect(client).toMatchObject({
      fullName: 'Njeri Otieno',
      phone: '+254722000111',
      source: 'online',
    });
    const [heldRow] = await context.database.db
      .select()
      .from(bookingHolds)
      .where(eq(bookingHolds.id, hold.id));
    expect(heldRow).toMatchObject({ status: 'booked', appointmentId: appointment.id });
    expect(heldRow!.policyAcceptedAt).not.toBeNull();

    const paid = await waitFor(
      () => appointmentOfHold(context.database, hold.id),
      (row) => row.depositStatus === 'paid',
    );
    expect(paid.status).toBe('confirmed');
    const [payment] = await context.database.db
      .select()
      .from(mpesaPayments)
      .where(eq(mpesaPayments.transactionRef, appointment.id));
    expect(payment).toMatchObject({
      payableKind: 'deposit',
      amount: 500,
      status: 'paid',
      phoneNumber: '+254722000111',
      createdBy: null,
    });
    expect(payment!.receipt).toMatch(/^S/);
  });

  it('links a known client and asks no new-client deposit', async () => {
    const phone = newMobile();
    const clientId = uuidv7();
    await context.database.db.insert(clients).values({
      businessId: salon.businessId,
      id: clientId,
      fullName: 'Known Client',
      phone: `+254${phone.slice(1)}`,
      email: 'known@example.com',
      gender: 'Female',
    });
    // A completed visit makes them no longer new: the deposit rule is for new clients only.
    const visitStart = new Date(Date.now() - 7 * 24 * 3_600_000);
    await context.database.db.insert(appointments).values({
      businessId: salon.businessId,
      id: uuidv7(),
      clientId,
      employeeId: salon.employeeId,
      serviceIds: [salon.serviceId],
      startDate: visitStart,
      durationInMinutes: 60,
      endDate: new Date(visitStart.getTime() + 3_600_000),
      status: 'completed',
    });
    const hold = await verifiedHold(context.app, context.database, salon, { phone });
    expect(hold.verified).toEqual({ knownClient: true, depositMinor: 0 });
    const response = await confirm({ holdToken: hold.token, acceptPolicy: true });
    expect(response.statusCode).toBe(201);
    const booking = body<{ booking: BookingDocument }>(response).booking;
    expect(booking).toMatchObject({ depositMinor: 0, depositStatus: null, payment: null });
    const appointment = await appointmentOfHold(context.database, hold.id);
    expect(appointment.clientId).toBe(clientId);
    const online = await context.database.db
      .select()
      .from(clients)
      .where(and(eq(clients.businessId, salon.businessId), eq(clients.source, 'online')));
    expect(online.some((row) => row.phone === `+254${phone.slice(1)}`)).toBe(false);
  });

  it('needs the policy accepted and the mobile verified', async () => {
    const hold = await verifiedHold(context.app, context.database, salon);
    const noPolicy = await confirm({ holdToken: hold.token });
    expect(noPolicy.statusCode).toBe(422);
    expect(body<ErrorBody>(noPolicy).error.fields).toHaveProperty('acceptPolicy');
    const notAccepted = await confirm({ holdToken: hold.token, acceptPolicy: false });
    expect(notAccepted.statusCode).toBe(422);

    const { insertHold } = await import('./flowSupport');
    const unverified = await insertHold(context.database, salon);
    const refused = await confirm({ holdToken: unverified.token, acceptPolicy: true });
    expect(refused.statusCode).toBe(409);
    const [row] = await context.database.db
      .select()
      .from(bookingHolds)
      .where(eq(bookingHolds.id, hold.id));
    expect(row!.status).toBe('held');
  });

  it('books a business without a policy without asking', async () => {
    const open = await createSalon(context.app, context.database);
    const hold = await verifiedHold(
      context.app,
      context.database,
      open,
      {},
      {
        serviceIds: [open.plainServiceId],
      },
    );
    const response = await confirm({ holdToken: hold.token });
    expect(response.statusCode).toBe(201);
    const [row] = await context.database.db
      .select()
      .from(bookingHolds)
      .where(eq(bookingHolds.id, hold.id));
    expect(row!.policyAcceptedAt).toBeNull();
  });

  it('refuses a bad M-Pesa number and a second confirmation, changing nothing', async () => {
    const hold = await verifiedHold(context.app, context.database, salon);
    const badPhone = await confirm({
      holdToken: hold.token,
      acceptPolicy: true,
      mpesaPhone: '0412 345 678',
    });
    expect(badPhone.statusCode).toBe(422);
    for (const payload of [
      { holdToken: hold.token, acceptPolicy: 'yes' },
      { holdToken: hold.token, acceptPolicy: true, payWith: 'cash' },
      { acceptPolicy: true },
      { holdToken: 'unknown', acceptPolicy: true },
    ])
      expect((await confirm(payload)).statusCode).toBeLessThan(500);
    const [row] = await context.database.db
      .select()
      .from(bookingHolds)
      .where(eq(bookingHolds.id, hold.id));
    expect(row!.status).toBe('held');

    const booked = await confirm({
      holdToken: hold.token,
      acceptPolicy: true,
      mpesaPhone: '0733 444 555',
    });
    expect(booked.statusCode).toBe(201);
    const again = await confirm({ holdToken: hold.token, acceptPolicy: true });
    expect(again.statusCode).toBe(409);
  });

  it('keeps the booking when the M-Pesa push fails, with the failed payment to retry', async () => {
    const { booking } = await confirmedBooking(
      context.app,
      context.database,
      salon,
      {},
      {
        mpesaPhone: '0700000001',
      },
    );
    expect(booking.depositStatus).toBe('pending');
    const failed = await waitFor(
      async () =>
        body<{ booking: BookingDocument }>(
          await context.app.inject({
            method: 'GET',
            url: `/v1/book/manage/${booking.manageToken}`,
          }),
        ).booking,
      (document) => document.payment?.status === 'cancelled',
    );
    expect(failed.depositStatus).toBe('pending');
  });
});
