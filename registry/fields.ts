import type { FieldDeclaration } from './types';

/** The naming field most resources share: required, listed, sortable, filterable, searched. */
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
