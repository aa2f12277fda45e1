import type { Database } from '../db/database';

/** A visit asked for on the booking site: who, what and when. */
export interface SiteSlotRequest {
  employeeId: string;
  serviceIds: string[];
  start: Date;
  durationInMinutes: number;
}

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
  void tx;
  void businessId;
  void request;
  void except;
  throw new Error('checkSiteSlot is not built yet');
};
