import { manageTokenMatches } from '../notifications';
import { and, notInArray } from 'drizzle-orm';
import type { FreeTimes } from '../../registry/bookingSite';
import type { Database } from '../db/database';
import { appointments } from '../db/schema';
import { notFound } from '../http/errors';
import { freeTimesOf } from './freeTimes';
import { siteOfBusiness } from './site';
import { visitOf } from './visit';

/** Appointments a manage link may no longer move. */
const SETTLED_STATUSES = ['cancelled', 'no_show', 'completed'] as const;

/** The booking a manage link's secret names (its SHA-256 is stored), while it may still move. */
const bookingOfToken = async (db: Database, token: string | undefined) => {
  if (!token || token.length > 200) throw notFound();
  const [booking] = await db
    .select({
      id: appointments.id,
      businessId: appointments.businessId,
      employeeId: appointments.employeeId,
      serviceIds: appointments.serviceIds,
      durationInMinutes: appointments.durationInMinutes,
    })
    .from(appointments)
    .where(
      and(manageTokenMatches(db, token), notInArray(appointments.status, [...SETTLED_STATUSES])),
    );
  if (!booking) throw notFound();
  return booking;
};

/**
 * `GET /v1/book/manage/:token/times?date`: where the booking may move on `date`, with its own
 * services, employee and duration, the booking itself not busy.
 */
export const manageTimesOf = async (
  db: Database,
  token: string | undefined,
  date: string,
): Promise<FreeTimes> => {
  const booking = await bookingOfToken(db, token);
  const site = await siteOfBusiness(db, booking.businessId);
  const visit = await visitOf(db, site.businessId, booking.serviceIds, booking.employeeId);
  return freeTimesOf(
    db,
    site,
    { ...visit, durationInMinutes: booking.durationInMinutes },
    date,
    new Date(),
    { appointmentId: booking.id },
  );
};
