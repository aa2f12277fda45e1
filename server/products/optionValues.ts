import { validationFailed } from '../http/errors';
import { text } from '../http/messages';

/** One entry of a submitted value list: an existing value (with `_id`) or a new text. */
export interface SubmittedValue {
  _id?: string;
  value: string;
}

const invalid = () =>
  validationFailed({ option_values: text('saluni.catalogue.option.valuesInvalid') });

const entryOf = (item: unknown): SubmittedValue | null => {
  if (typeof item === 'string') return { value: item.trim() };
  if (item === null) return null;
  if (!item || typeof item !== 'object' || Array.isArray(item)) throw invalid();
  const { _id, value, ...rest } = item as Record<string, unknown>;
  if (
    Object.keys(rest).length ||
    typeof value !== 'string' ||
    (_id !== undefined && typeof _id !== 'string')
  )
    throw invalid();
  return _id === undefined ? { value: value.trim() } : { _id, value: value.trim() };
};

/**
 * Option values as the options dialog sends them: comma-separated text, or a list of texts or
 * `{ value }` / `{ _id, value }`. Values are trimmed and empty ones dropped; a value listed twice
 * (ignoring case) is refused, so the stored list never depends on which copy won.
 */
export const parseOptionValues = (raw: unknown): SubmittedValue[] => {
  const items = typeof raw === 'string' ? raw.split(',') : Array.isArray(raw) ? raw : undefined;
  if (!items) throw invalid();
  const values = items
    .map(entryOf)
    .filter((entry): entry is SubmittedValue => entry !== null && entry.value !== '');
  const seen = new Set<string>();
  for (const entry of values) {
    if (entry.value.length > 120)
      throw validationFailed({ option_values: text('saluni.validation.tooLong', { max: 120 }) });
    const key = entry.value.toLowerCase();
    if (seen.has(key))
      throw validationFailed({
        option_values: text('saluni.catalogue.option.duplicateValue', { value: entry.value }),
      });
    seen.add(key);
  }
  if (!values.length)
    throw validationFailed({ option_values: text('saluni.spec.validation.productOptionRequired') });
  return values;
};

/** The option name: required and trimmed. */
export const parseOptionName = (raw: unknown): string => {
  if (raw !== undefined && raw !== null && typeof raw !== 'string')
    throw validationFailed({ option_name: text('saluni.validation.mustBeText') });
  const name = (raw ?? '').trim();
  if (!name)
    throw validationFailed({ option_name: text('saluni.spec.validation.productOptionRequired') });
  if (name.length > 120)
    throw validationFailed({ option_name: text('saluni.validation.tooLong', { max: 120 }) });
  return name;
};
