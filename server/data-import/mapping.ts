import {
  IMPORT_FIELDS,
  PRESET_COLUMNS,
  PRESET_KIND,
  type ImportKind,
  type ImportMapping,
  type ImportPreset,
} from '../../registry/dataImport';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import type { CsvRow } from './csvFile';

/** A column or field name as people write it: no case, spaces or punctuation ("E-mail" is "email"). */
export const looseName = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Other names a column of each field often has, beside the field's own name. */
const COLUMN_NAMES: Record<string, readonly string[]> = {
  fullName: ['name', 'client', 'clientname', 'customer', 'customername', 'staffname'],
  firstName: ['first', 'firstname', 'givenname', 'forename'],
  lastName: ['last', 'lastname', 'surname', 'familyname'],
  phone: ['phone', 'mobile', 'mobilenumber', 'mobilephone', 'phonenumber', 'cell', 'telephone'],
  email: ['email', 'emailaddress', 'mail'],
  gender: ['gender', 'sex'],
  birthday: ['birthday', 'dateofbirth', 'dob', 'birthdate'],
  address: ['address', 'physicaladdress', 'streetaddress'],
  notes: ['notes', 'note', 'comments', 'comment'],
  name: ['name', 'service', 'servicename'],
  category: ['category', 'categoryname', 'servicecategory'],
  durationMinutes: ['duration', 'durationminutes', 'minutes', 'length'],
  price: ['price', 'amount', 'cost', 'retailprice'],
  description: ['description', 'details'],
  jobTitle: ['jobtitle', 'title', 'role', 'position'],
  date: ['date', 'scheduleddate', 'appointmentdate', 'day'],
  startTime: ['time', 'starttime', 'start', 'appointmenttime'],
  client: ['client', 'customer', 'clientname', 'customername'],
  clientPhone: [
    'clientphone',
    'clientmobile',
    'customermobile',
    'customerphone',
    'mobile',
    'phone',
  ],
  clientEmail: ['clientemail', 'customeremail', 'email'],
  service: ['service', 'servicename', 'treatment'],
  staff: ['staff', 'teammember', 'staffmember', 'employee', 'stylist', 'therapist'],
};

const fieldNames = (kind: ImportKind) => IMPORT_FIELDS[kind].map((field) => field.name);

/** The file's column whose loose name is one of `names`, first name first. */
const columnNamed = (columns: string[], names: readonly string[]) => {
  for (const name of names) {
    const found = columns.find((column) => looseName(column) === name);
    if (found) return found;
  }
  return null;
};

/** Fields matched to columns by name; a column fills one field at most. */
const guessMapping = (kind: ImportKind, columns: string[]): ImportMapping => {
  const taken = new Set<string>();
  const mapping: ImportMapping = {};
  for (const field of fieldNames(kind)) {
    const free = columns.filter((column) => !taken.has(column));
    const column = columnNamed(free, [looseName(field), ...(COLUMN_NAMES[field] ?? [])]);
    mapping[field] = column;
    if (column) taken.add(column);
  }
  // A file with a first name has no single name column: "Name" then is no full name.
  if (mapping.firstName && mapping.fullName && looseName(mapping.fullName) !== 'fullname')
    mapping.fullName = null;
  return mapping;
};

/** The preset's columns that the file has, by field; the first column named for a field wins. */
const presetMapping = (kind: ImportKind, preset: ImportPreset, columns: string[]) => {
  const mapping: ImportMapping = Object.fromEntries(fieldNames(kind).map((field) => [field, null]));
  for (const [theirs, field] of Object.entries(PRESET_COLUMNS[preset])) {
    if (mapping[field]) continue;
    mapping[field] = columnNamed(columns, [looseName(theirs)]);
  }
  return mapping;
};

/** A sent mapping: every field of the kind, every column of the file, or a 422 naming the entry. */
const checkedMapping = (kind: ImportKind, columns: string[], sent: ImportMapping) => {
  const fields = fieldNames(kind);
  const errors: Record<string, string> = {};
  for (const [field, column] of Object.entries(sent)) {
    if (!fields.includes(field))
      errors[`mapping.${field}`] = text('saluni.dataImport.mapping.unknownField');
    else if (column !== null && !columns.includes(column))
      errors[`mapping.${field}`] = text('saluni.dataImport.mapping.unknownColumn', { column });
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return Object.fromEntries(fields.map((field) => [field, sent[field] ?? null]));
};

/** The mapping a call uses: the one sent, else its preset's (of the same kind), else a guess. */
export const resolveMapping = (
  kind: ImportKind,
  columns: string[],
  request: { mapping?: ImportMapping; preset?: ImportPreset },
): ImportMapping => {
  if (request.preset && PRESET_KIND[request.preset] !== kind)
    throw validationFailed({ preset: text('saluni.dataImport.mapping.presetKind') });
  if (request.mapping) return checkedMapping(kind, columns, request.mapping);
  if (request.preset) return presetMapping(kind, request.preset, columns);
  return guessMapping(kind, columns);
};

/** Defaults name fields of the kind only (a 422 otherwise). */
export const checkDefaults = (kind: ImportKind, defaults: Record<string, string> = {}) => {
  const fields = fieldNames(kind);
  const unknown = Object.keys(defaults).filter((field) => !fields.includes(field));
  if (unknown.length)
    throw validationFailed(
      Object.fromEntries(
        unknown.map((field) => [
          `defaults.${field}`,
          text('saluni.dataImport.mapping.unknownField'),
        ]),
      ),
    );
  return defaults;
};

/** A row's values by field (the mapping names every field): its cells, a default where one is empty. */
export const rowValues = (
  row: CsvRow,
  mapping: ImportMapping,
  defaults: Record<string, string>,
): Record<string, string> => {
  const values: Record<string, string> = {};
  for (const [field, column] of Object.entries(mapping)) {
    const value = ((column ? row.cells[column] : '') || defaults[field] || '').trim();
    if (value) values[field] = value;
  }
  return values;
};
