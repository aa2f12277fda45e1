/**
 * The combinations of chosen option values that become variants, and the SKUs suggested for
 * them (docs/areas/products-web.md, "Variants at once").
 */

/** A value chosen for an option: a stored one (with its id) or one typed that the option lacks. */
export interface ChosenValue {
  valueId?: string;
  text: string;
}

export interface ChosenOption {
  optionId: string;
  values: ChosenValue[];
}

export interface Combination {
  /** The same for the same values whatever their order of choosing: stored ids, or typed text. */
  key: string;
  /** The values' texts, as the variants table names a variant ('Large / Red'). */
  name: string;
  values: { optionId: string; value: ChosenValue }[];
}

const keyOf = (value: ChosenValue) => value.valueId ?? `new:${value.text.trim().toLowerCase()}`;

/** A combination's key from the stored value ids of a variant, in the option set's order. */
export const combinationKey = (valueIds: string[]) => valueIds.join('|');

/** Every combination of one value per option, in the options' order; none while an option has no value. */
export const combinationsOf = (options: ChosenOption[]): Combination[] => {
  if (!options.length || options.some((option) => !option.values.length)) return [];
  const rows = options.reduce<Combination['values'][]>(
    (prefixes, option) =>
      prefixes.flatMap((prefix) =>
        option.values.map((value) => [...prefix, { optionId: option.optionId, value }]),
      ),
    [[]],
  );
  return rows.map((values) => ({
    key: combinationKey(values.map(({ value }) => keyOf(value))),
    name: values.map(({ value }) => value.text).join(' / '),
    values,
  }));
};

/** Letters and digits only, upper case (accents dropped), so a SKU reads the same everywhere. */
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, '')
    .toUpperCase()
    .trim();

/** The start of every suggested SKU: the first three letters of each word of the title ('Nail Polish' -> 'NAIPOL'). */
export const skuStem = (title: string) =>
  plain(title)
    .split(/\s+/)
    .map((word) => word.slice(0, 3))
    .join('')
    .slice(0, 12);

/** The server keeps SKUs of up to 64 characters. */
const SKU_MAX = 60;

/**
 * A SKU per combination: the stem and a three-letter code per value ('NAIPOL-LAR-RED'), with
 * '-2', '-3'… where the business (`taken`) or an earlier suggestion already has it.
 */
export const suggestSkus = (
  stem: string,
  combinations: Combination[],
  taken: Iterable<string>,
): string[] => {
  const used = new Set([...taken].map((sku) => sku.toUpperCase()));
  return combinations.map((combination) => {
    const base = [
      stem,
      ...combination.values.map(({ value }) => plain(value.text).replace(/\s+/g, '').slice(0, 3)),
    ]
      .filter(Boolean)
      .join('-')
      .slice(0, SKU_MAX);
    let sku = base;
    for (let suffix = 2; used.has(sku); suffix += 1) sku = `${base}-${suffix}`;
    used.add(sku);
    return sku;
  });
};
