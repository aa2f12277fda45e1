import { bandsOf, isBandOf } from '../../registry/tax';
import type { Database } from '../db/database';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { businessLocale } from './locale';

/**
 * An item's tax class must be a band of its business's country (docs/areas/tax.md): a Kenyan
 * salon's service is in A to E, an Australian one's GST or FRE. 422 on `field` otherwise; no
 * value (or null, the standard band) passes. Shared by every catalogue that sells items.
 */
export const refuseTaxClassOfOtherCountry = async (
  db: Database,
  businessId: string,
  value: unknown,
  field: string,
): Promise<void> => {
  if (value === undefined || value === null) return;
  const { country } = await businessLocale(db, businessId);
  if (typeof value === 'string' && isBandOf(country, value)) return;
  throw validationFailed({
    [field]: text('saluni.taxBooks.validation.taxClassOfCountry', {
      bands: bandsOf(country).join(', '),
    }),
  });
};
