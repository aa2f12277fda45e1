import { and, eq, ne, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import type { InferType } from 'yup';
import {
  ONLINE_BOOKING_DEFAULTS,
  numberedSlug,
  slugFromName,
  type OnlineBookingDocument,
} from '../../registry/onlineBooking';
import { onlineBookingSettingsFields } from '../../registry/onlineBookingSchemas';
import { textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { businesses, onlineBookingSettings } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { text } from '../http/messages';

/** `PUT /v1/online-booking`: every setting, and the business it is for. */
export const onlineBookingSaveSchema = yup.object({
  businessId: textSchema(),
  ...onlineBookingSettingsFields,
});

/** The slug is compared and kept in lower case, so `Demo-Nairobi` is `demo-nairobi`. */
export const prepareSettings = (fields: Record<string, unknown>) =>
  typeof fields.slug === 'string' ? { ...fields, slug: fields.slug.trim().toLowerCase() } : fields;

/** A slug held by another business: a 409 DUPLICATE_KEY naming the field, as a taken number is. */
const slugTaken = () => {
  const message = text('saluni.onlineBooking.validation.slugTaken');
  return new HttpError(409, 'DUPLICATE_KEY', message, { slug: message });
};

/** Whether another business than `businessId` holds `slug` in any letter case. */
const isTaken = async (db: Database, slug: string, businessId: string) => {
  const [row] = await db
    .select({ id: onlineBookingSettings.id })
    .from(onlineBookingSettings)
    .where(
      and(
        eq(sql`lower(${onlineBookingSettings.slug})`, slug.toLowerCase()),
        ne(onlineBookingSettings.businessId, businessId),
      ),
    )
    .limit(1);
  return row !== undefined;
};

// Enough tries for any real clash of names; past them the suggestion is left for the owner to change.
const SUGGESTION_TRIES = 50;

/** A free slug made from the business's name: `name`, then `name-2`, `name-3`... */
const suggestedSlug = async (db: Database, businessId: string, name: string) => {
  const base = slugFromName(name);
  for (let n = 1; n <= SUGGESTION_TRIES; n += 1) {
    const candidate = n === 1 ? base : numberedSlug(base, n);
    if (!(await isTaken(db, candidate, businessId))) return candidate;
  }
  return numberedSlug(base, Date.now() % 100_000);
};

type SettingsRow = typeof onlineBookingSettings.$inferSelect;

const toDocument = (row: SettingsRow): OnlineBookingDocument => ({
  businessId: row.businessId,
  saved: true,
  enabled: row.enabled,
  slug: row.slug,
  leadTimeMinutes: row.leadTimeMinutes,
  horizonDays: row.horizonDays,
  startIntervalMinutes: row.startIntervalMinutes,
  freeCancellationHours: row.freeCancellationHours,
  policyEn: row.policyEn,
  policySw: row.policySw,
  linkPaymentHours: row.linkPaymentHours,
});

/** The business's saved settings, or the defaults with a free slug suggested from its name. */
export const onlineBookingOf = async (
  db: Database,
  businessId: string,
): Promise<OnlineBookingDocument> => {
  const [row] = await db
    .select()
    .from(onlineBookingSettings)
    .where(eq(onlineBookingSettings.businessId, businessId));
  if (row) return toDocument(row);
  const [business] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw notFound();
  return {
    businessId,
    saved: false,
    ...ONLINE_BOOKING_DEFAULTS,
    slug: await suggestedSlug(db, businessId, business.name),
  };
};

/**
 * Saves the settings (one row per business). A slug another business holds is refused before
 * writing; two saves racing for one slug meet the unique index on lower(slug), refused the same.
 */
export const saveOnlineBooking = async (
  db: Database,
  businessId: string,
  body: InferType<typeof onlineBookingSaveSchema>,
): Promise<OnlineBookingDocument> => {
  const { businessId: _named, ...settings } = body;
  if (await isTaken(db, settings.slug, businessId)) throw slugTaken();
  try {
    const [row] = await db
      .insert(onlineBookingSettings)
      .values({ id: uuidv7(), businessId, ...settings })
      .onConflictDoUpdate({
        target: onlineBookingSettings.businessId,
        set: { ...settings, updatedAt: new Date() },
      })
      .returning();
    return toDocument(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
};
