import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../texts/languages';
import type { Database } from '../db/database';
import { noticeKey } from '../notifications';
import { appointments, clients } from '../db/schema';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { isUuid } from '../http/ids';
import { text } from '../http/messages';
import { newSecretToken } from '../http/secretTokens';
import { wallClockOf } from '../tenancy/zonedTime';
import { isLiveBooking, manageUrlOf } from './bookingDocument';
import { queueNotice } from './contact';
import { originOf, type FlowDependencies } from './dependencies';
import { isNewClient, siteBusinessOf, visitDeposit, visitServicesOf } from './siteRecords';

const V = 'saluni.bookingFlow.validation';

/** `2026-12-01 14:30`, on the business's clock. */
const localTime = (instant: Date, timezone: string) =>
  wallClockOf(instant, timezone).slice(0, 16).replace('T', ' ');

/** `KES 500` / `AUD 20.50`: whole shillings, cents where the currency has them. */
const amountText = (currency: string, minor: number) =>
  `${currency} ${minor % 100 === 0 ? minor / 100 : (minor / 100).toFixed(2)}`;

/** `POST /v1/appointment/:id/booking-link` -> `{ bookingLink }`. */
export interface BookingLink {
  sentTo: string;
  dueBy: string | null;
  depositMinor: number;
}

/**
 * "Send booking link" on an appointment booked at the desk: a new manage secret (an earlier
 * link stops working), the deposit its services ask of this client (new: no completed visit
 * yet), pending until `link_payment_hours` from now (then the deposit sweep releases the
 * appointment), and the link sent by SMS from the balance, else by e-mail. Speaks the staff
 * member's language, which the SMS is written in too.
 */
export const sendBookingLink = async (
  db: Database,
  request: FastifyRequest,
  dependencies: FlowDependencies,
  businessId: string,
  appointmentId: string | undefined,
): Promise<BookingLink> => {
  if (!isUuid(appointmentId)) throw notFound();
  const origin = originOf(dependencies, request);
  const language: Language = request.language;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(appointments)
      .where(and(eq(appointments.businessId, businessId), eq(appointments.id, appointmentId)))
      .for('update');
    if (!row) throw notFound();
    if (!isLiveBooking(row)) throw new HttpError(409, 'INVALID_STATE', text(`${V}.notLive`));
    const business = await siteBusinessOf(tx, businessId);
    if (!business.slug) throw new HttpError(409, 'INVALID_STATE', text(`${V}.siteNotSet`));
    const [client] = await tx
      .select({ fullName: clients.fullName, phone: clients.phone, email: clients.email })
      .from(clients)
      .where(and(eq(clients.businessId, businessId), eq(clients.id, row.clientId)));
    if (!client?.phone && !client?.email)
      throw validationFailed({ clientId: text(`${V}.noContact`) });

    const visit = await visitServicesOf(tx, businessId, row.serviceIds);
    const depositMinor =
      row.depositStatus === 'paid'
        ? row.depositMinor
        : visitDeposit(business.currency, visit, await isNewClient(tx, businessId, row.clientId));
    const owes = depositMinor > 0 && row.depositStatus !== 'paid';
    const dueBy = owes ? new Date(Date.now() + business.linkPaymentHours * 3_600_000) : null;
    const { token, hash } = newSecretToken();
    const link = manageUrlOf(origin, business.slug, token);
    const words = {
      business: business.name,
      name: client.fullName,
      when: localTime(row.startDate, business.timezone),
      link,
      deposit: owes
        ? text('saluni.bookingFlow.link.deposit', {
            amount: amountText(business.currency, depositMinor),
            dueBy: localTime(dueBy!, business.timezone),
          })
        : '',
    };
    const sent = await queueNotice(
      tx,
      {
        businessId,
        clientId: row.clientId,
        phone: client.phone,
        email: client.email || null,
        preferSms: true,
        // The link is the booking's confirmation: the messages job sends no second one.
        about: {
          kind: 'confirmation',
          appointmentId: row.id,
          dedupeKey: `${noticeKey('confirmation', row)}:link:${hash.slice(0, 16)}`,
        },
      },
      {
        language,
        sms: () => text('saluni.bookingFlow.link.sms', words),
        emailSubject: () => text('saluni.bookingFlow.link.emailSubject', words),
        emailBody: () => text('saluni.bookingFlow.link.emailBody', words),
      },
    );
    if (!sent) throw new HttpError(409, 'INSUFFICIENT_SMS', text(`${V}.smsBalanceEmpty`));
    await tx
      .update(appointments)
      .set({
        manageTokenHash: hash,
        depositMinor,
        ...(row.depositStatus !== 'paid' && {
          depositStatus: owes ? 'pending' : null,
          depositDueBy: dueBy,
        }),
        updatedAt: new Date(),
      })
      .where(eq(appointments.id, row.id));
    return { sentTo: sent.address, dueBy: dueBy?.toISOString() ?? null, depositMinor };
  });
};
