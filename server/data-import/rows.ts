import type { BusinessLocale } from '../../registry/business';
import type { ResourceDeclaration } from '../../registry/types';
import type { Database } from '../db/database';
import type { ImageRules } from '../files/images';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';
import { recordStore } from '../registry/crudRecords';
import { readRecordInput } from '../registry/recordInput';
import type { HooksByResource, RecordDocument } from '../registry/hooks';
import type { Access } from '../tenancy/access';
import { looseName } from './mapping';

/** One thing wrong with a row, on the import field it concerns when there is one. */
export interface RowProblem {
  field?: string;
  message: string;
}

/** What the server's create calls need beside the import's transaction. */
export interface ImportSetting {
  access: Access;
  locale: BusinessLocale;
  /** The resources' hooks, as the create calls run them (audit, webhooks, staff sign-ins). */
  hooks: HooksByResource;
  imageRules: ImageRules;
  now: Date;
}

/** A row read and checked before writing: its stored form, its problems, its write. */
export interface CheckedRow {
  /** The values as they would be stored (phones international, names joined), for the preview. */
  stored: Record<string, string>;
  problems: RowProblem[];
  /** Writes the row through the create call's own path, inside the import's transaction. */
  write: (tx: Database) => Promise<void>;
  /** The import field a field of the create call's 422 belongs to. */
  fieldOf: (apiField: string) => string | undefined;
}

/** Reads and checks the rows of one kind; made once per import, with what the business holds. */
export interface KindImporter {
  check: (values: Record<string, string>, line: number) => Promise<CheckedRow>;
}

export type ImporterOf = (tx: Database, setting: ImportSetting) => Promise<KindImporter>;

/** A create call's body: the fields a row fills (a field left undefined is not sent). */
const bodyOf = (fields: Record<string, unknown>) => ({
  fields: Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
  files: [],
});

/** Creates a record of a declared resource exactly as `POST {path}` does, hooks and all. */
export const createRecord = async (
  tx: Database,
  setting: ImportSetting,
  resource: ResourceDeclaration,
  fields: Record<string, unknown>,
): Promise<RecordDocument> =>
  (await recordStore(tx, resource, setting.imageRules, setting.hooks[resource.name] ?? {}).create(
    setting.access,
    { body: bodyOf(fields), multipart: false },
  )) as RecordDocument;

/**
 * The create call's own checks of a record's fields (the same reading, writing nothing), as the
 * row's problems: every field at once, before any write, so one refusal hides no other.
 */
export const recordProblems = (
  setting: ImportSetting,
  resource: ResourceDeclaration,
  fields: Record<string, unknown>,
  fieldOf: (apiField: string) => string | undefined,
): Promise<RowProblem[]> =>
  readRecordInput(resource, bodyOf(fields), {
    multipart: false,
    partial: false,
    country: setting.locale.country,
  }).then(
    () => [],
    (error: unknown) => problemsOf(error, fieldOf),
  );

/** `more` problems on fields that `first` leaves without one. */
export const besides = (first: RowProblem[], more: RowProblem[]) => [
  ...first,
  ...more.filter((problem) => !first.some((earlier) => earlier.field === problem.field)),
];

/**
 * A create call's refusal as the row's problems: a 422 per field, any other 4xx as it is (on
 * the field a booking's conflict names as `taken`). A fault, not a refusal, is thrown on.
 */
export const problemsOf = (
  error: unknown,
  fieldOf: (apiField: string) => string | undefined,
): RowProblem[] => {
  if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
  const onField = (apiField: string | undefined, message: string): RowProblem => {
    const field = apiField === undefined ? undefined : fieldOf(apiField);
    return field ? { field, message } : { message };
  };
  if (error.statusCode !== 422 || !error.fields)
    return [onField(error.fields?.taken, error.message)];
  return Object.entries(error.fields).map(([field, message]) => onField(field, message));
};

/** A field the import needs that the row and the defaults leave empty. */
export const required = (field: string): RowProblem => ({
  field,
  message: text('saluni.validation.fieldRequired'),
});

export const problem = (field: string, key: string, args?: Record<string, number | string>) => ({
  field,
  message: text(`saluni.dataImport.row.${key}`, args),
});

/**
 * Records of the business named by the import's rows (categories, job titles, services, staff),
 * found by name whatever the case and spacing; `add` keeps one made during the import.
 */
export const namedRecords = <T extends { id: string }>(rows: (T & { name: string })[]) => {
  const byName = new Map<string, T[]>();
  const add = (name: string, row: T) => {
    const key = looseName(name);
    byName.set(key, [...(byName.get(key) ?? []), row]);
  };
  for (const row of rows) add(row.name, row);
  return { find: (name: string) => byName.get(looseName(name)) ?? [], add };
};

/**
 * The first line of the file that already gave `key` (a phone, an e-mail, a name), or records
 * this line as giving it.
 */
export const firstLines = () => {
  const seen = new Map<string, number>();
  return (key: string | undefined, line: number) => {
    if (!key) return undefined;
    const earlier = seen.get(key);
    if (earlier === undefined) seen.set(key, line);
    return earlier;
  };
};
