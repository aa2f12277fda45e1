import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DepositRule } from '../../registry/onlineBooking';
import type { PricingOption } from '../../registry/resources/servicePricing';
import type { WorkingDay } from '../../registry/staff/workingHours';
import type { Database } from '../db/database';
import { employees, services } from '../db/schema';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';

/**
 * A service's price and duration on the site: its first pricing option's, the option the back
 * office takes when none is chosen (the appointment form's default duration, the checkout's
 * default option). A service without a pricing option has no duration and is not offered.
 */
export const sitePricingOf = (
  advancedPricing: unknown,
): { priceMinor: number; durationInMinutes: number } | undefined => {
  const first = (Array.isArray(advancedPricing) ? advancedPricing[0] : undefined) as
    PricingOption | undefined;
  if (!first || !(first.durationInMinutes > 0)) return undefined;
  return {
    priceMinor: Math.round(Number(first.price) * 100),
    durationInMinutes: first.durationInMinutes,
  };
};

export interface VisitService {
  _id: string;
  name: string;
  priceMinor: number;
  durationInMinutes: number;
  depositRule: DepositRule | null;
}

export interface VisitStaff {
  _id: string;
  fullName: string;
  workingHours: WorkingDay[];
}

/** A visit asked for on the site: its services, total duration, and who may take it. */
export interface SiteVisit {
  services: VisitService[];
  durationInMinutes: number;
  /** Eligible staff by name: those taking online bookings who may perform every service. */
  staff: VisitStaff[];
}

/**
 * The visit of `serviceIds` (each bookable online and priced) with `employeeId`, or anyone when
 * null. An employee may perform a service when its performers are empty (the back office books
 * anyone for it then) or name them. A service or employee the site does not offer is a 422 on
 * its field, as if it did not exist: the site tells nothing of what it hides.
 */
export const visitOf = async (
  db: Database,
  businessId: string,
  serviceIds: string[],
  employeeId: string | null,
): Promise<SiteVisit> => {
  const wanted = [...new Set(serviceIds)];
  // Read at once: a visit is asked on every day the visitor looks at.
  const [rows, candidates] = await Promise.all([
    db
      .select({
        _id: services.id,
        name: services.name,
        advancedPricing: services.advancedPricing,
        performerIds: services.performerIds,
        bookableOnline: services.bookableOnline,
        depositRule: services.depositRule,
      })
      .from(services)
      .where(and(eq(services.businessId, businessId), inArray(services.id, wanted))),
    db
      .select({
        _id: employees.id,
        fullName: employees.fullName,
        workingHours: employees.workingHours,
      })
      .from(employees)
      .where(
        and(
          eq(employees.businessId, businessId),
          eq(employees.takesOnlineBookings, true),
          employeeId ? eq(employees.id, employeeId) : undefined,
        ),
      )
      .orderBy(asc(employees.fullName), asc(employees.id)),
  ]);
  const offered = rows.flatMap((row) => {
    const pricing = sitePricingOf(row.advancedPricing);
    return row.bookableOnline && pricing ? [{ ...row, ...pricing }] : [];
  });
  if (!wanted.length || offered.length !== wanted.length)
    throw validationFailed({ serviceIds: text('saluni.onlineBooking.site.servicesNotBookable') });
  // In the order asked: the hold and the booking list them as the visitor chose them.
  const ordered = wanted.map((id) => offered.find((service) => service._id === id)!);
  const staff = candidates
    .filter((member) =>
      ordered.every(
        (service) => !service.performerIds?.length || service.performerIds.includes(member._id),
      ),
    )
    .map((member) => ({ ...member, workingHours: member.workingHours as WorkingDay[] }));
  if (employeeId && !staff.length)
    throw validationFailed({ employeeId: text('saluni.onlineBooking.site.employeeNotBookable') });
  return {
    services: ordered.map(({ _id, name, priceMinor, durationInMinutes, depositRule }) => ({
      _id,
      name,
      priceMinor,
      durationInMinutes,
      depositRule: depositRule ?? null,
    })),
    durationInMinutes: ordered.reduce((sum, service) => sum + service.durationInMinutes, 0),
    staff,
  };
};
