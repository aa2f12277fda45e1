/**
 * CSV exports of what a report view shows, made in the browser from the rows already fetched
 * (the server's exports stream through server/http/csv.ts; these rows are small and on screen).
 * RFC 4180: a header row, CRLF, a cell quoted when it holds a quote, comma or line break.
 */
import { saveBlob } from '../dataProvider/routeCall';

export type CsvCell = string | number | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

/** A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula; an apostrophe keeps it text. */
const neutraliseFormula = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const quoted = (text: string): string =>
  /["\r\n,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;

// Numbers are written as they are (a refund is a plain -250), so only text goes through the formula guard.
const cellText = (value: CsvCell): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'number'
      ? String(value)
      : quoted(neutraliseFormula(value));

/** The CSV text of `rows` under `columns`' headers. */
export const csvText = <Row>(columns: CsvColumn<Row>[], rows: readonly Row[]): string =>
  [
    columns.map((column) => cellText(column.header)),
    ...rows.map((row) => columns.map((column) => cellText(column.value(row)))),
  ]
    .map((cells) => cells.join(','))
    .join('\r\n') + '\r\n';

/** Saves `text` as `filename`. The byte-order mark makes spreadsheet programs read the file as UTF-8 (names with accents, the ellipsis). */
export const saveCsv = (filename: string, text: string): void =>
  saveBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), filename);
