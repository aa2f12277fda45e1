import type { AuditEvent } from '../../registry/audit';
import type { BusinessFormat } from '../format';
import { historyFieldLabel, historyFieldOf, type HistoryField } from './historyFields';
import type { HistoryNames } from './useHistoryNames';

/** The fields every row has, which say nothing about what changed. */
const UNTOLD_FIELDS = new Set(['id', 'businessId', 'createdAt', 'updatedAt']);
const REDACTED = '[redacted]';
/** A moment as the database keeps it in JSON (`2026-11-20T07:30:00.123+00:00`). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** An id: shown short where no name stands for it (a recurring series, a record since deleted). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The digits of an id shown when its record has no name to show (it was deleted). */
const SHORT_ID = 8;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a History needs to turn stored values into words. */
export interface HistoryWording {
  translate: Translate;
  format: BusinessFormat;
  names: HistoryNames;
}

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && !value.length) ||
  (typeof value === 'object' && !Object.keys(value).length);

const shortId = (id: string) => `#${id.slice(0, SHORT_ID)}`;

/** Ids as the names of their records, where the web app has them. */
const namesOf = (names: Map<string, string> | undefined, value: unknown) =>
  (Array.isArray(value) ? value : [value])
    .map((id) => names?.get(String(id)) ?? shortId(String(id)))
    .join(', ');

/** Structured data in a few words: how many entries or settings, never the raw JSON. */
const summary = (translate: Translate, value: unknown) => {
  if (Array.isArray(value))
    return value.every((item) => typeof item !== 'object' || item === null)
      ? value.map(String).join(', ')
      : translate('saluni.history.entries', { smart_count: value.length });
  if (typeof value === 'object' && value !== null)
    return translate('saluni.history.settings', { smart_count: Object.keys(value).length });
  return String(value);
};

const amountOf = (format: BusinessFormat, value: unknown, money: HistoryField['money']) => {
  const amount = Number(value);
  if (!Number.isFinite(amount)) return String(value);
  return format.money(money === 'minor' ? amount / 100 : amount);
};

/** A stored value as words: names for ids, amounts in the business's currency, moments in its zone. */
export const valueText = (wording: HistoryWording, field: HistoryField, value: unknown): string => {
  const { translate, format, names } = wording;
  if (isBlank(value)) return translate('saluni.history.blank');
  if (value === REDACTED) return translate('saluni.history.hidden');
  if (typeof value === 'boolean') return translate(`ra.boolean.${value}`);
  if (field.reference) return namesOf(names.records.get(field.reference), value);
  if (field.person) return namesOf(names.people, value);
  if (field.money) return amountOf(format, value, field.money);
  const choice = field.choices?.find((option) => option.value === value);
  // The label where the catalogue in use has it (an area's loads with its screens), else the value.
  if (choice) return translate(choice.label, { _: choice.value });
  if (field.labels && typeof value === 'string')
    return translate(`${field.labels}.${value}`, { _: value });
  if (typeof value === 'string' && INSTANT.test(value)) return format.dateTime(value);
  if (typeof value === 'string' && UUID.test(value)) return shortId(value);
  if (field.json || typeof value === 'object') return summary(translate, value);
  return String(value);
};

/** One line per field the event touched: `Name: before → after` (only one side for a create or a delete). */
export const changeLines = (wording: HistoryWording, event: AuditEvent) => {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => !UNTOLD_FIELDS.has(field),
  );
  return fields.map((field) => {
    const described = historyFieldOf(event.table, field);
    const label = historyFieldLabel(wording.translate, event.table, field);
    const sides = [
      ...(event.before ? [valueText(wording, described, before[field])] : []),
      ...(event.after ? [valueText(wording, described, after[field])] : []),
    ];
    return { field, text: `${label}: ${sides.join(' → ')}` };
  });
};
