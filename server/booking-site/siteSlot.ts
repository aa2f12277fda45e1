import { availabilityRule, localSlotOf, staffBusyOf, unavailable } from '../appointments';
import { lockBusinessRow } from '../db/businessRows';
import type { Database } from '../db/database';
import { employees } from '../db/schema';
import { HttpError, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { bookingWindow, calendarOf, siteOfBusiness } from './site';
import { visitOf } from './visit';

const MINUTE = 60_000;

/** A visit asked for on the booking site: who, what and when. */
export interface SiteSlotRequest {
  employeeId: string;
  serviceIds: string[];
  start: Date;
  durationInMinutes: number;
}

const startRefused = (key: string) =>
  validationFailed({ start: text(`saluni.onlineBooking.site.${key}`) });

/** The 409 of a time someone else has: the site's own words, with the back office's reason. */
export const slotTaken = () =>
  new HttpError(409, 'UNAVAILABLE', text('saluni.onlineBooking.site.taken'), { reason: 'booked' });

/** The 409 of a time that is not free: taken, or closed by the rule (its own message). */
const notFree = (reason: 'holiday' | 'outsideHours' | 'booked', holiday?: string) =>
  reason === 'booked' ? slotTaken() : unavailable(reason, holiday);

/**
 * Checks, inside `tx`, that the site may book this slot: the employee's row locked first (so two
 * bookings of one employee queue), then the online settings (lead time, horizon, start interval,
 * who takes online bookings, which services), the business's availability rule (hours, holidays,
 * gap) and what is busy (live appointments and live holds, except `except`'s own). Throws the
 * 409 UNAVAILABLE the back office's booking throws, or a 422 naming the field.
 */
export const checkSiteSlot = async (
  tx: Database,
  businessId: string,
  request: SiteSlotRequest,
  except: { appointmentId?: string; holdId?: string } = {},
): Promise<void> => {
  // The same lock the back office's booking takes: a desk booking and a hold of one employee queue.
  const employee = await lockBusinessRow(tx, employees, businessId, request.employeeId);
  if (!employee)
    throw validationFailed({ employeeId: text('saluni.onlineBooking.site.employeeNotBookable') });
  const site = await siteOfBusiness(tx, businessId);
  const visit = await visitOf(tx, businessId, request.serviceIds, request.employeeId);
  const member = visit.staff[0]!;
  const { earliestStart, lastDate } = bookingWindow(site, new Date());
  const slot = { start: request.start, durationInMinutes: request.durationInMinutes };
  const local = localSlotOf(slot, site.timezone);
  if (request.start < earliestStart) throw startRefused('tooSoon');
  if (local.date > lastDate) throw startRefused('tooFar');
  if (
    request.start.getTime() % MINUTE !== 0 ||
    local.startMinutes % site.startIntervalMinutes !== 0
  )
    throw startRefused('offInterval');
  const gap = site.appointmentGapInMinutes * MINUTE;
  const end = request.start.getTime() + request.durationInMinutes * MINUTE;
  const busy = await staffBusyOf(
    tx,
    businessId,
    [request.employeeId],
    new Date(request.start.getTime() - gap),
    new Date(end + gap),
    except,
  );
  const availability = availabilityRule(calendarOf(site), slot)(member.workingHours, busy);
  if (!availability.available) throw notFree(availability.reason, availability.holiday);
};
