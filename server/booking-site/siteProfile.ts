import { and, asc, eq } from 'drizzle-orm';
import type { BookingSite, SiteCategory, SiteOpening } from '../../registry/bookingSite';
import { depositOf, payableDeposit } from '../../registry/onlineBooking';
import { WEEKDAYS, type WorkingDay } from '../../registry/staff/workingHours';
import type { Database } from '../db/database';
import { employees, serviceCategories, services } from '../db/schema';
import { bookingWindow, type Site } from './site';
import { sitePricingOf } from './visit';

/** Per weekday, the earliest start and latest end among the staff who take online bookings. */
const openingHours = (weeks: WorkingDay[][]): SiteOpening[] =>
  WEEKDAYS.map((day) => {
    const working = weeks
      .map((week) => week.find((entry) => entry.day === day))
      .filter((entry): entry is WorkingDay => Boolean(entry?.working));
    if (!working.length) return { day, open: false, start: null, end: null };
    return {
      day,
      open: true,
      start: working.map((entry) => entry.start).sort()[0]!,
      end: working
        .map((entry) => entry.end)
        .sort()
        .at(-1)!,
    };
  });

/**
 * The site's services by category, names sorted: a service in several categories is listed in
 * each, one in none under a last group without a name. Only services bookable online with a
 * pricing option; deposits are what a new client pays, made payable in the currency.
 */
const categoriesOf = async (db: Database, site: Site): Promise<SiteCategory[]> => {
  const [rows, categories] = await Promise.all([
    db
      .select({
        _id: services.id,
        name: services.name,
        description: services.description,
        categoryIds: services.categoryIds,
        advancedPricing: services.advancedPricing,
        depositRule: services.depositRule,
      })
      .from(services)
      .where(and(eq(services.businessId, site.businessId), eq(services.bookableOnline, true)))
      .orderBy(asc(services.name), asc(services.id)),
    db
      .select({ _id: serviceCategories.id, name: serviceCategories.name })
      .from(serviceCategories)
      .where(eq(serviceCategories.businessId, site.businessId))
      .orderBy(asc(serviceCategories.name), asc(serviceCategories.id)),
  ]);
  const offered = rows.flatMap(({ advancedPricing, depositRule, categoryIds, ...service }) => {
    const pricing = sitePricingOf(advancedPricing);
    if (!pricing) return [];
    return [
      {
        categoryIds,
        service: {
          ...service,
          ...pricing,
          depositMinor: payableDeposit(
            site.currency,
            depositOf(depositRule, pricing.priceMinor, true),
          ),
          depositForEveryone: depositRule?.appliesTo === 'everyone',
        },
      },
    ];
  });
  const known = new Set(categories.map((category) => category._id));
  const groups: SiteCategory[] = categories.map((category) => ({
    ...category,
    services: offered
      .filter((entry) => entry.categoryIds.includes(category._id))
      .map((entry) => entry.service),
  }));
  groups.push({
    _id: null,
    name: null,
    services: offered
      .filter((entry) => !entry.categoryIds.some((id) => known.has(id)))
      .map((entry) => entry.service),
  });
  return groups.filter((group) => group.services.length > 0);
};

/** `GET /v1/book/:slug`: what the site's first screen shows, and nothing about anyone else. */
export const bookingSiteOf = async (db: Database, site: Site, now: Date): Promise<BookingSite> => {
  const [categories, staff] = await Promise.all([
    categoriesOf(db, site),
    db
      .select({
        _id: employees.id,
        fullName: employees.fullName,
        workingHours: employees.workingHours,
      })
      .from(employees)
      .where(
        and(eq(employees.businessId, site.businessId), eq(employees.takesOnlineBookings, true)),
      )
      .orderBy(asc(employees.fullName), asc(employees.id)),
  ]);
  const { firstDate, lastDate } = bookingWindow(site, now);
  return {
    slug: site.slug,
    name: site.name,
    logoUrl: site.logo ? `/v1/book/${site.slug}/logo` : null,
    address: site.address,
    country: site.country === 'AU' ? 'AU' : 'KE',
    currency: site.currency,
    timezone: site.timezone,
    hours: openingHours(staff.map((member) => member.workingHours as WorkingDay[])),
    categories,
    staff: staff.map(({ _id, fullName }) => ({ _id, fullName })),
    policy: { en: site.policyEn, sw: site.policySw },
    freeCancellationHours: site.freeCancellationHours,
    firstDate,
    lastDate,
    emailRequired: site.country === 'AU',
    depositMethods: site.currency === 'KES' ? ['m-pesa', 'card'] : ['card'],
  };
};
