import type { ModuleName } from './modules';

/**
 * The shape of a resource declaration. One declaration drives the server's CRUD routes, the
 * dataProvider's mapping and the generic react-admin screens; see docs/architecture.md.
 * Texts are i18n keys of src/i18n/en.ts (the server resolves them to English).
 */
export type FieldType =
  | 'string'
  | 'text'
  | 'integer'
  | 'image'
  /** Text matching the spec's e-mail pattern. */
  | 'email'
  /** A phone number of the spec's patterns, stored normalised to E.164 (registry/phone.ts). */
  | 'phone'
  /** One of `choices`. */
  | 'choice'
  /** A decimal amount of the business currency, at least 0, at most two decimals; `numeric` column. */
  | 'money'
  | 'boolean'
  /** A calendar date `YYYY-MM-DD`; `date` column. */
  | 'date'
  /** The id of a record of resource `reference` in the same business; `uuid` column. */
  | 'reference'
  /** Ids of records of resource `reference` in the same business; `uuid[]` column. */
  | 'references'
  /** Structured data checked by its schema in `registry/jsonFieldSchemas.ts`; `jsonb` column. */
  | 'json';

/** A value of a choice field and the i18n key of its label. */
export interface Choice {
  value: string;
  label: string;
}

export interface FieldDeclaration {
  type: FieldType;
  /** i18n key of the message shown when the field is missing; absent means optional. */
  required?: string;
  /**
   * i18n key of the message when a required text field is sent but holds only spaces, where the
   * spec tells it apart from a missing one; `required` speaks for both otherwise.
   */
  blank?: string;
  /** Longest accepted text (strings); longer input is refused with `saluni.validation.tooLong`. */
  maxLength?: number;
  min?: number;
  max?: number;
  /** Shown as a list column. */
  list?: boolean;
  /** Accepted by `sort=field` / `sort=-field`. */
  sortable?: boolean;
  /** Accepted as an exact-match query filter `?field=value`. */
  filterable?: boolean;
  /** Matched (case-insensitive, substring) by `q`. */
  searchable?: boolean;
  /** i18n key of the message for a value of the wrong form (email, phone); a generic one otherwise. */
  invalid?: string;
  /** The allowed values of a `choice` field. */
  choices?: readonly Choice[];
  /** The resource name a `reference` or `references` field points at. */
  reference?: string;
  /** A valid value of a `json` field, used by generated tests and docs. */
  example?: unknown;
}

export interface ResourceDeclaration {
  /** react-admin resource name and URL segment of the web app. */
  name: string;
  /** API path under the server root, e.g. `/v1/job-title`. */
  path: string;
  /** Key of the Drizzle table in server/db/schema that stores the records. */
  table: string;
  /** Reply key of a single record (`{ jobTitle: {...} }`). */
  replyKey: string;
  /** Reply key of a create, where the spec names another one than replyKey. */
  createReplyKey?: string;
  /** The spec's own key for the business on a create (`business`), accepted beside `businessId`. */
  businessAlias?: 'business';
  /** Reply key of a page (`{ jobTitlePage: {...} }`). */
  pageKey: string;
  /** Permission module, also the `vendor-module` header value on deletes. */
  module: ModuleName;
  fields: Record<string, FieldDeclaration>;
  /** The field that names a record in pickers and titles. */
  titleField: string;
  /** Extra names under which a field is also sent in replies (`name` for `category_name`). */
  aliases?: Record<string, string>;
  /** i18n key of the 409 message when a write breaks a unique key (e.g. a duplicate name). */
  duplicateMessage?: string;
  /** Query filters without a column of their own, served by the resource's `listFilters` hook. */
  queryFilters?: readonly string[];
  /** A page key holding the business's total number of these records, whatever the filters. */
  businessCountKey?: string;
  defaultSort: string;
  /** i18n keys of the success toasts. */
  toasts: { created: string; updated: string; deleted: string };
  /** Where the menu shows the resource. */
  menu: { area: MenuArea; order: number };
}

export type MenuArea =
  | 'appointments'
  | 'clients'
  | 'staff'
  | 'services'
  | 'offerings'
  | 'inventory'
  | 'reports'
  | 'settings';

/** The success toasts of a resource whose three texts sit under one key: `<key>.created`... */
export const toastsUnder = <K extends string>(key: K) =>
  ({ created: `${key}.created`, updated: `${key}.updated`, deleted: `${key}.deleted` }) as const;

/** Keeps literal types of a declaration while checking it against the shape. */
export const defineResource = <const R extends ResourceDeclaration>(declaration: R): R =>
  declaration;

/** Fields every tenant record carries besides its declared ones. */
export const SYSTEM_FIELDS = ['_id', 'id', 'businessId', 'createdAt', 'updatedAt'] as const;
