import { isAbn, isKraPin, normaliseTaxId } from '../../registry/taxIds';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { toMinor, type Minor } from '../db/money';
import type { BusinessTax } from '../tax';
import type { BuyerBody } from './checkoutInput';

const V = 'saluni.taxBooks.validation';

/** The buyer an order's tax invoice names, as stored. */
export interface Buyer {
  name: string | null;
  taxId: string | null;
}

export const NO_BUYER: Buyer = { name: null, taxId: null };

/** From A$1,000 (GST included) an Australian tax invoice must name the buyer (ATO). */
const AUSTRALIAN_BUYER_FROM: Minor = toMinor(1000);

/**
 * The buyer's details against the business's country (422 on `buyer.name` / `buyer.taxId`): a
 * Kenyan buyer's id is a KRA PIN, an Australian one's an ABN (kept as its 11 digits); a
 * GST-registered business's order of A$1,000 or more names its buyer by name or ABN. A call that
 * takes no buyer (an appointment's payment, the demo data) passes none, and is not asked for one.
 */
export const checkBuyer = (tax: BusinessTax, body: BuyerBody | undefined, total: Minor): Buyer => {
  if (body === undefined) return NO_BUYER;
  const name = body?.name?.trim() || null;
  const given = normaliseTaxId(body?.taxId);
  let taxId = given;
  if (given !== null && tax.country === 'KE' && !isKraPin(given))
    throw validationFailed({ 'buyer.taxId': text(`${V}.kraPin`) });
  if (given !== null && tax.country === 'AU') {
    if (!isAbn(given)) throw validationFailed({ 'buyer.taxId': text(`${V}.abn`) });
    taxId = given.replace(/\s+/g, '');
  }
  const mustName = tax.country === 'AU' && tax.context.registered && total >= AUSTRALIAN_BUYER_FROM;
  if (mustName && name === null && taxId === null)
    throw validationFailed({ 'buyer.name': text(`${V}.buyerRequired`) });
  return { name, taxId };
};
