import type { Business } from '../business/types';
import { SETTINGS_FIELDS, type SettingsValues } from '../dataProvider/business';

export const COUNTRIES = ['KE', 'AU'] as const;
export const CURRENCIES = ['KES', 'AUD'] as const;
export type Country = (typeof COUNTRIES)[number];

/** What switching country proposes (the user may still change both): AU -> AUD in Sydney time. */
export const COUNTRY_DEFAULTS: Record<Country, { currency: string; timezone: string }> = {
  KE: { currency: 'KES', timezone: 'Africa/Nairobi' },
  AU: { currency: 'AUD', timezone: 'Australia/Sydney' },
};

export const settingsOf = (business: Business): SettingsValues =>
  Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, business[field]])) as SettingsValues;

/** Every zone the browser knows, the business's own first if it is missing from the list. */
export const timeZones = (current: string): string[] => {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
};
