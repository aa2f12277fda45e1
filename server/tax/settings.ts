import { eq } from 'drizzle-orm';
import type { Country } from '../../registry/business';
import type { TaxContext } from '../../registry/tax';
import type { TaxSettings } from '../../registry/taxInvoices';
import type { Database } from '../db/database';
import { businesses, taxSettings } from '../db/schema';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { businessLocale } from '../tenancy/locale';
import { countryRefusals, taxSettingsOf, type TaxSettingsBody } from './settingsSchema';

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

/** Checks a well-formed body by the business's country (`countryRefusals`) and stores the one row. */
export const saveTaxSettings = async (
  db: Database,
  businessId: string,
  body: TaxSettingsBody,
): Promise<TaxSettings> => {
  const { country } = await businessLocale(db, businessId);
  const refusals = countryRefusals(body, country);
  if (Object.keys(refusals).length)
    throw validationFailed(
      Object.fromEntries(Object.entries(refusals).map(([field, key]) => [field, text(key)])),
    );
  const settings = taxSettingsOf(body, country);
  await db
    .insert(taxSettings)
    .values({ businessId, ...settings })
    .onConflictDoUpdate({
      target: taxSettings.businessId,
      set: { ...settings, updatedAt: new Date() },
    });
  return settings;
};
