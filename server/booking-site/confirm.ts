import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import type { StatusChange } from '../../registry/appointments';
import { HOLD_MINUTES, type BookingDocument } from '../../registry/bookingSite';
import { textSchema } from '../../registry/validation';
import { isExclusionViolation, type Database } from '../db/database';
import { appointments, bookingHolds, clients } from '../db/schema';
import { HttpError, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { newSecretToken } from '../http/secretTokens';
import { emitAppointmentEvent } from '../appointments';
import { emitClientCreated } from '../clients';
import { recordConsent } from '../messaging';
import { manageUrlOf, toBookingDocument, type AppointmentRow } from './bookingDocument';
import { originOf, type FlowDependencies } from './dependencies';
import { chosenPayment, payWithSchema, startDepositPayment } from './depositPayment';
import { holdIsLive, lockHeldHold, type HoldRow } from './holdAccess';
import { checkSiteSlot } from './siteSlot';
import { clientWithPhone, hasPolicy, siteBusinessOf, type SiteBusiness } from './siteRecords';
import { verifiedOf } from './verification';

const V = 'saluni.bookingFlow.validation';

export const confirmSchema = yup.object({
  holdToken: textSchema(100).required(`${V}.holdToken`).nonNullable(`${V}.holdToken`),
  acceptPolicy: yup.boolean().strict().typeError(`${V}.acceptPolicy`).optional(),
  payWith: payWithSchema,
  mpesaPhone: textSchema(40).nullable().optional(),
  /** The details step's unticked "send me offers" box: true only when the visitor ticked it. */
  marketingOptIn: yup.boolean().strict().typeError(`${V}.marketingOptIn`).optional(),
});

export const slotTaken = () =>
  new HttpError(409, 'UNAVAILABLE', text('saluni.appointments.unavailable.booked'));

/** The verified client of the business, or a new one recorded with the source "online". */
const clientOfHold = async (tx: Database, hold: HoldRow) => {
  const known = await clientWithPhone(tx, hold.businessId, hold.phone!);
  if (known) return known.id;
  const id = uuidv7();
  // The site asks no gender; the record shows none until the desk completes it.
  const [row] = await tx
    .insert(clients)
    .values({
      businessId: hold.businessId,
      id,
      fullName: hold.fullName ?? '',
      phone: hold.phone,
      email: hold.email ?? '',
      gender: '',
      source: 'online',
    })
    .returning();
  await emitClientCreated(tx, hold.businessId, row!);
  return id;
};

/**
 * Turns a verified hold into its appointment, in one transaction: the hold locked (a second
 * confirmation waits, then finds it booked), the policy's acceptance recorded, the client linked
 * or made (with the marketing consent the visitor ticked), the appointment made with the hold's time (a live hold keeps its time from everyone
 * else, so only a hold past its time is checked again), the deposit pending until the hold's
 * end, the manage secret's hash stored, the hold booked.
 */
const bookHold = (
  db: Database,
  body: yup.InferType<typeof confirmSchema>,
  depositMinor: number,
  manageTokenHash: string,
) =>
  db.transaction(async (tx) => {
    const hold = await lockHeldHold(tx, body.holdToken);
    if (!hold.verifiedAt || !hold.phone)
      throw new HttpError(409, 'INVALID_STATE', text(`${V}.notVerified`));
    const business = await siteBusinessOf(tx, hold.businessId);
    if (hasPolicy(business) && body.acceptPolicy !== true)
      throw validationFailed({ acceptPolicy: text(`${V}.acceptPolicy`) });
    const now = new Date();
    if (!holdIsLive(hold, now))
      await checkSiteSlot(
        tx,
        hold.businessId,
        {
          employeeId: hold.employeeId,
          serviceIds: hold.serviceIds,
          start: hold.startDate,
          durationInMinutes: hold.durationInMinutes,
        },
        { holdId: hold.id },
      );
    const clientId = await clientOfHold(tx, hold);
    // An unticked box records nothing: it never withdraws a consent the client gave before.
    if (body.marketingOptIn === true)
      await recordConsent(tx, {
        businessId: hold.businessId,
        clientId,
        channels: ['sms', 'email'],
        granted: true,
        method: 'booking-page',
        recordedBy: null,
      });
    const history: StatusChange[] = [{ status: 'booked', at: now.toISOString(), byUserId: null }];
    const dueBy = holdIsLive(hold, now)
      ? hold.expiresAt
      : new Date(now.getTime() + HOLD_MINUTES * 60_000);
    const [appointment] = await tx
      .insert(appointments)
      .values({
        businessId: hold.businessId,
        id: uuidv7(),
        clientId,
        employeeId: hold.employeeId,
        serviceIds: hold.serviceIds,
        startDate: hold.startDate,
        durationInMinutes: hold.durationInMinutes,
        endDate: hold.endDate,
        statusHistory: history,
        source: 'online',
        depositMinor,
        depositStatus: depositMinor > 0 ? 'pending' : null,
        depositDueBy: depositMinor > 0 ? dueBy : null,
        manageTokenHash,
      })
      .returning();
    await emitAppointmentEvent(tx, 'appointment.created', appointment!);
    await tx
      .update(bookingHolds)
      .set({
        status: 'booked',
        appointmentId: appointment!.id,
        policyAcceptedAt: hasPolicy(business) ? now : null,
        updatedAt: now,
      })
      .where(eq(bookingHolds.id, hold.id));
    return { appointment: appointment!, hold, business };
  });

/** The deposit the hold's verified client owes, read before the booking's transaction. */
const depositOfHold = async (db: Database, holdToken: string) => {
  const hold = await db.transaction((tx) => lockHeldHold(tx, holdToken));
  if (!hold.verifiedAt) throw new HttpError(409, 'INVALID_STATE', text(`${V}.notVerified`));
  const { currency } = await siteBusinessOf(db, hold.businessId);
  return { depositMinor: (await verifiedOf(db, hold)).depositMinor, currency };
};

/**
 * `POST /v1/book/hold/confirm`: books the verified hold, then starts the deposit's payment
 * (M-Pesa to `mpesaPhone`, else the verified mobile; or the card's hosted page, which comes
 * back to the manage link). A payment the provider refuses leaves the booking made and its deposit pending: the manage link's "pay" tries again until it is due.
 */
export const confirmHold = async (
  db: Database,
  request: FastifyRequest,
  dependencies: FlowDependencies,
  body: yup.InferType<typeof confirmSchema>,
): Promise<BookingDocument> => {
  const { depositMinor, currency } = await depositOfHold(db, body.holdToken);
  const method = depositMinor > 0 ? chosenPayment(body.payWith, currency, body.mpesaPhone) : null;
  const { token, hash } = newSecretToken();
  let booked: { appointment: AppointmentRow; hold: HoldRow; business: SiteBusiness };
  try {
    booked = await bookHold(db, body, depositMinor, hash);
  } catch (error) {
    if (isExclusionViolation(error)) throw slotTaken();
    throw error;
  }
  const { appointment, hold, business } = booked;
  const manageUrl = manageUrlOf(originOf(dependencies, request), business.slug, token);
  const payment =
    method &&
    (await startDepositPayment(request, dependencies, appointment, {
      method,
      mpesaPhone: body.mpesaPhone ?? hold.phone!,
      returnUrl: manageUrl,
      afterBooking: true,
    }));
  const [row] = await db.select().from(appointments).where(eq(appointments.id, appointment.id));
  return toBookingDocument(db, row!, { manageToken: token, manageUrl }, payment ?? undefined);
};
