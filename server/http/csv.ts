import { stringify } from 'csv-stringify';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/database';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Every list's CSV download: the business's records the list query matches (its search, filters
 * and sort), streamed to the reply as one file. One signature, so each export reads the same way.
 */
export type CsvExport = (
  db: Database,
  reply: FastifyReply,
  businessId: string,
  query: Record<string, unknown>,
) => Promise<FastifyReply>;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/**
 * A spreadsheet opens a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula; a leading apostrophe makes it plain text (OWASP "CSV injection").
 */
export const neutraliseFormula = (value: string): string =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

/**
 * An instant as the business's clock showed it, ISO 8601 with the offset
 * (`2026-11-23T09:30:00+03:00`): a spreadsheet reads the salon's own time, and the offset keeps
 * the instant exact. Every date and time a CSV export writes goes through here.
 */
export const csvDateTime = (
  value: Date | string | null | undefined,
  timeZone: string,
): string | null =>
  value === null || value === undefined
    ? null
    : dayjs(value).tz(timeZone).format('YYYY-MM-DDTHH:mm:ssZ');

const cell = (value: string | number | boolean | null | undefined): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string'
      ? neutraliseFormula(value)
      : String(value);

/**
 * Streams rows as an RFC 4180 CSV download (header row, CRLF, quoted where needed) named
 * `filename`. `rows` may be an async iterable, so a large export never sits in memory whole.
 */
export const sendCsv = <Row>(
  reply: FastifyReply,
  filename: string,
  columns: CsvColumn<Row>[],
  rows: Iterable<Row> | AsyncIterable<Row>,
) => {
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
    quoted_match: /["\r\n,]/,
  });
  void (async () => {
    try {
      for await (const row of rows) {
        if (!csv.write(columns.map((column) => cell(column.value(row)))))
          await new Promise((resolve) => csv.once('drain', resolve));
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('x-content-type-options', 'nosniff')
    .send(csv);
};
