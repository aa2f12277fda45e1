import * as yup from 'yup';
import { choiceSchema, INTEGER_MAX, moneySchema, textSchema } from '../../registry/validation';
import { ALL_TAX_BANDS } from '../../registry/tax';
import { KRA_ITEM_CLASS_CODE_LENGTH } from '../../registry/fields';

/**
 * The bodies of the product calls (docs/areas/catalogue.md), as yup schemas: strict types (no
 * coercion), unknown keys refused, messages as i18n keys. Rules across records (option sets,
 * warehouses, categories) are checked by productRules.ts.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UNKNOWN = 'saluni.validation.unknownField';

export const id = () => textSchema().matches(UUID, 'saluni.validation.mustBeId');
export const object = <S extends yup.ObjectShape>(shape: S) =>
  yup.object(shape).strict().noUnknown(UNKNOWN).typeError('saluni.validation.invalidValue');

const quantity = () =>
  yup
    .number()
    .strict()
    .typeError('saluni.catalogue.product.mustBeQuantity')
    .integer('saluni.catalogue.product.mustBeQuantity')
    .min(0, 'saluni.catalogue.product.mustBeQuantity')
    .max(INTEGER_MAX, { message: 'saluni.validation.max', args: { max: INTEGER_MAX } });
const measure = () =>
  yup
    .number()
    .strict()
    .typeError('saluni.catalogue.product.mustBeMeasure')
    .min(0, 'saluni.catalogue.product.mustBeMeasure')
    .max(1_000_000, 'saluni.catalogue.product.mustBeMeasure')
    .nullable();

export const STATUSES = ['draft', 'pending', 'publish'] as const;
export const PRODUCT_TYPES = ['simple', 'variant'] as const;
/** choiceSchema, keeping the literal type of the choices for the stored columns. */
const choice = <T extends string>(values: readonly T[]) =>
  choiceSchema(values) as unknown as yup.StringSchema<T | undefined>;

// The product forms word a negative price like any other malformed amount.
const money = () => moneySchema().min(0, 'saluni.validation.mustBeAmount');
const pricingSchema = object({ supply_price: money(), retail_price: money(), last_price: money() });
const shippingSchema = object({
  weight: measure(),
  dimensions: object({ length: measure(), width: measure(), height: measure() }).nullable(),
}).nullable();

/** Stock as the forms send it; the positions are an opening quantity (create) or an echo (update). */
const stockSchema = object({
  stock_position: quantity(),
  sales_stock_position: quantity(),
  monitor_stock: yup.boolean().strict().typeError('saluni.validation.mustBeBoolean'),
});

const variantFields = {
  sku: textSchema(64).nullable(),
  stock: stockSchema,
  pricing: pricingSchema,
  shipping: shippingSchema,
};

export const variantCreateSchema = object({
  ...variantFields,
  options: yup
    .array(
      object({
        option_name_id: id().required('saluni.spec.validation.productOptionRequired'),
        option_value_id: id().required('saluni.spec.validation.productOptionRequired'),
      }),
    )
    .strict(),
});

/** A variant's changes (PUT /v1/product/variant/{id}, and the one variant of a simple product's PUT). */
export const variantPatchShape = { ...variantFields };
export const variantUpdateSchema = object({ businessId: yup.mixed(), ...variantPatchShape });
const simpleVariantUpdateSchema = object({ _id: id(), ...variantPatchShape });

const attributeSchema = object({
  attr_name: textSchema(60).required('saluni.catalogue.product.attributeNameRequired'),
  attr_value: yup
    .mixed()
    .test(
      'text',
      'saluni.validation.mustBeText',
      (value) =>
        value === undefined ||
        value === null ||
        typeof value === 'string' ||
        typeof value === 'number',
    ),
});

const optionSetSchema = object({
  option_name_id: id().required('saluni.spec.validation.productOptionRequired'),
  option_values: yup
    .array(id().required('saluni.spec.validation.productOptionRequired'))
    .strict()
    .min(1, 'saluni.spec.validation.productOptionRequired')
    .required('saluni.spec.validation.productOptionRequired'),
});

const shortDescription = (required: string) =>
  textSchema()
    .max(200, 'saluni.spec.validation.shortDescriptionTooLong')
    .test('present', required, (value) => value !== '')
    .nonNullable(required);

const productFields = {
  businessId: yup.mixed(),
  status: choice(STATUSES),
  product_type: choice(PRODUCT_TYPES),
  in_store: yup.boolean().strict().typeError('saluni.validation.mustBeBoolean'),
  description: textSchema(5000).nullable(),
  attributes: yup.array(attributeSchema).strict().typeError('saluni.validation.invalidValue'),
  salesWarehouse: id().nullable(),
  /** The product's tax class (docs/areas/tax.md); a band of the business's country, null for the standard one. */
  tax_class: choiceSchema(ALL_TAX_BANDS).nullable(),
  kra_item_class_code: textSchema(KRA_ITEM_CLASS_CODE_LENGTH).nullable(),
};

export const productCreateSchema = object({
  ...productFields,
  title: textSchema(200).required('saluni.spec.validation.productTitleRequired'),
  product_type: choice(PRODUCT_TYPES).required({
    message: 'saluni.validation.invalidChoice',
    args: { choices: PRODUCT_TYPES.join(', ') },
  }),
  short_description: shortDescription(
    'saluni.spec.validation.shortDescriptionRequiredCreate',
  ).required('saluni.spec.validation.shortDescriptionRequiredCreate'),
  category: id().nullable(),
  option_set: yup.array(optionSetSchema).strict().typeError('saluni.validation.invalidValue'),
  variants: yup
    .array(variantCreateSchema)
    .strict()
    .typeError('saluni.validation.invalidValue')
    .min(1, 'saluni.catalogue.product.noVariants')
    .required('saluni.catalogue.product.noVariants'),
});

export const productUpdateSchema = object({
  ...productFields,
  title: textSchema(200)
    .min(1, 'saluni.spec.validation.productTitleRequired')
    .nonNullable('saluni.spec.validation.productTitleRequired'),
  short_description: shortDescription('saluni.spec.validation.shortDescriptionRequiredEdit'),
  category: id().nullable(),
  variants: yup
    .array(simpleVariantUpdateSchema)
    .strict()
    .typeError('saluni.validation.invalidValue'),
});

export type ProductCreate = yup.InferType<typeof productCreateSchema>;
export type ProductUpdate = yup.InferType<typeof productUpdateSchema>;
export type VariantCreate = yup.InferType<typeof variantCreateSchema>;
export type VariantPatch = yup.InferType<typeof variantUpdateSchema>;
export type AttributeInput = NonNullable<ProductCreate['attributes']>[number];

const TEXT_KEYS = ['title', 'short_description', 'description'] as const;

/** Titles and descriptions are stored trimmed, so '   ' is "missing" to the required rules. */
export const trimTexts = (body: Record<string, unknown>): Record<string, unknown> => {
  const copy = { ...body };
  for (const key of TEXT_KEYS)
    if (typeof copy[key] === 'string') copy[key] = (copy[key] as string).trim();
  return copy;
};
