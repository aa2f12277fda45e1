import { eq } from 'drizzle-orm';
import {
  AUSTRALIAN_STATES,
  COUNTRIES,
  CURRENCIES,
  DEFAULT_COUNTRY,
  LOCALE_DEFAULTS,
  type AustralianState,
  type BusinessLocale,
  type Country,
  type Currency,
} from '../../registry/business';
import type { ResourceDeclaration } from '../../registry/types';
import { choiceSchema, textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { businesses } from '../db/schema';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';

/** The zone's canonical IANA name (`africa/nairobi` is `Africa/Nairobi`), or null when Intl knows no such zone. */
export const canonicalTimeZone = (value: string): string | null => {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
};

/** The locale fields of a business create or update body; each may be left out. */
export const localeFields = {
  country: choiceSchema(COUNTRIES),
  currency: choiceSchema(CURRENCIES),
  timezone: textSchema(64)
    .test(
      'timezone',
      'saluni.validation.timezone.valid',
      (value) => value === undefined || canonicalTimeZone(value) !== null,
    )
    .nonNullable('saluni.validation.timezone.valid'),
  // null clears it (a business moving to Kenya); a Kenyan business has none.
  state: choiceSchema(AUSTRALIAN_STATES).nullable(),
};

export interface LocaleChanges {
  country?: string;
  currency?: string;
  timezone?: string;
  state?: string | null;
}

/**
 * The business's locale after a create (`current` undefined) or update: what the body names,
 * else the current value, else, when the country is new, that country's defaults. A Kenyan
 * business has no state and an Australian one needs one (422 otherwise).
 */
export const resolveLocale = (changes: LocaleChanges, current?: BusinessLocale): BusinessLocale => {
  const country = (changes.country ?? current?.country ?? DEFAULT_COUNTRY) as Country;
  const base = current && current.country === country ? current : LOCALE_DEFAULTS[country];
  const locale: BusinessLocale = {
    country,
    currency: (changes.currency ?? base.currency) as Currency,
    timezone: canonicalTimeZone(changes.timezone ?? base.timezone) ?? base.timezone,
    state: (changes.state === undefined ? base.state : changes.state) as AustralianState | null,
  };
  if (country === 'KE' && locale.state !== null)
    throw validationFailed({ state: text('saluni.validation.state.onlyAustralia') });
  if (country === 'AU' && locale.state === null)
    throw validationFailed({ state: text('saluni.validation.state.required') });
  return locale;
};

/** A stored business's locale; the columns hold only validated values. */
export const localeOf = (row: typeof businesses.$inferSelect): BusinessLocale => ({
  country: row.country as Country,
  currency: row.currency as Currency,
  timezone: row.timezone,
  state: row.state as AustralianState | null,
});

/** The business's country and time zone, for reading phone numbers and writing dates. */
export const businessLocale = async (db: Database, businessId: string): Promise<BusinessLocale> => {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  return row ? localeOf(row) : LOCALE_DEFAULTS[DEFAULT_COUNTRY];
};

/** The country phone numbers of `resource` are read in: only looked up when it has a phone field. */
export const phoneCountryFor = async (
  db: Database,
  resource: ResourceDeclaration,
  businessId: string,
): Promise<Country> =>
  Object.values(resource.fields).some((field) => field.type === 'phone')
    ? (await businessLocale(db, businessId)).country
    : DEFAULT_COUNTRY;
