import * as yup from 'yup';
import { moneySchema, textSchema } from '../../registry/validation';
import { TRANSACTION_TYPES } from '../../registry/stock';

/**
 * Bodies and queries of the stock calls (inventory.md 3 and 7). Quantities are real whole
 * numbers above 0: no text, no fractions, with the reconcile form's exact messages.
 */
const REQUIRED = 'saluni.spec.validation.fieldRequired';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idSchema = () => textSchema().matches(UUID, 'saluni.validation.mustBeId');
/** A record id the body must name: the stock and purchasing forms' "required" message. */
export const requiredId = () => idSchema().required(REQUIRED).nonNullable(REQUIRED);
const optionalId = () => idSchema().optional().nonNullable('saluni.validation.mustBeId');

/** A quantity of stock moved: a real whole number above 0, as every stock and purchasing form asks. */
export const quantitySchema = () =>
  yup
    .number()
    .strict()
    .typeError('saluni.spec.validation.validNumber')
    .moreThan(0, 'saluni.spec.validation.greaterThanZero')
    .integer('saluni.validation.mustBeWholeNumber')
    .max(1_000_000_000, { message: 'saluni.validation.max', args: { max: 1_000_000_000 } })
    .required(REQUIRED)
    .nonNullable(REQUIRED);

const referenceSchema = () => textSchema(200).nullable().optional();

/** A manual or reconciliation entry; other reference types are posted by the flows that own them. */
export const entrySchema = yup.object({
  businessId: textSchema(),
  itemCode: requiredId(),
  variantId: optionalId(),
  warehouseId: requiredId(),
  transactionType: textSchema()
    .oneOf(TRANSACTION_TYPES, {
      message: 'saluni.validation.invalidChoice',
      args: { choices: TRANSACTION_TYPES.join(', ') },
    })
    .required(REQUIRED)
    .nonNullable(REQUIRED),
  quantity: quantitySchema(),
  reference: referenceSchema(),
  referenceType: textSchema()
    .oneOf(['Reconciliation'], {
      message: 'saluni.validation.invalidChoice',
      args: { choices: 'Reconciliation' },
    })
    .nullable()
    .optional(),
  /** The reconcile form's selling price: becomes the variant's retail price. */
  sellingPrice: moneySchema('saluni.spec.validation.validNumber').nullable().optional(),
});

export const transferSchema = yup.object({
  businessId: textSchema(),
  itemCode: requiredId(),
  variantId: optionalId(),
  sourceWarehouseId: requiredId(),
  destinationWarehouseId: requiredId(),
  quantity: quantitySchema(),
  reference: referenceSchema(),
});

export const editEntrySchema = yup.object({
  businessId: textSchema(),
  reference: referenceSchema(),
});

export const variantSchema = yup.object({
  businessId: textSchema(),
  itemCode: requiredId(),
  variantId: requiredId(),
});
