/** The countries a business may be in, and what each implies unless the owner chooses otherwise. */
export const COUNTRIES = ['KE', 'AU'] as const;
export type Country = (typeof COUNTRIES)[number];

export const CURRENCIES = ['KES', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Australia's states and territories: their public holidays differ, so an AU business names its own. */
export const AUSTRALIAN_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

/** The country assumed where none is known (the spec's salons are Kenyan). */
export const DEFAULT_COUNTRY: Country = 'KE';

export interface BusinessLocale {
  country: Country;
  currency: Currency;
  timezone: string;
  state: AustralianState | null;
}

/** A new business's currency, time zone and state when the owner names only the country. */
export const LOCALE_DEFAULTS: Record<Country, BusinessLocale> = {
  KE: { country: 'KE', currency: 'KES', timezone: 'Africa/Nairobi', state: null },
  AU: { country: 'AU', currency: 'AUD', timezone: 'Australia/Sydney', state: 'NSW' },
};

/** A business as the API sends it (`GET /v1/user` roles, `/v1/business` replies). */
export interface BusinessDocument {
  _id: string;
  name: string;
  /** KE or AU. */
  country: string;
  /** For AU: NSW, VIC, QLD, WA, SA, TAS, ACT or NT; null for KE. */
  state: string | null;
  /** IANA zone that decides days and working hours, e.g. Africa/Nairobi. */
  timezone: string;
  /** KES or AUD. */
  currency: string;
  appointmentGapInMinutes: number;
  /** Public holidays are bookable like any day; closed (false) by default. */
  opensOnHolidays: boolean;
  /** The dashboard shows View Calendar and /calendar opens; true by default. */
  calendarEnabled: boolean;
  /** The street address the booking site shows; null when none is given. */
  address: string | null;
  /** Filename of the logo (shown from GET /v1/file/{filename}), or null. */
  logo: string | null;
  /** The SMS balance: units left, one per recipient per segment (docs/areas/messaging.md). */
  smsBundle: { availableAmount: number };
  createdAt: string;
  updatedAt: string;
}
