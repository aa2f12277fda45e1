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
