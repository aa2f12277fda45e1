import { ALL_TAX_BANDS } from './tax';
import type { FieldDeclaration } from './types';

/**
 * Fields several resources declare alike: one declaration each, so a name, a phone number, an
 * e-mail or a rating is checked, listed and searched the same way everywhere.
 */

/** The naming field most resources share (a full name too): required, listed, sortable, filterable, searched. */
export const nameField = (requiredMessage: string) =>
  ({
    type: 'string',
    required: requiredMessage,
    maxLength: 120,
    list: true,
    sortable: true,
    filterable: true,
    searchable: true,
  }) as const satisfies FieldDeclaration;

/** A phone number of the spec's patterns, listed and searched; optional unless a resource says so. */
export const phoneField = {
  type: 'phone',
  invalid: 'saluni.spec.validation.phoneValid',
  list: true,
  searchable: true,
} as const satisfies FieldDeclaration;

/** An e-mail address, listed and searched; optional unless a resource says so. */
export const emailField = {
  type: 'email',
  invalid: 'saluni.spec.validation.emailValid',
  list: true,
  searchable: true,
} as const satisfies FieldDeclaration;

/** An e-mail a contact must have (clients, suppliers), also sortable. */
export const requiredEmailField = {
  ...emailField,
  required: 'saluni.spec.validation.emailRequired',
  sortable: true,
} as const satisfies FieldDeclaration;

/** A 1 to 5 star rating. */
export const RATING = { min: 1, max: 5 } as const;

/** A required 1 to 5 star rating, listed, sorted and filtered. */
export const ratingField = {
  type: 'integer',
  required: 'saluni.clientRecords.validation.ratingRequired',
  min: RATING.min,
  max: RATING.max,
  list: true,
  sortable: true,
  filterable: true,
} as const satisfies FieldDeclaration;

/** The tax classes an item may name: every band of every country; the server keeps those of the business's own. */
export const TAX_CLASS_CHOICES = ALL_TAX_BANDS.map((band) => ({
  value: band,
  label: `saluni.taxBooks.bands.${band}`,
}));

/** An item's tax class (docs/areas/tax.md); empty means its country's standard band. */
export const taxClassField = {
  type: 'choice',
  choices: TAX_CLASS_CHOICES,
} as const satisfies FieldDeclaration;

/** KRA's item classification code of an item eTIMS registers (Kenya). */
export const KRA_ITEM_CLASS_CODE_LENGTH = 20;
export const kraItemClassCodeField = {
  type: 'string',
  maxLength: KRA_ITEM_CLASS_CODE_LENGTH,
} as const satisfies FieldDeclaration;
