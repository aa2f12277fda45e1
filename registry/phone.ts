import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The spec's two phone patterns (back-office.md section 5), checked after spaces, dashes and
 * brackets are removed: international (+, country code, 9 to 14 digits) or a Kenyan mobile
 * (optional +254 or 0, then 9 digits starting with 7 or 1).
 */
const INTERNATIONAL = /^\+\d{10,17}$/;
const KENYAN_MOBILE = /^(?:\+254|0)?([71]\d{8})$/;

const compact = (value: string) => value.replace(/[\s\-().]/g, '');

/**
 * The number in E.164 (`+254712345678`), or null when it matches neither pattern or is not a
 * real number plan (libphonenumber-js, so country codes and lengths stay current).
 */
export const normalisePhone = (value: string): string | null => {
  const text = compact(value);
  const kenyan = KENYAN_MOBILE.exec(text);
  if (kenyan) return `+254${kenyan[1]}`;
  if (!INTERNATIONAL.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text);
  return parsed?.isValid() ? parsed.number : null;
};

export const isValidPhone = (value: string): boolean => normalisePhone(value) !== null;

/** The spec's e-mail pattern: non-space text, @, non-space text, dot, non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
