import { eq } from 'drizzle-orm';
import { DEFAULT_COUNTRY, LOCALE_DEFAULTS, type Country } from '../../registry/business';
import type { TaxContext } from '../../registry/tax';
import type { TaxSettings } from '../../registry/taxInvoices';
import type { Database } from '../db/database';
import { businesses, taxSettings } from '../db/schema';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { businessLocale, localeOf } from '../tenancy/locale';
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
  // One read on the till's path: the business (its name, address and locale) with its settings.
  const [row] = await db
    .select({ business: businesses, settings: taxSettings })
    .from(businesses)
    .leftJoin(taxSettings, eq(taxSettings.businessId, businesses.id))
    .where(eq(businesses.id, businessId));
  const locale = row ? localeOf(row.business) : LOCALE_DEFAULTS[DEFAULT_COUNTRY];
  const stored = row?.settings;
  const settings: TaxSettings = stored
    ? {
        legalName: stored.legalName,
        phone: stored.phone,
        kraPin: stored.kraPin,
        vatRegistered: stored.vatRegistered,
        etimsBranchId: stored.etimsBranchId,
        etimsDeviceSerial: stored.etimsDeviceSerial,
        abn: stored.abn,
        gstRegistered: stored.gstRegistered,
      }
    : NO_TAX_SETTINGS;
  const registered = locale.country === 'KE' ? settings.vatRegistered : settings.gstRegistered;
  return {
    settings,
    context: { country: locale.country, registered },
    country: locale.country,
    currency: locale.currency,
    timezone: locale.timezone,
    name: row?.business.name ?? '',
    address: row?.business.address ?? null,
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
