import type {
  BusinessReason,
  StockUsage,
  StockUsageInput,
  UsagePurpose,
} from '../dataProvider/stockUsage';
import type { StockItem } from '../dataProvider/stock';
import '../shared/specScreensTexts';

/** One line of the dialog, as typed (the quantity is the input's text). */
export interface LineValues {
  key: number;
  itemCode: string;
  variantId: string;
  warehouseId: string;
  quantity: string;
}

export interface UsageValues {
  usageNumber: string;
  purpose: UsagePurpose | '';
  appointmentId: string;
  businessReason: BusinessReason | '';
  usageDate: string;
  notes: string;
  items: LineValues[];
}

/** Errors by field; a line's by `items.<key>.<field>`. */
export type UsageErrors = Record<string, string>;

let nextKey = 0;
export const emptyLine = (): LineValues => ({
  key: nextKey++,
  itemCode: '',
  variantId: '',
  warehouseId: '',
  quantity: '1',
});

/** The dialog's values: a usage being edited, or a new one dated today with one empty line. */
export const initialValues = (usage: StockUsage | undefined, today: string): UsageValues =>
  usage
    ? {
        usageNumber: usage.usageNumber,
        purpose: usage.purpose,
        appointmentId: usage.appointment?._id ?? '',
        businessReason: usage.businessReason ?? '',
        usageDate: usage.usageDate,
        notes: usage.notes ?? '',
        items: usage.items.map((item) => ({
          key: nextKey++,
          itemCode: item.itemCode._id,
          variantId: item.variant._id,
          warehouseId: item.warehouse._id,
          quantity: String(item.quantity),
        })),
      }
    : {
        usageNumber: '',
        purpose: '',
        appointmentId: '',
        businessReason: '',
        usageDate: today,
        notes: '',
        items: [emptyLine()],
      };

const V = 'saluni.stockUsage.validation';

/** inventory.md 5, as catalogue keys: the same rules the server applies. */
export const validateUsage = (values: UsageValues, items: StockItem[]): UsageErrors => {
  const errors: UsageErrors = {};
  if (!values.purpose) errors.purpose = `${V}.purposeRequired`;
  if (values.purpose === 'appointment' && !values.appointmentId)
    errors.appointmentId = `${V}.appointmentRequired`;
  if (values.purpose === 'business' && !values.businessReason)
    errors.businessReason = `${V}.businessReasonRequired`;
  if (!values.usageDate) errors.usageDate = `${V}.usageDateRequired`;
  if (!values.items.length) errors.items = `${V}.itemsRequired`;
  for (const line of values.items) {
    const at = `items.${line.key}`;
    const variants = items.find((item) => item._id === line.itemCode)?.variants ?? [];
    if (!line.itemCode) errors[`${at}.itemCode`] = `${V}.productRequired`;
    else if (variants.length > 1 && !line.variantId)
      errors[`${at}.variantId`] = 'saluni.spec.validation.fieldRequired';
    if (!line.warehouseId) errors[`${at}.warehouseId`] = `${V}.warehouseRequired`;
    const quantity = Number(line.quantity);
    if (line.quantity.trim() === '' || Number.isNaN(quantity) || quantity < 1)
      errors[`${at}.quantity`] = `${V}.quantityMin`;
    else if (!Number.isInteger(quantity))
      errors[`${at}.quantity`] = 'saluni.validation.mustBeWholeNumber';
  }
  return errors;
};

/** What the create or edit call sends. */
export const toInput = (values: UsageValues): StockUsageInput => ({
  usageNumber: values.usageNumber.trim(),
  purpose: values.purpose as UsagePurpose,
  appointmentId: values.purpose === 'appointment' ? values.appointmentId : null,
  businessReason: values.purpose === 'business' ? (values.businessReason as BusinessReason) : null,
  usageDate: values.usageDate,
  notes: values.notes,
  items: values.items.map((line) => ({
    itemCode: line.itemCode,
    ...(line.variantId && { variantId: line.variantId }),
    warehouseId: line.warehouseId,
    quantity: Number(line.quantity),
  })),
});
