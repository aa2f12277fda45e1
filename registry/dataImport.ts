/**
 * Importing a business's records from a CSV file (docs/areas/import.md): what can be imported,
 * the fields each kind maps columns to, the presets for other systems' exports, and the replies.
 * Shared by the server, which checks and writes the rows, and the settings page that drives it.
 */
export const IMPORT_KINDS = ['clients', 'services', 'staff', 'appointments'] as const;

export type ImportKind = (typeof IMPORT_KINDS)[number];

/** A field of an imported row: a column of the file is mapped to it, or a default fills it. */
export interface ImportField {
  name: string;
  /** A row without it (and without a default) is a problem. */
  required?: true;
}

/**
 * The fields of each kind. A name may come whole (`fullName`) or in two parts (`firstName`,
 * `lastName`); a reference by name (`category`, `jobTitle`, `service`, `staff`, `client`) is
 * looked up in the business, and a client of an appointment also by phone or e-mail.
 */
export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  clients: [
    { name: 'fullName' },
    { name: 'firstName' },
    { name: 'lastName' },
    { name: 'phone' },
    { name: 'email', required: true },
    { name: 'gender', required: true },
    { name: 'birthday' },
    { name: 'address' },
    { name: 'notes' },
  ],
  services: [
    { name: 'name', required: true },
    { name: 'category' },
    { name: 'durationMinutes', required: true },
    { name: 'price', required: true },
    { name: 'description' },
  ],
  staff: [
    { name: 'fullName' },
    { name: 'firstName' },
    { name: 'lastName' },
    { name: 'phone' },
    { name: 'email' },
    { name: 'jobTitle' },
  ],
  appointments: [
    { name: 'date', required: true },
    { name: 'startTime', required: true },
    { name: 'durationMinutes' },
    { name: 'client', required: true },
    { name: 'clientPhone' },
    { name: 'clientEmail' },
    { name: 'service', required: true },
    { name: 'staff', required: true },
    { name: 'notes' },
  ],
};

/** Presets for other systems' exports: their documented column names mapped to the fields. */
export const IMPORT_PRESETS = [
  'fresha-clients',
  'timely-clients',
  'fresha-appointments',
  'timely-appointments',
] as const;

export type ImportPreset = (typeof IMPORT_PRESETS)[number];

/** The kind each preset imports. */
export const PRESET_KIND: Record<ImportPreset, ImportKind> = {
  'fresha-clients': 'clients',
  'timely-clients': 'clients',
  'fresha-appointments': 'appointments',
  'timely-appointments': 'appointments',
};

/** Which column fills each field (none: the field is left empty or takes its default). */
export type ImportMapping = Record<string, string | null>;

/** The body of both calls: the file's text and how to read it. */
export interface ImportRequest {
  businessId: string;
  kind: ImportKind;
  /** The CSV file's text, header row first (comma or semicolon separated, quoted as RFC 4180). */
  csv: string;
  /** Without it: the preset's mapping, else columns matched to fields by their names. */
  mapping?: ImportMapping;
  /** A value for a field a row leaves empty (say gender `Other` for clients with none). */
  defaults?: Record<string, string>;
  preset?: ImportPreset;
}

/** One thing wrong with one row: the row's line in the file (the header is line 1). */
export interface ImportProblem {
  line: number;
  field?: string;
  message: string;
}

/** The dry run: the whole file checked as the import would, nothing written. */
export interface ImportPreview {
  kind: ImportKind;
  columns: string[];
  /** The mapping used: the one sent, the preset's, or the one guessed from the column names. */
  mapping: ImportMapping;
  rowCount: number;
  /** Rows with no problem. */
  validCount: number;
  /** The first rows as they would be stored (phones in international form, names joined). */
  sample: Array<{ line: number; values: Record<string, string> }>;
  /** Every problem of every row. */
  problems: ImportProblem[];
}

/** A finished import: every row written in one transaction. */
export interface ImportResult {
  kind: ImportKind;
  created: number;
}

/** Most rows one file may hold: a large salon's whole client list, checked in one call. */
export const IMPORT_MAX_ROWS = 5000;

/** How many rows the preview shows as they would be stored. */
export const IMPORT_SAMPLE_ROWS = 20;

/**
 * Each preset's columns (as the other system's export names them) and the field each fills.
 * Several columns may fill one field (a mobile and a telephone): the first the file has wins.
 * Columns are matched ignoring case, spaces and punctuation. Sources: docs/areas/import.md.
 */
export const PRESET_COLUMNS: Record<ImportPreset, Record<string, string>> = {
  'fresha-clients': {
    'First Name': 'firstName',
    'Last Name': 'lastName',
    'Full Name': 'fullName',
    'Mobile Number': 'phone',
    Mobile: 'phone',
    Telephone: 'phone',
    Email: 'email',
    Gender: 'gender',
    'Date of Birth': 'birthday',
    Birthday: 'birthday',
    Address: 'address',
    Note: 'notes',
    Notes: 'notes',
  },
  'timely-clients': {
    'First Name': 'firstName',
    'Last Name': 'lastName',
    Mobile: 'phone',
    Telephone: 'phone',
    Phone: 'phone',
    Email: 'email',
    Gender: 'gender',
    Birthday: 'birthday',
    'Date of Birth': 'birthday',
    'Physical Address': 'address',
    Address: 'address',
    Notes: 'notes',
  },
  'fresha-appointments': {
    'Scheduled Date': 'date',
    Date: 'date',
    Time: 'startTime',
    'Start Time': 'startTime',
    Duration: 'durationMinutes',
    Client: 'client',
    'Client Mobile': 'clientPhone',
    'Client Email': 'clientEmail',
    Service: 'service',
    'Team Member': 'staff',
    Staff: 'staff',
    Notes: 'notes',
  },
  'timely-appointments': {
    Date: 'date',
    'Start Time': 'startTime',
    Time: 'startTime',
    Duration: 'durationMinutes',
    Customer: 'client',
    'Customer Mobile': 'clientPhone',
    'Customer Email': 'clientEmail',
    Service: 'service',
    Staff: 'staff',
    'Staff Member': 'staff',
    Notes: 'notes',
  },
};
