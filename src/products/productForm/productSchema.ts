import * as yup from 'yup';
import '../../shared/specScreensTexts';

/**
 * Validation of the product screens (inventory.md 5). Messages are i18n keys, translated where
 * they are shown. Numbers are typed as text, so they are checked as text here.
 */
const SHORT_DESCRIPTION_MAX = 200;

const number = (rule: (value: number) => boolean, message: string) =>
  yup
    .string()
    .required('saluni.spec.validation.fieldRequired')
    .test(
      'number',
      'saluni.spec.validation.validNumber',
      (value) => value !== undefined && value.trim() !== '' && Number.isFinite(Number(value)),
    )
    .test('range', message, (value) => !Number.isFinite(Number(value)) || rule(Number(value)));

const quantity = () =>
  number((value) => Number.isInteger(value) && value >= 0, 'saluni.validation.mustBeWholeNumber');
/** At least 0 with at most two decimals, as the server's money fields accept. */
const price = () =>
  number(
    (value) => value >= 0 && Math.round(value * 100) === value * 100,
    'saluni.validation.mustBeAmount',
  );
const optionalMeasure = () =>
  yup
    .string()
    .test(
      'number',
      'saluni.spec.validation.validNumber',
      (value) => !value?.trim() || Number.isFinite(Number(value)),
    )
    .test(
      'range',
      'saluni.catalogue.product.mustBeMeasure',
      (value) => !value?.trim() || Number(value) >= 0,
    );

const information = (shortDescriptionRequired: string) => ({
  title: yup.string().trim().required('saluni.spec.validation.productTitleRequired'),
  short_description: yup
    .string()
    .trim()
    .required(shortDescriptionRequired)
    .max(SHORT_DESCRIPTION_MAX, 'saluni.spec.validation.shortDescriptionTooLong'),
  weight: optionalMeasure(),
});

/** The server keeps SKUs of up to 64 characters. */
const sku = () => yup.string().trim().max(64, 'saluni.inventory.form.skuTooLong');

const variantPricing = {
  supply_price: price(),
  retail_price: price(),
  last_price: price(),
};

export const createProductSchema = yup.object({
  ...information('saluni.spec.validation.shortDescriptionRequiredCreate'),
  option_set: yup.array().when('product_type', {
    is: 'variant',
    then: (schema) =>
      schema.of(
        yup.object({
          option_name_id: yup.string().required('saluni.spec.validation.productOptionRequired'),
          option_values: yup
            .array()
            .of(yup.string())
            .min(1, 'saluni.spec.validation.productOptionRequired'),
        }),
      ),
  }),
  variants: yup.array().of(
    yup.object({
      sku: sku(),
      stock_position: quantity(),
      ...variantPricing,
      options: yup.array().of(
        yup.object({
          option_name_id: yup.string().required('saluni.spec.validation.productOptionRequired'),
          option_value_id: yup.string().required('saluni.spec.validation.productOptionRequired'),
        }),
      ),
    }),
  ),
});

/** A variant's editable stock flag, pricing and shipping (edit screen and variant dialog). */
export const variantEditFields = {
  sku: sku(),
  ...variantPricing,
  shipping_weight: optionalMeasure(),
  length: optionalMeasure(),
  width: optionalMeasure(),
  height: optionalMeasure(),
};

export const variantEditSchema = yup.object(variantEditFields);

export const editProductSchema = yup.object({
  ...information('saluni.spec.validation.shortDescriptionRequiredEdit'),
  category: yup.string().required('saluni.spec.validation.categoryFieldRequired'),
  variant: yup.object().when('product_type', {
    is: 'simple',
    then: () => variantEditSchema,
    otherwise: (schema) => schema.strip(),
  }),
});
