import { manageTokenMatches } from '../notifications';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import * as yup from 'yup';
import type { BookingDocument } from '../../registry/bookingSite';
import { textSchema } from '../../registry/validation';
import { isExclusionViolation, type Database } from '../db/database';
import { appointments, clients } from '../db/schema';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import {
  isLiveBooking,
  manageUrlOf,
  toBookingDocument,
  type AppointmentRow,
} from './bookingDocument';
import { slotTaken } from './confirm';
import { originOf, type FlowDependencies } from './dependencies';
import { chosenPayment, payWithSchema, startDepositPayment } from './depositPayment';
import { historyEntry, refundOwedDeposit } from './deposits';
import { checkSiteSlot } from './siteSlot';
import { freeCancellationUntil, siteBusinessOf } from './siteRecords';

const V = 'saluni.bookingFlow.validation';
/** A manage secret as newSecretToken makes it: 32 bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const moveSchema = yup.object({
  start: textSchema(40)
    .required(`${V}.start`)
    .nonNullable(`${V}.start`)
    .test('instant', `${V}.start`, (value) => !value || !Number.isNaN(Date.parse(value))),
});

export const paySchema = yup.object({
  payWith: payWithSchema,
  mpesaPhone: textSchema(40).nullable().optional(),
});

const byToken = (db: Database, token: string | undefined) => {
  if (!token || !TOKEN.test(token)) throw notFound();
  return manageTokenMatches(db, token);
};

/** The booking the manage secret names, locked when `tx` is a transaction; unknown: 404. */
export const bookingOfToken = async (db: Database, token: string | undefined, lock = false) => {
  const query = db.select().from(appointments).where(byToken(db, token));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
};

const notLive = () => new HttpError(409, 'INVALID_STATE', text(`${V}.notLive`));

const isEarly = async (db: Database, row: AppointmentRow) =>
  Date.now() <
  freeCancellationUntil(await siteBusinessOf(db, row.businessId), row.startDate).getTime();

/**
 * `POST /v1/book/manage/:token/cancel`: the client cancels. Before the policy's notice a paid
 * deposit is sent back (refundOwedDeposit; should the provider refuse, the deposit sweep tries
 * again), after it the deposit is kept; a deposit never paid is released with the booking.
 */
export const cancelBooking = async (
  db: Database,
  dependencies: FlowDependencies,
  token: string | undefined,
): Promise<BookingDocument> => {
  const cancelled = await db.transaction(async (tx) => {
    const row = await bookingOfToken(tx, token, true);
    if (!isLiveBooking(row)) throw notLive();
    const early = await isEarly(tx, row);
    const depositStatus =
      row.depositStatus === 'pending'
        ? 'released'
        : row.depositStatus === 'paid' && !early
          ? 'kept'
          : row.depositStatus;
    const [updated] = await tx
      .update(appointments)
      .set({
        status: 'cancelled',
        cancelledBy: 'client',
        depositStatus,
        statusHistory: sql`${appointments.statusHistory} || ${historyEntry({
          status: 'cancelled',
          at: new Date().toISOString(),
          byUserId: null,
          cancelledBy: 'client',
        })}`,
        updatedAt: new Date(),
      })
      .where(eq(appointments.id, row.id))
      .returning();
    return updated!;
  });
  if (cancelled.depositStatus === 'paid') await refundOwedDeposit(db, dependencies, cancelled);
  return toBookingDocument(db, await bookingOfToken(db, token));
};

/**
 * `POST /v1/book/manage/:token/move {start}`: a live booking, before the policy's notice, moves
 * to a new start through the site's availability rule (its own time left out).
 */
export const moveBooking = async (
  db: Database,
  token: string | undefined,
  body: yup.InferType<typeof moveSchema>,
): Promise<BookingDocument> => {
  const start = new Date(body.start);
  try {
    await db.transaction(async (tx) => {
      const row = await bookingOfToken(tx, token, true);
      if (!isLiveBooking(row)) throw notLive();
      if (!(await isEarly(tx, row)))
        throw new HttpError(409, 'INVALID_STATE', text(`${V}.tooLateToMove`));
      await checkSiteSlot(
        tx,
        row.businessId,
        {
          employeeId: row.employeeId,
          serviceIds: row.serviceIds,
          start,
          durationInMinutes: row.durationInMinutes,
        },
        { appointmentId: row.id },
      );
      await tx
        .update(appointments)
        .set({
          startDate: start,
          endDate: new Date(start.getTime() + row.durationInMinutes * 60_000),
          updatedAt: new Date(),
        })
        .where(eq(appointments.id, row.id));
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw slotTaken();
    throw error;
  }
  return toBookingDocument(db, await bookingOfToken(db, token));
};

/**
 * `POST /v1/book/manage/:token/pay {payWith, mpesaPhone?}`: starts (or retries) the payment of
 * a pending deposit still within its time, to `mpesaPhone` or the client's mobile. A booking
 * with no deposit is confirmed by it: the answer of "Send booking link" when nothing is due.
 */
export const payBooking = async (
  db: Database,
  request: FastifyRequest,
  dependencies: FlowDependencies,
  token: string,
  body: yup.InferType<typeof paySchema>,
): Promise<BookingDocument> => {
  const row = await bookingOfToken(db, token);
  if (!isLiveBooking(row)) throw notLive();
  if (row.depositMinor === 0 || row.depositStatus === null) {
    await db
      .update(appointments)
      .set({
        status: 'confirmed',
        statusHistory: sql`${appointments.statusHistory} || ${historyEntry({
          status: 'confirmed',
          at: new Date().toISOString(),
          byUserId: null,
        })}`,
        updatedAt: new Date(),
      })
      .where(and(eq(appointments.id, row.id), eq(appointments.status, 'booked')));
    return toBookingDocument(db, await bookingOfToken(db, token));
  }
  if (row.depositStatus !== 'pending' || (row.depositDueBy && row.depositDueBy <= new Date()))
    throw new HttpError(409, 'INVALID_STATE', text(`${V}.nothingToPay`));
  const { currency, slug } = await siteBusinessOf(db, row.businessId);
  const method = chosenPayment(body.payWith, currency, body.mpesaPhone);
  const [client] = await db
    .select({ phone: clients.phone })
    .from(clients)
    .where(and(eq(clients.businessId, row.businessId), eq(clients.id, row.clientId)));
  const mpesaPhone = body.mpesaPhone ?? client?.phone ?? '';
  if (method === 'm-pesa' && !mpesaPhone)
    throw validationFailed({ mpesaPhone: text(`${V}.phoneKE`) });
  const payment = await startDepositPayment(request, dependencies, row, {
    method,
    mpesaPhone,
    returnUrl: manageUrlOf(originOf(dependencies, request), slug, token),
    afterBooking: false,
  });
  return toBookingDocument(db, await bookingOfToken(db, token), undefined, payment);
};
