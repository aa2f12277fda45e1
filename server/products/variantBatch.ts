import { asc } from 'drizzle-orm';
import { businessRow, businessRowsMatching } from '../db/businessRows';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import { textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { productOptions, productOptionValues, products, productVariants } from '../db/schema';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import type { Access } from '../tenancy/access';
import type { ProductRow, StoredOptionSet, StoredVariantOption } from './productDocuments';
import { missingValue } from './productRules';
import { id, object } from './productInput';
import { checkSkusFree } from './skus';

/** The most variants one call makes: a few options of a dozen values each, never an accident of thousands. */
export const VARIANT_BATCH_MAX = 200;

/**
 * `POST /v1/product/{id}/variants`: the variants to add, each naming one value per option of
 * the product's option set, by id or as typed text (an existing value of that option, ignoring
 * case, or a new one).
 */
export const variantBatchSchema = object({
  businessId: yup.mixed(),
  variants: yup
    .array(
      object({
        sku: textSchema(64).nullable(),
        options: yup
          .array(
            object({
              option_name_id: id().required('saluni.spec.validation.productOptionRequired'),
              option_value_id: id(),
              value: textSchema(120),
            }),
          )
          .strict()
          .typeError('saluni.validation.invalidValue')
          .required('saluni.spec.validation.productOptionRequired'),
      }),
    )
    .strict()
    .typeError('saluni.validation.invalidValue')
    .min(1, 'saluni.catalogue.product.noVariants')
    .max(VARIANT_BATCH_MAX, {
      message: 'saluni.catalogue.product.tooManyAtOnce',
      args: { n: VARIANT_BATCH_MAX },
    })
    .required('saluni.catalogue.product.noVariants'),
});

export type VariantBatch = yup.InferType<typeof variantBatchSchema>;

/** Typing a value adds it to the option, which is the options module's business. */
export const typesNewValues = (body: VariantBatch) =>
  body.variants.some((variant) =>
    variant.options.some((option) => !option.option_value_id && option.value),
  );

interface KnownValue {
  id: string;
  optionId: string;
  value: string;
}

const combinationKey = (optionIds: string[], byOption: Map<string, string>) =>
  optionIds.map((optionId) => byOption.get(optionId)).join('|');

/**
 * Adds variants to a variant product in the caller's transaction (all or nothing): every
 * variant names one value of each option of the product's set, no two alike and none equal to
 * a variant the product has. Typed values new to an option are added to it, and every value used
 * joins the product's option set. New variants start as the spec's do: stock 0, monitored, prices 0.
 */
export const addVariants = async (
  tx: Database,
  access: Access,
  product: ProductRow,
  body: VariantBatch,
): Promise<void> => {
  const { businessId } = access;
  if (product.product_type !== 'variant')
    throw validationFailed({
      variants: text('saluni.catalogue.product.variantsNeedVariantProduct'),
    });
  const optionSet = product.option_set as StoredOptionSet[];
  const optionIds = optionSet.map((entry) => entry.option_name_id);
  const [options, stored, existing] = await Promise.all([
    tx
      .select({ id: productOptions.id, name: productOptions.option_name })
      .from(productOptions)
      .where(businessRowsMatching(productOptions, businessId, { id: optionIds }))
      .orderBy(asc(productOptions.id))
      .for('update'),
    tx
      .select({
        id: productOptionValues.id,
        optionId: productOptionValues.optionId,
        value: productOptionValues.value,
        position: productOptionValues.position,
      })
      .from(productOptionValues)
      .where(businessRowsMatching(productOptionValues, businessId, { optionId: optionIds })),
    tx
      .select({ options: productVariants.options, position: productVariants.position })
      .from(productVariants)
      .where(businessRowsMatching(productVariants, businessId, { productId: product.id })),
  ]);
  const nameOf = new Map(options.map((option) => [option.id, option.name]));
  const values: KnownValue[] = [...stored];
  const newValues: (KnownValue & { position: number })[] = [];
  const nextPosition = new Map<string, number>();
  for (const value of stored)
    nextPosition.set(
      value.optionId,
      Math.max(nextPosition.get(value.optionId) ?? 0, value.position + 1),
    );

  /** The id of the value an entry names, adding a typed value the option does not have yet. */
  const valueIdOf = (
    optionId: string,
    entry: { option_value_id?: string; value?: string },
    field: string,
  ): string | null => {
    if (entry.option_value_id) {
      if (
        !values.some((value) => value.id === entry.option_value_id && value.optionId === optionId)
      )
        throw validationFailed({ [field]: text('saluni.validation.referenceNotFound') });
      return entry.option_value_id;
    }
    const typed = entry.value?.trim();
    if (!typed) return null;
    const found = values.find(
      (value) => value.optionId === optionId && value.value.toLowerCase() === typed.toLowerCase(),
    );
    if (found) return found.id;
    const position = nextPosition.get(optionId) ?? 0;
    nextPosition.set(optionId, position + 1);
    const added = { id: uuidv7(), optionId, value: typed, position };
    values.push(added);
    newValues.push(added);
    return added.id;
  };

  const seen = new Set(
    existing.map((variant) =>
      combinationKey(
        optionIds,
        new Map(
          (variant.options as StoredVariantOption[]).map((o) => [
            o.option_name_id,
            o.option_value_id,
          ]),
        ),
      ),
    ),
  );
  const made = new Set<string>();
  const variantOptions = body.variants.map((variant, index) => {
    const field = `variants[${index}].options`;
    const byOption = new Map<string, string>();
    for (const entry of variant.options) {
      if (!nameOf.has(entry.option_name_id) || byOption.has(entry.option_name_id))
        throw validationFailed({ [field]: text('saluni.catalogue.product.optionNotOfProduct') });
      const valueId = valueIdOf(entry.option_name_id, entry, field);
      if (valueId) byOption.set(entry.option_name_id, valueId);
    }
    const lacking = optionIds.find((optionId) => !byOption.has(optionId));
    if (lacking) throw missingValue(index, nameOf.get(lacking) ?? '');
    const key = combinationKey(optionIds, byOption);
    const name = optionIds
      .map((optionId) => values.find((value) => value.id === byOption.get(optionId))?.value)
      .join(' / ');
    if (seen.has(key))
      throw validationFailed({ [field]: text('saluni.catalogue.product.variantExists', { name }) });
    if (made.has(key))
      throw validationFailed({ [field]: text('saluni.catalogue.product.duplicateCombination') });
    made.add(key);
    return optionIds.map((optionId) => ({
      option_name_id: optionId,
      option_value_id: byOption.get(optionId)!,
    }));
  });

  await checkSkusFree(
    tx,
    businessId,
    body.variants.map((variant) => ({ sku: variant.sku })),
  );
  if (newValues.length)
    await tx
      .insert(productOptionValues)
      .values(newValues.map((added) => ({ businessId, ...added })));
  const last = existing.reduce((highest, variant) => Math.max(highest, variant.position), -1);
  await tx.insert(productVariants).values(
    body.variants.map((variant, index) => ({
      businessId,
      id: uuidv7(),
      productId: product.id,
      position: last + 1 + index,
      sku: variant.sku?.trim() || null,
      options: variantOptions[index],
    })),
  );
  const used = new Set(variantOptions.flat().map((option) => option.option_value_id));
  const grown = optionSet.map((entry) => ({
    option_name_id: entry.option_name_id,
    option_values: [
      ...entry.option_values,
      ...values
        .filter(
          (value) =>
            value.optionId === entry.option_name_id &&
            used.has(value.id) &&
            !entry.option_values.includes(value.id),
        )
        .map((value) => value.id),
    ],
  }));
  await tx
    .update(products)
    .set({ option_set: grown, updatedAt: new Date() })
    .where(businessRow(products, businessId, product.id));
};
