import { CsvError, parse, type Options } from 'csv-parse/sync';
import { businessRowsMatching } from '../db/businessRows';
import { v7 as uuidv7 } from 'uuid';
import { ValidationError } from 'yup';
import { googleReview } from '../../registry';
import { buildRecordSchema } from '../../registry/recordSchema';
import { fieldErrors } from '../../registry/validation';
import type { Database } from '../db/database';
import { googleReviews } from '../db/schema';
import type { RequestBody } from '../http/multipart';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';

/** The file's header row names these columns, in any order and case; `comment` may be left out. */
export const IMPORT_COLUMNS = {
  reviewer: 'reviewer',
  rating: 'rating',
  comment: 'comment',
  date: 'reviewedOn',
} as const;
const REQUIRED_COLUMNS = ['reviewer', 'rating', 'date'];
export const MAX_IMPORT_ROWS = 5000;
/** Enough lines to fix a file by; more would only flood the screen. */
const MAX_REPORTED_LINES = 20;

type ImportedReview = {
  reviewer: string;
  rating: number;
  comment: string | null;
  reviewedOn: string;
};

const fileError = (key: string, args?: Record<string, string | number>) =>
  validationFailed({ file: text(key, args) });

/** The same key for the same review, so importing a file twice adds nothing the second time. */
const sameReviewKey = (review: ImportedReview) =>
  JSON.stringify([review.reviewer, review.rating, review.comment ?? '', review.reviewedOn]);

type ParsedRow = { record: Record<string, string>; info: { lines: number } };

/** csv-parse with the file's own header row; a file that is not CSV is a 422 naming the line. */
const parseCsv = <T>(content: Buffer, options: Options): T => {
  try {
    return parse(content, { bom: true, ...options }) as T;
  } catch (error) {
    if (error instanceof CsvError)
      throw fileError('saluni.clientRecords.import.notCsv', {
        line: (error as CsvError & { lines?: number }).lines ?? 1,
      });
    throw error;
  }
};

/** A row's text cells as the googleReview declaration's values: rating as a whole number, empty comment as none. */
const rowValues = (record: Record<string, string>) => ({
  reviewer: record.reviewer ?? '',
  rating: /^\d{1,3}$/.test(record.rating ?? '') ? Number(record.rating) : record.rating,
  comment: record.comment ? record.comment : null,
  reviewedOn: record.date ?? '',
});

/**
 * Reads and checks every row. Any bad row refuses the whole file with a 422 whose `fields`
 * name each bad line (`line 3` -> 'Line 3, rating: Must be at most 5'), at most 20 of them.
 */
export const readReviewsCsv = async (content: Buffer): Promise<ImportedReview[]> => {
  const header = parseCsv<string[][]>(content, { to_line: 1, relax_column_count: true });
  const columns = (header[0] ?? []).map((name) => name.trim().toLowerCase());
  const unknown = columns.filter((name) => !(name in IMPORT_COLUMNS));
  if (unknown.length)
    throw fileError('saluni.clientRecords.import.unknownColumn', {
      column: unknown[0]!,
      columns: Object.keys(IMPORT_COLUMNS).join(', '),
    });
  if (!REQUIRED_COLUMNS.every((name) => columns.includes(name)))
    throw fileError('saluni.clientRecords.import.missingColumns');

  const rows = parseCsv<ParsedRow[]>(content, {
    columns: (names: string[]) => names.map((name) => name.trim().toLowerCase()),
    skip_empty_lines: true,
    trim: true,
    info: true,
  });
  if (!rows.length) throw fileError('saluni.clientRecords.import.empty');
  if (rows.length > MAX_IMPORT_ROWS)
    throw fileError('saluni.clientRecords.import.tooMany', { max: MAX_IMPORT_ROWS });

  const schema = buildRecordSchema(googleReview);
  const errors: Record<string, string> = {};
  const reviews: ImportedReview[] = [];
  for (const { record, info } of rows) {
    const values = rowValues(record);
    try {
      await schema.validate(values, { abortEarly: false, strict: true });
      reviews.push(values as ImportedReview);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      if (Object.keys(errors).length >= MAX_REPORTED_LINES) continue;
      const [field, message] = Object.entries(fieldErrors(error))[0]!;
      const column =
        Object.entries(IMPORT_COLUMNS).find(([, name]) => name === field)?.[0] ?? field;
      errors[`line ${info.lines}`] = text('saluni.clientRecords.import.badLine', {
        line: info.lines,
        column,
        message: text(message),
      });
    }
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return reviews;
};

/**
 * Imports the reviews of a multipart body (businessId, file): all rows or none, in one
 * transaction; a review already stored (same reviewer, rating, comment and date) is skipped,
 * not doubled.
 */
export const importGoogleReviews = async (db: Database, businessId: string, body: RequestBody) => {
  const unknown = Object.keys(body.fields).filter((key) => key !== 'businessId');
  if (unknown.length)
    throw validationFailed(
      Object.fromEntries(unknown.map((key) => [key, text('saluni.validation.unknownField')])),
    );
  const files = body.files.filter((file) => file.field === 'file');
  if (files.length !== 1 || body.files.length !== 1)
    throw fileError('saluni.clientRecords.import.fileRequired');
  const reviews = await readReviewsCsv(files[0]!.content);

  return db.transaction(async (tx) => {
    const stored = await tx
      .select({
        reviewer: googleReviews.reviewer,
        rating: googleReviews.rating,
        comment: googleReviews.comment,
        reviewedOn: googleReviews.reviewedOn,
      })
      .from(googleReviews)
      .where(
        businessRowsMatching(googleReviews, businessId, {
          reviewer: [...new Set(reviews.map((review) => review.reviewer))],
        }),
      );
    const seen = new Set(stored.map(sameReviewKey));
    const fresh = reviews.filter((review) => {
      const key = sameReviewKey(review);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const now = new Date();
    for (let start = 0; start < fresh.length; start += 500) {
      await tx.insert(googleReviews).values(
        fresh.slice(start, start + 500).map((review) => ({
          ...review,
          businessId,
          id: uuidv7(),
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    return { imported: fresh.length, skipped: reviews.length - fresh.length };
  });
};
