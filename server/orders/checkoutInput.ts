import * as yup from 'yup';
import type { ModuleName } from '../../registry/modules';
import { sameAmounts } from '../../registry/orderAmounts';
import { CART_ENTRY_KINDS, PAYMENT_METHODS } from '../../registry/orders';
import { choiceSchema, moneySchema, textSchema } from '../../registry/validation';
import { businessIdField, idField, optionalIdField, wholeNumberField } from '../http/fields';
import { staffSharesField } from '../appointments';

/** The cart and every payment call (docs/areas/orders.md). */
export const CHECKOUT_MODULE: ModuleName = 'sales.Checkout';
/** A non-zero discount needs this module's `create`. */
export const DISCOUNTS_MODULE: ModuleName = 'sales.Discounts';

/** Most units of one cart entry. */
export const MAX_QUANTITY = 1000;

const V = 'saluni.checkout.validation';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idOrAbsent = () => textSchema().matches(UUID, 'saluni.validation.mustBeId');
const quantityField = () => wholeNumberField(1, MAX_QUANTITY);
const discountField = () => moneySchema();
/** A payment's amount: more than 0, at most two decimals. */
const amountField = () =>
  moneySchema()
    .required('saluni.payments.validation.amountRequired')
    .nonNullable('saluni.payments.validation.amountRequired')
    .test(
      'positive',
      'saluni.spec.validation.greaterThanZero',
      (value) => value === undefined || value > 0,
    );

/** Most tips on one sale: one per staff member, and no salon has more at one till. */
export const MAX_TIPS = 20;

/** A tip (docs/areas/orders.md "Tips"): to whom, and how much (more than 0, money). */
const tipSchema = yup
  .object({
    employeeId: idField('saluni.spec.validation.fieldRequired'),
    amount: amountField(),
  })
  .noUnknown('saluni.validation.unknownField')
  .strict();
export type TipBody = yup.InferType<typeof tipSchema>;

export const cartUpdateSchema = yup.object({
  businessId: businessIdField(),
  clientId: optionalIdField(),
  // One money field per order amount (yup schemas are immutable, so one is shared).
  ...sameAmounts(moneySchema()),
  payOnlyDeposit: yup.boolean().strict().typeError('saluni.validation.mustBeBoolean'),
  /** Replaces the cart's tips; `[]` clears them. */
  tips: yup
    .array()
    .of(tipSchema)
    .strict()
    .typeError(`${V}.tipsList`)
    .max(MAX_TIPS, { message: 'saluni.validation.max', args: { max: MAX_TIPS } }),
});

/**
 * `POST /v1/cart/entry`: the kind and its own fields. The fields the server derives (the
 * voucher's uses, the membership period, the appointment's day and time) may come back as the
 * web app read them; they are ignored.
 */
export const entryAddSchema = yup.object({
  businessId: businessIdField(),
  kind: choiceSchema(CART_ENTRY_KINDS).required(`${V}.kindRequired`),
  voucherId: idOrAbsent(),
  membershipId: idOrAbsent(),
  type: textSchema(40),
  duration: wholeNumberField(1, 120),
  productId: idOrAbsent(),
  variantId: idOrAbsent(),
  serviceId: idOrAbsent(),
  pricingOption: wholeNumberField(0, 100),
  appointmentId: optionalIdField(),
  servicePackageId: idOrAbsent(),
  quantity: quantityField(),
  discount: discountField(),
  employeeId: optionalIdField(),
  staff: staffSharesField(),
  maxUsageCount: yup.mixed(),
  period: yup.mixed(),
  appointmentDate: yup.mixed(),
  appointmentTime: yup.mixed(),
});
export type EntryAddBody = yup.InferType<typeof entryAddSchema>;

export const entryUpdateSchema = yup.object({
  businessId: businessIdField(),
  quantity: quantityField(),
  discount: discountField(),
  appointmentId: optionalIdField(),
  pricingOption: wholeNumberField(0, 100),
  employeeId: optionalIdField(),
  staff: staffSharesField(),
});

const paymentSchema = yup
  .object({
    method: choiceSchema(PAYMENT_METHODS).required(`${V}.methodRequired`),
    amount: amountField(),
    tendered: moneySchema(),
    reference: textSchema(100),
    phone: textSchema(40),
    code: textSchema(40),
  })
  .noUnknown('saluni.validation.unknownField')
  .strict();
export type PaymentBody = yup.InferType<typeof paymentSchema>;

/** At most a few payments per order: cash, card and M-Pesa, perhaps two cards. */
export const MAX_PAYMENTS = 10;

/** Whom a tax invoice names (docs/areas/tax.md): checked against the business's country at checkout. */
const buyerSchema = yup
  .object({
    name: textSchema(200).nullable(),
    taxId: textSchema(40).nullable(),
  })
  .noUnknown('saluni.validation.unknownField')
  .strict()
  .nullable()
  .default(undefined)
  .typeError('saluni.validation.invalidValue');
export type BuyerBody = yup.InferType<typeof buyerSchema>;

export const orderCreateSchema = yup.object({
  businessId: businessIdField(),
  /**
   * The spec's key for the user the order is made by (inventory.md 7, "user id added"): accepted,
   * never trusted; the order is always the signed-in caller's.
   */
  userId: optionalIdField().optional(),
  payments: yup
    .array()
    .of(paymentSchema)
    .strict()
    .typeError(`${V}.paymentsList`)
    .max(MAX_PAYMENTS, { message: 'saluni.validation.max', args: { max: MAX_PAYMENTS } })
    .default([]),
  buyer: buyerSchema,
});

export const paymentRequestSchema = yup.object({
  businessId: businessIdField(),
  payment: paymentSchema
    .required(`${V}.paymentRequired`)
    .nonNullable(`${V}.paymentRequired`)
    .typeError(`${V}.paymentRequired`),
});

export const businessOnlySchema = yup.object({ businessId: businessIdField() });
