import { and, asc, eq, ilike } from 'drizzle-orm';
import { businessRow, businessRowsMatching } from '../db/businessRows';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import type { Database } from '../db/database';
import { newestFirstPage } from '../registry/documentPage';
import { productOptions, productOptionValues } from '../db/schema';
import { notFound } from '../http/errors';
import { text } from '../http/messages';
import { likePattern, parsePaging, queryText } from '../http/paging';
import { isUuid } from '../http/ids';
import { productUsingOption, productUsingValue } from './optionUsage';
import { parseOptionName, parseOptionValues } from './optionValues';
import {
  inUse,
  lockOption,
  replaceValues,
  withUniqueMessages,
  type OptionRow,
} from './optionValueWrites';

/** The options' permission module; typing new values while adding variants needs it too. */
export const OPTIONS_MODULE = 'products.Options';

type Query = Record<string, unknown>;

// `id` / `_id` name the option when the path does not (PUT /v1/product/options).
export const optionBodySchema = yup.object({
  businessId: yup.mixed(),
  id: yup.mixed(),
  _id: yup.mixed(),
  option_name: yup.mixed(),
  option_values: yup.mixed(),
});

type OptionBody = yup.InferType<typeof optionBodySchema>;

/** Option documents with their values in entry order. */
const optionDocuments = async (db: Database, rows: OptionRow[]) => {
  const values = rows.length
    ? await db
        .select()
        .from(productOptionValues)
        .where(
          businessRowsMatching(productOptionValues, rows[0]!.businessId, {
            optionId: rows.map((row) => row.id),
          }),
        )
        .orderBy(asc(productOptionValues.position), asc(productOptionValues.id))
    : [];
  return rows.map((row) => ({
    _id: row.id,
    businessId: row.businessId,
    option_name: row.option_name,
    option_values: values
      .filter((value) => value.optionId === row.id)
      .map((value) => ({ _id: value.id, value: value.value })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
};

const optionDocument = async (db: Database, row: OptionRow) =>
  (await optionDocuments(db, [row]))[0]!;

/** The option a body names by `id` or `_id`, for the update that carries it there instead of in the path. */
export const bodyOptionId = (body: OptionBody): unknown => body.id ?? body._id;

/** A new option with its values. */
export const createOption = (db: Database, businessId: string, body: OptionBody) => {
  const name = parseOptionName(body.option_name);
  const values = parseOptionValues(body.option_values);
  return withUniqueMessages(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(productOptions)
        .values({ businessId, id: uuidv7(), option_name: name })
        .returning();
      await tx.insert(productOptionValues).values(
        values.map((entry, position) => ({
          businessId,
          id: uuidv7(),
          optionId: row!.id,
          value: entry.value,
          position,
        })),
      );
      return optionDocument(tx, row!);
    }),
  );
};

/** One page of the business's options, newest first, `q` in the name. */
export const optionPage = (db: Database, businessId: string, query: Query) => {
  const paging = parsePaging(query, ['businessId', 'page', 'limit', 'q']);
  const term = queryText(query, 'q')?.trim();
  const where = and(
    eq(productOptions.businessId, businessId),
    term ? ilike(productOptions.option_name, likePattern(term)) : undefined,
  );
  return newestFirstPage(db, productOptions, where, paging, (rows) => optionDocuments(db, rows));
};

/** One option of the business; a 404 when it has none by that id. */
export const optionById = async (db: Database, businessId: string, id: string) => {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(productOptions)
    .where(businessRow(productOptions, businessId, id));
  if (!row) throw notFound();
  return optionDocument(db, row);
};

/** Renames an option and makes its values the body's, when the body names them. */
export const updateOption = (db: Database, businessId: string, id: unknown, body: OptionBody) => {
  const name = body.option_name === undefined ? undefined : parseOptionName(body.option_name);
  const values =
    body.option_values === undefined ? undefined : parseOptionValues(body.option_values);
  return withUniqueMessages(() =>
    db.transaction(async (tx) => {
      const existing = await lockOption(tx, businessId, id);
      if (values) await replaceValues(tx, businessId, existing, values);
      const [row] = await tx
        .update(productOptions)
        .set({ ...(name !== undefined && { option_name: name }), updatedAt: new Date() })
        .where(businessRow(productOptions, businessId, existing.id))
        .returning();
      return optionDocument(tx, row!);
    }),
  );
};

/** Deletes an option no product uses, answering with it as it was. */
export const deleteOption = (db: Database, businessId: string, id: unknown) =>
  db.transaction(async (tx) => {
    const existing = await lockOption(tx, businessId, id);
    const product = await productUsingOption(tx, businessId, existing.id);
    if (product)
      throw inUse(text('saluni.catalogue.option.inUse', { option: existing.option_name, product }));
    const document = await optionDocument(tx, existing);
    await tx.delete(productOptions).where(businessRow(productOptions, businessId, existing.id));
    return document;
  });

/** Deletes one value no product uses, answering with its option as it is now. */
export const deleteOptionValue = async (db: Database, businessId: string, id: string) => {
  if (!isUuid(id)) throw notFound();
  return db.transaction(async (tx) => {
    const [value] = await tx
      .select()
      .from(productOptionValues)
      .where(businessRow(productOptionValues, businessId, id));
    if (!value) throw notFound();
    const existing = await lockOption(tx, businessId, value.optionId);
    const product = await productUsingValue(tx, businessId, value.id);
    if (product)
      throw inUse(text('saluni.catalogue.option.valueInUse', { value: value.value, product }));
    await tx
      .delete(productOptionValues)
      .where(businessRow(productOptionValues, businessId, value.id));
    return optionDocument(tx, existing);
  });
};
