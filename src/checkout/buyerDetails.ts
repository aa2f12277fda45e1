import type { Country } from '../../registry/business';
import type { OrderBuyer } from '../dataProvider/orders';
import { fieldErrorsOf } from '../shared/errorMessage';

/** The buyer's details as typed at checkout. */
export interface BuyerValues {
  name: string;
  taxId: string;
}

export const NO_BUYER: BuyerValues = { name: '', taxId: '' };

/** Per field, the i18n key or the server's message to show under it. */
export type BuyerErrors = Partial<Record<keyof BuyerValues, string>>;

/** From this total (tax included) an Australian tax invoice must name the buyer (the ATO's rule). */
export const AU_BUYER_THRESHOLD = 1000;

/** Whether the sale's tax invoice must name its buyer: an Australian sale of A$1,000 or more. */
export const buyerRequired = (country: Country, total: number): boolean =>
  country === 'AU' && total >= AU_BUYER_THRESHOLD;

const given = (text: string) => text.trim() !== '';

/** A required buyer needs a name or a tax id; either one is enough for the ATO. */
export const buyerErrors = (values: BuyerValues, required: boolean): BuyerErrors =>
  required && !given(values.name) && !given(values.taxId)
    ? { name: 'saluni.checkout.buyer.required', taxId: 'saluni.checkout.buyer.required' }
    : {};

/** The `buyer` of `POST /v1/order`, or none when nothing was typed (an empty field is null). */
export const buyerInput = (values: BuyerValues): OrderBuyer | undefined =>
  given(values.name) || given(values.taxId)
    ? { name: values.name.trim() || null, taxId: values.taxId.trim() || null }
    : undefined;

/** The server's messages about the buyer of a refused order (422 on `buyer.name` / `buyer.taxId`). */
export const buyerRefusal = (error: unknown): BuyerErrors => {
  const fields = fieldErrorsOf(error);
  const refusal: BuyerErrors = {};
  if (fields['buyer.name']) refusal.name = fields['buyer.name'];
  if (fields['buyer.taxId']) refusal.taxId = fields['buyer.taxId'];
  return refusal;
};
