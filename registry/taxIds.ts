/**
 * The tax ids a business or a buyer gives (docs/areas/tax.md): Kenya's KRA PIN and Australia's
 * ABN. Plain functions, so the checkout, the tax settings and the web's forms check them alike.
 */

/** A tax id as it is stored: trimmed and upper case (a KRA PIN's letters), or null when blank. */
export const normaliseTaxId = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim().toUpperCase() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** A KRA PIN: A (individual) or P (company), nine digits, a check letter: P051234567X. */
const KRA_PIN = /^[AP]\d{9}[A-Z]$/;

export const isKraPin = (value: string | null | undefined): boolean =>
  KRA_PIN.test(normaliseTaxId(value) ?? '');

/** The ATO's weights of an ABN's digits. */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** An ABN's 11 digits without its spaces, or null when it is not 11 digits. */
export const abnDigits = (value: string | null | undefined): string | null => {
  const digits = (value ?? '').replace(/\s+/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
};

/**
 * An Australian Business Number: 11 digits (spaces allowed) passing the ATO's check: take 1 from
 * the first digit, weigh the digits, and the sum is a multiple of 89.
 */
export const isAbn = (value: string | null | undefined): boolean => {
  const digits = abnDigits(value);
  if (!digits) return false;
  const sum = [...digits].reduce(
    (total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * ABN_WEIGHTS[index]!,
    0,
  );
  return sum % 89 === 0;
};
