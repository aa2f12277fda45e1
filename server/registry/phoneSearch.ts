import { DEFAULT_COUNTRY, type Country } from '../../registry/business';
import type { ResourceDeclaration } from '../../registry/types';
import { businessLocale } from '../tenancy/locale';
import type { Database } from '../db/database';

/** The calling code a national number's trunk 0 stands for, per business country. */
const CALLING_CODES: Record<Country, string> = { KE: '+254', AU: '+61' };

/** What people type of a phone number: digits, an optional leading +, and spaces, dashes, dots or brackets. */
const PHONE_FRAGMENT = /^\+?[\d\s().-]*\d[\d\s().-]*$/;

const compact = (term: string) => term.replace(/[\s().-]/g, '');

/**
 * The LIKE pattern that finds `term` in phone numbers stored in E.164, or null when the term is
 * no phone fragment. Numbers are stored `+254722123456`, but people type them as they say them:
 * a national number's trunk 0 (`0722 123`, `0412 345`) becomes the business country's calling
 * code and, like a leading +, anchors the start (`+254722123%`); bare digits (`722123`) match
 * anywhere. The pattern holds only digits and +, so no LIKE wildcard needs escaping, and it is
 * still an ILIKE on the column, which its trigram index serves.
 */
export const phoneSearchPattern = (term: string, country: Country): string | null => {
  if (!PHONE_FRAGMENT.test(term)) return null;
  const digits = compact(term);
  if (digits.startsWith('+')) return `${digits}%`;
  if (digits.startsWith('0')) return `${CALLING_CODES[country]}${digits.slice(1)}%`;
  return `%${digits}%`;
};

/** Whether a search term is a national phone number (trunk 0), whose reading depends on the country. */
export const isNationalPhoneTerm = (term: string) =>
  PHONE_FRAGMENT.test(term) && compact(term).startsWith('0');

/**
 * The country a list search reads phone numbers in. The business is looked up only when the
 * resource searches a phone field and `q` starts with a trunk 0: every other list, the job titles
 * of the list-route bench among them, costs no extra query.
 */
export const phoneSearchCountry = async (
  db: Database,
  resource: ResourceDeclaration,
  businessId: string,
  q: unknown,
): Promise<Country> => {
  const searchesPhones = Object.values(resource.fields).some(
    (field) => field.type === 'phone' && field.searchable,
  );
  if (!searchesPhones || typeof q !== 'string' || !isNationalPhoneTerm(q.trim()))
    return DEFAULT_COUNTRY;
  return (await businessLocale(db, businessId)).country;
};
