import { asc } from 'drizzle-orm';
import { businessRowsMatching, hasBusinessRow } from '../db/businessRows';
import type { Database } from '../db/database';
import { productCategories, productOptionValues, productOptions, warehouses } from '../db/schema';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { GENERAL_WAREHOUSE } from '../stock';
import type { Attribute, StoredOptionSet, StoredVariantOption } from './productDocuments';
import type { AttributeInput, ProductCreate } from './productInput';

const notInBusiness = (field: string) =>
  validationFailed({ [field]: text('saluni.validation.referenceNotFound') });
const refused = (field: string, key: string, args?: Record<string, number | string>) =>
  validationFailed({ [field]: text(key, args) });

/** Variant `index` (from 0) names no value of the option called `optionName`: said briefly, on that variant's options. */
export const missingValue = (index: number, optionName: string) =>
  refused(`variants[${index}].options`, 'saluni.catalogue.product.variantMissingValue', {
    n: index + 1,
    option: optionName,
  });

/*
 * Records a product links to are read with shared locks, so a concurrent delete of the category,
 * warehouse or option (which locks the row for update) waits and then sees the product.
 */

/** The sales warehouse to store: the one named (of this business), else the business's General one. */
export const resolveSalesWarehouse = async (
  tx: Database,
  businessId: string,
  requested: string | null | undefined,
): Promise<string | null> => {
  if (requested) {
    if (!(await hasBusinessRow(tx, warehouses, businessId, requested, 'share')))
      throw notInBusiness('salesWarehouse');
    return requested;
  }
  const [general] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(businessRowsMatching(warehouses, businessId, { name: GENERAL_WAREHOUSE }))
    .orderBy(asc(warehouses.createdAt))
    .limit(1)
    .for('share');
  return general?.id ?? null;
};

export const checkCategory = async (tx: Database, businessId: string, categoryId: string) => {
  if (!(await hasBusinessRow(tx, productCategories, businessId, categoryId, 'share')))
    throw notInBusiness('category');
};

/**
 * Attributes as stored: names trimmed, values as text; an empty value is left out (the form sends
 * brand, manufacturer and weight only when filled). Weight must be a number of at least 0.
 */
export const normaliseAttributes = (attributes: AttributeInput[] | undefined): Attribute[] => {
  const result: Attribute[] = [];
  for (const attribute of attributes ?? []) {
    const name = attribute.attr_name.trim();
    const value =
      attribute.attr_value === null || attribute.attr_value === undefined
        ? ''
        : String(attribute.attr_value).trim();
    if (!name) throw refused('attributes', 'saluni.catalogue.product.attributeNameRequired');
    if (!value) continue;
    if (
      name.toLowerCase() === 'weight' &&
      !(/^\d+(\.\d+)?$/.test(value) && Number(value) <= 1_000_000)
    )
      throw refused('attributes', 'saluni.catalogue.product.weightInvalid');
    result.push({ attr_name: name, attr_value: value.slice(0, 500) });
  }
  return result;
};

type VariantInput = ProductCreate['variants'][number];

/**
 * inventory.md 4: a simple product has no option set and exactly one variant without options; a
 * variant product has a non-empty option set of this business's options and values, and each
 * variant picks one value of every option of the set, no two alike, at most the product of the
 * value counts. Returns what to store.
 */
export const checkOptionSet = async (
  tx: Database,
  businessId: string,
  body: Pick<ProductCreate, 'product_type' | 'option_set' | 'variants'>,
): Promise<{ optionSet: StoredOptionSet[]; variantOptions: StoredVariantOption[][] }> => {
  const optionSet = body.option_set ?? [];
  const variants: VariantInput[] = body.variants;
  if (body.product_type === 'simple') {
    if (optionSet.length)
      throw refused('option_set', 'saluni.catalogue.product.optionSetForSimple');
    if (variants.length !== 1 || variants[0]!.options?.length)
      throw refused('variants', 'saluni.catalogue.product.simpleVariant');
    return { optionSet: [], variantOptions: [[]] };
  }
  if (!optionSet.length)
    throw refused('option_set', 'saluni.spec.validation.productOptionRequired');
  const optionIds = optionSet.map((entry) => entry.option_name_id);
  if (new Set(optionIds).size !== optionIds.length)
    throw refused('option_set', 'saluni.spec.validation.productOptionRequired');
  const [options, values] = await Promise.all([
    tx
      .select({ id: productOptions.id, name: productOptions.option_name })
      .from(productOptions)
      .where(businessRowsMatching(productOptions, businessId, { id: optionIds }))
      .orderBy(asc(productOptions.id))
      .for('share'),
    tx
      .select({ id: productOptionValues.id, optionId: productOptionValues.optionId })
      .from(productOptionValues)
      .where(businessRowsMatching(productOptionValues, businessId, { optionId: optionIds })),
  ]);
  if (options.length !== optionIds.length) throw notInBusiness('option_set');
  const optionOfValue = new Map(values.map((value) => [value.id, value.optionId]));
  const chosen = new Map<string, Set<string>>();
  for (const entry of optionSet) {
    const set = new Set(entry.option_values);
    if (
      set.size !== entry.option_values.length ||
      entry.option_values.some((value) => optionOfValue.get(value) !== entry.option_name_id)
    )
      throw notInBusiness('option_set');
    chosen.set(entry.option_name_id, set);
  }

  const combinations = [...chosen.values()].reduce((product, set) => product * set.size, 1);
  if (variants.length > combinations)
    throw refused('variants', 'saluni.catalogue.product.tooManyVariants', { n: combinations });
  const seen = new Set<string>();
  const nameOf = new Map(options.map((option) => [option.id, option.name]));
  const variantOptions = variants.map((variant, index) => {
    const options = variant.options ?? [];
    const byOption = new Map(
      options.map((option) => [option.option_name_id, option.option_value_id]),
    );
    // A value left unchosen (the step repeated per variant) is named plainly; anything else is a malformed body.
    const lacking = optionIds.find((optionId) => !byOption.has(optionId));
    if (lacking) throw missingValue(index, nameOf.get(lacking) ?? '');
    const complete =
      options.length === optionIds.length &&
      byOption.size === optionIds.length &&
      optionIds.every((optionId) => chosen.get(optionId)!.has(byOption.get(optionId) ?? ''));
    if (!complete) throw refused('variants', 'saluni.catalogue.product.optionNotInSet');
    const key = optionIds.map((optionId) => byOption.get(optionId)).join('|');
    if (seen.has(key)) throw refused('variants', 'saluni.catalogue.product.duplicateCombination');
    seen.add(key);
    return optionIds.map((optionId) => ({
      option_name_id: optionId,
      option_value_id: byOption.get(optionId)!,
    }));
  });
  return {
    optionSet: optionSet.map((entry) => ({
      option_name_id: entry.option_name_id,
      option_values: [...entry.option_values],
    })),
    variantOptions,
  };
};
