import type { BookingSite } from '../registry/bookingSite';
import type { SiteTextKey } from '../texts/site.en';

/**
 * The visitor's details checked before they are sent, with the country's mobile patterns
 * (Kenyan 07xx/01xx, Australian 04xx). A light first check: registry/phone.ts, which the server
 * applies, carries libphonenumber's metadata, too heavy for the site's budget; the server decides.
 */
const MOBILE_PATTERNS: Record<BookingSite['country'], RegExp> = {
  KE: /^(?:\+254|0)?[71]\d{8}$/,
  AU: /^(?:\+61|0)4\d{8}$/,
};
/** The spec's e-mail pattern, as registry/phone.ts has it. */
const EMAIL = /^\S+@\S+\.\S+$/;

export interface Details {
  fullName: string;
  phone: string;
  email: string;
  channel: 'sms' | 'email';
  /** Marketing consent: the box starts unticked and only a tick records it. */
  marketingOptIn: boolean;
}

export const detailsErrors = (
  details: Details,
  site: Pick<BookingSite, 'country' | 'emailRequired'>,
): Partial<Record<keyof Details, SiteTextKey>> => {
  const errors: Partial<Record<keyof Details, SiteTextKey>> = {};
  if (details.fullName.trim() === '') errors.fullName = 'nameRequired';
  if (!MOBILE_PATTERNS[site.country].test(details.phone.replace(/[\s\-().]/g, '')))
    errors.phone = site.country === 'AU' ? 'mobileInvalidAU' : 'mobileInvalidKE';
  const email = details.email.trim();
  if (email === '' && site.emailRequired) errors.email = 'emailRequired';
  else if (email !== '' && !EMAIL.test(email)) errors.email = 'emailInvalid';
  return errors;
};

/** Six digits, spaces ignored. */
export const isCode = (code: string, length: number) =>
  new RegExp(`^\\d{${length}}$`).test(code.replace(/\s/g, ''));
