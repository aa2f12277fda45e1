import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { TaxSettings } from '../../registry/taxInvoices';
import type { Database } from '../db/database';
import { taxSettings } from '../db/schema';
import { parseBody } from '../http/parseBody';
import { serveRoute } from '../tenancy/declaredRoutes';
import { businessLocale } from '../tenancy/locale';
import { readBusinessTax } from './settings';
import { prepareTaxSettings, taxSettingsOf, taxSettingsSchema } from './settingsSchema';

/** Checks the settings by the business's country (its phone rule, its tax ids) and stores the one row. */
const saveTaxSettings = async (
  db: Database,
  businessId: string,
  fields: Record<string, unknown>,
): Promise<TaxSettings> => {
  const { country } = await businessLocale(db, businessId);
  const body = await parseBody(taxSettingsSchema(country), prepareTaxSettings(fields));
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

/**
 * The business's tax settings (docs/areas/tax-web.md), settings.Business:
 *   GET /v1/tax-settings?businessId -> { taxSettings }   read
 *   PUT /v1/tax-settings { businessId, ...settings } -> { taxSettings }   update
 * The body is read here, not by the route's rules: which fields it may carry follows from the
 * business's country, known only once the caller is checked.
 */
export const registerTaxSettingsRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(
    app,
    db,
    ROUTES.taxSettingsGet,
    { query: [] },
    async ({ access }) => (await readBusinessTax(db, access.businessId)).settings,
  );
  serveRoute(
    app,
    db,
    ROUTES.taxSettingsSave,
    { body: 'object', query: 'none' },
    ({ access, body }) => saveTaxSettings(db, access.businessId, body),
  );
};
