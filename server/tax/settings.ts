import { eq } from 'drizzle-orm';
import type { Country } from '../../registry/business';
import type { TaxContext } from '../../registry/tax';
import type { TaxSettings } from '../../registry/taxInvoices';
import type { Database } from '../db/database';
import { businesses, taxSettings } from '../db/schema';
import { businessLocale } from '../tenancy/locale';

/** The settings of a business that gave none: not registered, nothing to print. */
export const NO_TAX_SETTINGS: TaxSettings = {
  legalName: null,
  phone: null,
  kraPin: null,
  vatRegistered: false,
  etimsBranchId: null,
  etimsDeviceSerial: null,
  abn: null,
  gstRegistered: false,
};

/** What a sale's tax, its invoice and its receipt read of the business. */
export interface BusinessTax {
  settings: TaxSettings;
  context: TaxContext;
  country: Country;
  currency: string;
  timezone: string;
  /** The business's name and street address (the seller on the invoice). */
  name: string;
  address: string | null;
}

/** A business's tax settings and what follows from them (registered for VAT in Kenya, GST in Australia). */
export const readBusinessTax = async (db: Database, businessId: string): Promise<BusinessTax> => {
  // One after another: inside a transaction the queries share one connection.
  const [row] = await db.select().from(taxSettings).where(eq(taxSettings.businessId, businessId));
  const [business] = await db
    .select({ name: businesses.name, address: businesses.address })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const locale = await businessLocale(db, businessId);
  const settings: TaxSettings = row
    ? {
        legalName: row.legalName,
        phone: row.phone,
        kraPin: row.kraPin,
        vatRegistered: row.vatRegistered,
        etimsBranchId: row.etimsBranchId,
        etimsDeviceSerial: row.etimsDeviceSerial,
        abn: row.abn,
        gstRegistered: row.gstRegistered,
      }
    : NO_TAX_SETTINGS;
  const registered = locale.country === 'KE' ? settings.vatRegistered : settings.gstRegistered;
  return {
    settings,
    context: { country: locale.country, registered },
    country: locale.country,
    currency: locale.currency,
    timezone: locale.timezone,
    name: business?.name ?? '',
    address: business?.address ?? null,
  };
};
