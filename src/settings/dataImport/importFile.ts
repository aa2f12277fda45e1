import type { ImportProblem } from '../../../registry/dataImport';

/** The largest file the page reads: the whole text goes in each call's body. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** A file read in the browser, ready to send. */
export interface ChosenFile {
  name: string;
  text: string;
  /** Records under the header row. */
  rowCount: number;
}

const T = 'saluni.dataImport.choose';

/** Some systems (Windows's spreadsheets) label a CSV file with these types. */
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'application/vnd.ms-excel']);

const looksLikeCsv = (file: File) => /\.csv$/i.test(file.name) || CSV_TYPES.has(file.type);

/**
 * The records of a CSV text that hold something, header included: line breaks inside quoted
 * cells (RFC 4180) do not start a record, so the count matches the server's lines.
 */
const recordCount = (text: string): number => {
  let records = 0;
  let quoted = false;
  let filled = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (!quoted && (char === '\n' || char === '\r')) {
      if (filled) records += 1;
      filled = false;
    } else if (char.trim() !== '') filled = true;
  }
  return filled ? records + 1 : records;
};

/** The file's text and row count, or the key of the text that says why it cannot be imported. */
export const readImportFile = async (
  file: File,
): Promise<{ file: ChosenFile } | { refusal: string }> => {
  if (!looksLikeCsv(file)) return { refusal: `${T}.notCsv` };
  if (file.size > MAX_IMPORT_BYTES) return { refusal: `${T}.tooLarge` };
  let text: string;
  try {
    // A spreadsheet's byte order mark would stick to the first column's name.
    text = (await file.text()).replace(/^\uFEFF/, '');
  } catch {
    return { refusal: `${T}.unreadable` };
  }
  const rowCount = Math.max(0, recordCount(text) - 1);
  if (rowCount === 0) return { refusal: `${T}.empty` };
  return { file: { name: file.name, text, rowCount } };
};

const csvCell = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The problems as a CSV file to fix the source by: line, field (in words) and message. */
export const problemsCsv = (
  problems: ImportProblem[],
  headings: [string, string, string],
  fieldLabel: (field: string | undefined) => string,
): Blob =>
  new Blob(
    [
      [headings, ...problems.map((p) => [String(p.line), fieldLabel(p.field), p.message])]
        .map((cells) => cells.map(csvCell).join(','))
        .join('\r\n') + '\r\n',
    ],
    { type: 'text/csv;charset=utf-8' },
  );
