import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY, type Country } from './business';

/**
 * The spec's two phone patterns (back-office.md section 5), checked after spaces, dashes and
 * brackets are removed: international (+, country code, 9 to 14 digits) or a Kenyan mobile
 * (optional +254 or 0, then 9 digits starting with 7 or 1). An Australian business's numbers
 * are Australian: national numbers (`0412 345 678`, `02 9374 4000`) as libphonenumber-js
 * judges them. The minimal metadata checks lengths and leading digits, which is enough here
 * and keeps the web app's bundle small.
 */
const INTERNATIONAL = /^\+\d{10,17}$/;
const KENYAN_MOBILE = /^(?:\+254|0)?([71]\d{8})$/;
const NATIONAL = /^\d{6,15}$/;

const compact = (value: string) => value.replace(/[\s\-().]/g, '');

const validE164 = (text: string, country?: Country): string | null => {
  const parsed = parsePhoneNumberFromString(text, country);
  return parsed?.isValid() ? parsed.number : null;
};

/**
 * The number in E.164 (`+254712345678`, `+61412345678`), or null when it matches none of the
 * business country's patterns or is not a real number plan.
 */
export const normalisePhone = (
  value: string,
  country: Country = DEFAULT_COUNTRY,
): string | null => {
  const text = compact(value);
  const kenyan = country === 'KE' ? KENYAN_MOBILE.exec(text) : null;
  if (kenyan) return `+254${kenyan[1]}`;
  if (INTERNATIONAL.test(text)) return validE164(text);
  return country === 'AU' && NATIONAL.test(text) ? validE164(text, 'AU') : null;
};

export const isValidPhone = (value: string, country: Country = DEFAULT_COUNTRY): boolean =>
  normalisePhone(value, country) !== null;

/** The spec's e-mail pattern: non-space text, @, non-space text, dot, non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
