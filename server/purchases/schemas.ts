import * as yup from 'yup';
import { moneySchema, textSchema } from '../../registry/validation';
import { dayField } from '../http/fields';
import { quantitySchema, requiredId } from '../stock';

/**
 * Bodies of the purchasing calls (inventory.md 3 and 7). Quantities are whole numbers above 0
 * with the stock forms' messages: a line of 0 would post no stock, so it is refused, not kept.
 */
const REQUIRED = 'saluni.spec.validation.fieldRequired';
/** Lines of one request or receipt: a whole delivery (the bench receives 5,000), within the 1 MB body limit. */
const MAX_ITEMS = 5_000;

const price = () =>
  moneySchema('saluni.spec.validation.validNumber').required(REQUIRED).nonNullable(REQUIRED);

const items = <T extends yup.AnyObject>(item: yup.ObjectSchema<T>) =>
  yup
    .array(item)
    .strict()
    .typeError('saluni.purchasing.itemsRequired')
    .required('saluni.purchasing.itemsRequired')
    .min(1, 'saluni.purchasing.itemsRequired')
    .max(MAX_ITEMS, { message: 'saluni.validation.max', args: { max: MAX_ITEMS } });

/** A line of a purchase request; `productName` defaults to the product's title. */
export const purchaseItemFields = {
  productId: requiredId(),
  variantId: requiredId(),
  quantity: quantitySchema(),
  unitPrice: price(),
  productName: textSchema(200).nullable().optional(),
};

export const purchaseItemSchema = yup.object({ businessId: textSchema(), ...purchaseItemFields });

export const purchaseSchema = yup.object({
  businessId: textSchema(),
  supplierId: requiredId(),
  requiredBy: dayField().nullable().optional(),
  notes: textSchema(2000).nullable().optional(),
  items: items(yup.object(purchaseItemFields).noUnknown('saluni.validation.unknownField')),
});

export const businessOnlySchema = yup.object({ businessId: textSchema() });

/** A purchase receipt: the spec's names, `supplier` and `warehouse` ids, items by `itemCode` and `variant`. */
export const receiptSchema = yup.object({
  businessId: textSchema(),
  receiptNumber: textSchema(60).nullable().optional(),
  supplier: requiredId(),
  warehouse: requiredId(),
  receiptDate: dayField().nullable().optional(),
  notes: textSchema(2000).nullable().optional(),
  items: items(
    yup
      .object({
        itemCode: requiredId(),
        variant: requiredId(),
        quantity: quantitySchema(),
        unitPrice: price(),
        sellingPrice: moneySchema('saluni.spec.validation.validNumber').nullable().optional(),
      })
      .noUnknown('saluni.validation.unknownField'),
  ),
});

export type PurchaseBody = yup.InferType<typeof purchaseSchema>;
export type PurchaseItemBody = yup.InferType<typeof purchaseItemSchema>;
export type ReceiptBody = yup.InferType<typeof receiptSchema>;
