import { and, eq, sql } from 'drizzle-orm';
import type { BusinessCalendar } from '../appointments';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { businesses, onlineBookingSettings, storedFiles } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { text } from '../http/messages';
import { addToWallClock, localDate } from '../tenancy/zonedTime';

const MINUTE = 60_000;

const siteColumns = {
  businessId: businesses.id,
  enabled: onlineBookingSettings.enabled,
  slug: onlineBookingSettings.slug,
  leadTimeMinutes: onlineBookingSettings.leadTimeMinutes,
  horizonDays: onlineBookingSettings.horizonDays,
  startIntervalMinutes: onlineBookingSettings.startIntervalMinutes,
  freeCancellationHours: onlineBookingSettings.freeCancellationHours,
  policyEn: onlineBookingSettings.policyEn,
  policySw: onlineBookingSettings.policySw,
  name: businesses.name,
  logo: businesses.logo,
  address: businesses.address,
  country: businesses.country,
  state: businesses.state,
  currency: businesses.currency,
  timezone: businesses.timezone,
  appointmentGapInMinutes: businesses.appointmentGapInMinutes,
  opensOnHolidays: businesses.opensOnHolidays,
};

const siteQuery = (db: Database) =>
  db
    .select(siteColumns)
    .from(onlineBookingSettings)
    .innerJoin(businesses, eq(businesses.id, onlineBookingSettings.businessId));

/** A business's booking site: its online settings and what the site shows of the business. */
export type Site = Awaited<ReturnType<typeof siteQuery>>[number];

/** The 404 of a site that does not exist or is off: the same answer, so an off site reveals nothing. */
export const siteNotFound = () =>
  new HttpError(404, 'NOT_FOUND', text('saluni.onlineBooking.site.notFound'));

/** Every public call of the site starts here: prepared once per database. */
const siteBySlug = preparedStatement((db) =>
  siteQuery(db)
    .where(sql`lower(${onlineBookingSettings.slug}) = lower(${sql.placeholder('slug')})`)
    .prepare('saluni_booking_site_by_slug'),
);

/** The enabled site a slug names, in any letter case (the slug's unique index is on its lower case). */
export const siteOfSlug = async (db: Database, slug: string | undefined): Promise<Site> => {
  if (!slug || slug.length > 100) throw siteNotFound();
  const [site] = await siteBySlug(db).execute({ slug });
  if (!site?.enabled) throw siteNotFound();
  return site;
};

/** The enabled site of a business (a hold's or a booking's), or the same 404. */
export const siteOfBusiness = async (db: Database, businessId: string): Promise<Site> => {
  const [site] = await siteQuery(db).where(eq(onlineBookingSettings.businessId, businessId));
  if (!site?.enabled) throw siteNotFound();
  return site;
};

/** What the availability rule reads of the business. */
export const calendarOf = (site: Site): BusinessCalendar => ({
  country: site.country,
  state: site.state,
  timezone: site.timezone,
  appointmentGapInMinutes: site.appointmentGapInMinutes,
  opensOnHolidays: site.opensOnHolidays,
});

/**
 * When the site takes a visit, on the business clock: from `now` plus the lead time, to the end
 * of the local day `horizonDays` after today (today plus 60 days with the default 60).
 */
export const bookingWindow = (site: Site, now: Date) => {
  const earliestStart = new Date(now.getTime() + site.leadTimeMinutes * MINUTE);
  const today = localDate(now, site.timezone);
  return {
    earliestStart,
    firstDate: localDate(earliestStart, site.timezone),
    lastDate: addToWallClock(`${today}T00:00:00`, site.horizonDays, 'day').slice(0, 10),
  };
};

/** The local day after `date` (`YYYY-MM-DD`). */
export const nextDate = (date: string) => addToWallClock(`${date}T00:00:00`, 1, 'day').slice(0, 10);

/** The site's logo: the business's stored file, or a 404 without one. */
export const logoOf = async (db: Database, site: Site) => {
  if (!site.logo) throw notFound();
  const [file] = await db
    .select({ contentType: storedFiles.contentType, content: storedFiles.content })
    .from(storedFiles)
    .where(and(eq(storedFiles.businessId, site.businessId), eq(storedFiles.filename, site.logo)));
  if (!file) throw notFound();
  return file;
};
