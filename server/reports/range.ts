import { and, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest, HttpError } from '../http/errors';
import { text } from '../http/messages';

export type Query = Record<string, unknown>;

/**
 * A report's range: either bound may be absent (all time on that side); both are included.
 * `after` is a start excluded, for periods that begin where an earlier one ended (a till's
 * cash-up), so an instant on the seam counts once.
 */
export interface ReportRange {
  start?: Date;
  after?: Date;
  end?: Date;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A 400 naming the field, so the report's filter can show it beside the input. */
export const fieldRefusal = (field: string, messageKey: string, args?: Record<string, string>) => {
  const message = text(messageKey, args);
  return new HttpError(400, 'BAD_REQUEST', message, { [field]: message });
};

/**
 * A text query value. The web's filters send 'null' or '' for a cleared value, so both mean
 * absent; a repeated key (an array) is a 400.
 */
export const textParam = (query: Query, key: string): string | undefined => {
  const value = query[key];
  if (value === undefined || value === '' || value === 'null') return undefined;
  if (typeof value !== 'string') throw badRequest('saluni.validation.invalidQuery');
  return value;
};

/** One of `choices`, or a 400 naming the field and the choices. */
export const choiceParam = <T extends string>(
  query: Query,
  key: string,
  choices: readonly T[],
): T | undefined => {
  const value = textParam(query, key);
  if (value !== undefined && !(choices as readonly string[]).includes(value)) {
    throw fieldRefusal(key, 'saluni.validation.invalidChoice', { choices: choices.join(', ') });
  }
  return value as T | undefined;
};

/** 'true' or 'false' (absent is false). */
export const flagParam = (query: Query, key: string): boolean =>
  choiceParam(query, key, ['true', 'false'] as const) === 'true';

const instantParam = (query: Query, key: string): Date | undefined => {
  const value = textParam(query, key);
  if (value === undefined) return undefined;
  const instant = new Date(value);
  if (!DATE_TIME.test(value) || Number.isNaN(instant.getTime()))
    throw fieldRefusal(key, 'saluni.reports.validation.notADate');
  return instant;
};

/**
 * `startDate`/`endDate` of every report: ISO timestamps, as the report date filter emits them
 * (the start of its first day to the end of its last, in the business zone). An end before the
 * start is refused on `endDate`.
 */
export const rangeOf = (query: Query): ReportRange => {
  const start = instantParam(query, 'startDate');
  const end = instantParam(query, 'endDate');
  if (start && end && end < start)
    throw fieldRefusal('endDate', 'saluni.reports.validation.endBeforeStart');
  return { start, end };
};

/** The range as conditions on a timestamp column. */
export const within = (column: PgColumn, range: ReportRange): SQL | undefined =>
  and(
    range.start ? gte(column, range.start) : undefined,
    range.after ? gt(column, range.after) : undefined,
    range.end ? lte(column, range.end) : undefined,
  );

/**
 * The day of the business zone an instant falls on, a date: rows are grouped by it and only the
 * groups' days are written out as text (`dayText`): a third less work over a year's orders.
 */
export const zonedDay = (column: PgColumn, zone: string) =>
  sql<string>`(${column} at time zone ${zone})::date`;
export const dayText = (day: SQL.Aliased<string>) => sql<string>`to_char(${day}, 'YYYY-MM-DD')`;
