import { parse } from 'csv-parse/sync';
import { IMPORT_MAX_ROWS } from '../../registry/dataImport';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';

/** One row of the file: its line (the header is line 1) and its cells by column. */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

export interface CsvFile {
  columns: string[];
  rows: CsvRow[];
}

const refused = (key: string, args?: Record<string, number | string>) =>
  validationFailed({ csv: text(`saluni.dataImport.file.${key}`, args) });

/** Comma unless the header line holds more semicolons than commas (a spreadsheet of a comma-decimal locale). */
const delimiterOf = (csv: string) => {
  const header = csv.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const count = (mark: string) => header.split(mark).length - 1;
  return count(';') > count(',') ? ';' : ',';
};

const parseRecords = (csv: string): { record: string[]; line: number }[] => {
  try {
    const records = parse(csv, {
      bom: true,
      delimiter: delimiterOf(csv),
      skip_empty_lines: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({
      record,
      // The parser counts the line a record ends on; a quoted cell may span several.
      line: info.lines - record.join('').split('\n').length + 1,
    }));
  } catch {
    throw refused('unreadable');
  }
};

/**
 * Reads a CSV file (RFC 4180 quoting, a byte-order mark, CRLF, comma or semicolon): its header and
 * rows. A 422 on `csv` when it is empty, has no header, repeats a column or holds too many rows.
 * A row with fewer cells leaves the rest empty; one whose line has only separators is skipped.
 */
export const readCsvFile = (csv: string): CsvFile => {
  if (!csv.trim()) throw refused('empty');
  const records = parseRecords(csv);
  const [header, ...body] = records;
  const columns = header?.record.map((name) => name.trim()) ?? [];
  if (!columns.some(Boolean)) throw refused('noHeader');
  if (columns.some((name) => !name)) throw refused('blankColumn');
  const repeated = columns.find((name, index) => columns.indexOf(name) !== index);
  if (repeated) throw refused('duplicateColumn', { column: repeated });
  const rows = body
    .filter(({ record }) => record.some((cell) => cell.trim()))
    .map(({ record, line }) => ({
      line,
      cells: Object.fromEntries(columns.map((name, index) => [name, record[index]?.trim() ?? ''])),
    }));
  if (!rows.length) throw refused('noRows');
  if (rows.length > IMPORT_MAX_ROWS) throw refused('tooManyRows', { max: IMPORT_MAX_ROWS });
  return { columns, rows };
};
