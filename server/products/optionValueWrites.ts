import { businessRow, businessRowsMatching, lockBusinessRow } from '../db/businessRows';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { productOptions, productOptionValues } from '../db/schema';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { isUuid } from '../http/ids';
import { productUsingValue } from './optionUsage';
import type { SubmittedValue } from './optionValues';

export type OptionRow = typeof productOptions.$inferSelect;

/** The option row of `id` in the business, locked for the write; else 404. */
export const lockOption = async (tx: Database, businessId: string, id: unknown) => {
  if (!isUuid(id)) throw notFound();
  const row = await lockBusinessRow(tx, productOptions, businessId, id);
  if (!row) throw notFound();
  return row;
};

/** A 409 naming the product that uses what a call would remove. */
export const inUse = (message: string) => new HttpError(409, 'INVALID_STATE', message);

/** Unique names per business and unique values per option, as the spec's messages. */
export const withUniqueMessages = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = String(
      (error as { constraint?: string }).constraint ?? (error as Error).message,
    );
    // Only renames that swap two values' texts in one update can clash here.
    if (message.includes('product_option_values'))
      throw validationFailed({ option_values: text('saluni.catalogue.option.valuesClash') });
    throw new HttpError(409, 'DUPLICATE_KEY', text('saluni.catalogue.option.duplicateName'), {
      option_name: text('saluni.catalogue.option.duplicateName'),
    });
  }
};

/** Makes the option's values equal to `submitted` (keep, rename, add, remove unused). */
export const replaceValues = async (
  tx: Database,
  businessId: string,
  option: OptionRow,
  submitted: SubmittedValue[],
) => {
  const current = await tx
    .select()
    .from(productOptionValues)
    .where(businessRowsMatching(productOptionValues, businessId, { optionId: option.id }));
  const kept = new Set<string>();
  const plan = submitted.map((entry) => {
    const match = entry._id
      ? current.find((value) => value.id === entry._id)
      : current.find((value) => value.value.toLowerCase() === entry.value.toLowerCase());
    if (entry._id && !match)
      throw validationFailed({ option_values: text('saluni.catalogue.option.valueNotInOption') });
    if (match) kept.add(match.id);
    return { entry, match };
  });
  for (const removed of current.filter((value) => !kept.has(value.id))) {
    const product = await productUsingValue(tx, businessId, removed.id);
    if (product)
      throw inUse(text('saluni.catalogue.option.valueInUse', { value: removed.value, product }));
    await tx
      .delete(productOptionValues)
      .where(businessRow(productOptionValues, businessId, removed.id));
  }
  for (const [position, { entry, match }] of plan.entries()) {
    if (match) {
      await tx
        .update(productOptionValues)
        .set({ value: entry.value, position, updatedAt: new Date() })
        .where(businessRow(productOptionValues, businessId, match.id));
    } else {
      await tx.insert(productOptionValues).values({
        businessId: businessId,
        id: uuidv7(),
        optionId: option.id,
        value: entry.value,
        position,
      });
    }
  }
};
