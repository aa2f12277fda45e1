import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Country } from '../../registry/business';
import { depositOf, payableDeposit, type DepositRule } from '../../registry/onlineBooking';
import type { Database } from '../db/database';
import { toMinor } from '../db/money';
import {
  appointments,
  businesses,
  clients,
  employees,
  onlineBookingSettings,
  services,
} from '../db/schema';

/** The business as the booking flow needs it: who it is, its clock and money, and its policy. */
export interface SiteBusiness {
  id: string;
  name: string;
  address: string | null;
  country: Country;
  currency: string;
  timezone: string;
  /** Empty when the business has no booking site yet. */
  slug: string;
  freeCancellationHours: number;
  policyEn: string;
  policySw: string;
  linkPaymentHours: number;
}

/** The business and its online booking settings (their defaults when it saved none). */
export const siteBusinessOf = async (db: Database, businessId: string): Promise<SiteBusiness> => {
  const [row] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      address: businesses.address,
      country: businesses.country,
      currency: businesses.currency,
      timezone: businesses.timezone,
      slug: onlineBookingSettings.slug,
      freeCancellationHours: onlineBookingSettings.freeCancellationHours,
      policyEn: onlineBookingSettings.policyEn,
      policySw: onlineBookingSettings.policySw,
      linkPaymentHours: onlineBookingSettings.linkPaymentHours,
    })
    .from(businesses)
    .leftJoin(onlineBookingSettings, eq(onlineBookingSettings.businessId, businesses.id))
    .where(eq(businesses.id, businessId));
  if (!row) throw new Error(`no business ${businessId}`);
  return {
    ...row,
    country: row.country as Country,
    slug: row.slug ?? '',
    freeCancellationHours: row.freeCancellationHours ?? 24,
    policyEn: row.policyEn ?? '',
    policySw: row.policySw ?? '',
    linkPaymentHours: row.linkPaymentHours ?? 24,
  };
};

/** Whether the business asks its online clients to accept a policy. */
export const hasPolicy = (business: SiteBusiness) =>
  business.policyEn.trim() !== '' || business.policySw.trim() !== '';

/** The last moment a booking starting at `start` may be cancelled with its deposit back, or moved. */
export const freeCancellationUntil = (business: SiteBusiness, start: Date) =>
  new Date(start.getTime() - business.freeCancellationHours * 3_600_000);

export interface VisitService {
  _id: string;
  name: string;
  /** The first pricing option's price, as the checkout prices a service by default. */
  priceMinor: number;
  depositRule: DepositRule | null;
}

/** The services of a visit, in the visit's order. */
export const visitServicesOf = async (
  db: Database,
  businessId: string,
  serviceIds: string[],
): Promise<VisitService[]> => {
  if (serviceIds.length === 0) return [];
  const rows = await db
    .select({
      id: services.id,
      name: services.name,
      pricing: services.advancedPricing,
      depositRule: services.depositRule,
    })
    .from(services)
    .where(and(eq(services.businessId, businessId), inArray(services.id, serviceIds)));
  return serviceIds.flatMap((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) return [];
    const options = (Array.isArray(row.pricing) ? row.pricing : []) as { price?: number }[];
    return [
      {
        _id: row.id,
        name: row.name,
        priceMinor: toMinor(options[0]?.price ?? 0),
        depositRule: row.depositRule,
      },
    ];
  });
};

/** The deposit of a visit: each service's rule, summed, as it is paid (KES in whole shillings). */
export const visitDeposit = (currency: string, visit: VisitService[], isNewClient: boolean) =>
  payableDeposit(
    currency,
    visit.reduce(
      (sum, service) => sum + depositOf(service.depositRule, service.priceMinor, isNewClient),
      0,
    ),
  );

/** The client of the business with this mobile (E.164), the earliest recorded when several share it. */
export const clientWithPhone = async (db: Database, businessId: string, phone: string) => {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.businessId, businessId), eq(clients.phone, phone)))
    .orderBy(asc(clients.createdAt))
    .limit(1);
  return client;
};

/**
 * A new client, for the deposit rules "new clients only": one with no completed visit yet
 * (someone with no record at all is new too). One rule for the site and "Send booking link".
 */
export const isNewClient = async (db: Database, businessId: string, clientId?: string) => {
  if (!clientId) return true;
  const [visit] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        eq(appointments.clientId, clientId),
        eq(appointments.status, 'completed'),
      ),
    )
    .limit(1);
  return !visit;
};

export const employeeOf = async (db: Database, businessId: string, employeeId: string) => {
  const [employee] = await db
    .select({ _id: employees.id, fullName: employees.fullName })
    .from(employees)
    .where(and(eq(employees.businessId, businessId), eq(employees.id, employeeId)));
  return employee ?? { _id: employeeId, fullName: '' };
};
