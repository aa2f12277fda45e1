import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { readBusinessTax, saveTaxSettings } from './settings';
import { prepareTaxSettings, taxSettingsSchema } from './settingsSchema';

/**
 * The business's tax settings (docs/areas/tax-web.md), settings.Business:
 *   GET /v1/tax-settings?businessId -> { taxSettings }   read
 *   PUT /v1/tax-settings { businessId, ...settings } -> { taxSettings }   update
 * The schema checks each field's form; the business's country then decides the phone's rule and
 * refuses the other country's fields.
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
    { body: taxSettingsSchema, prepare: prepareTaxSettings, query: 'none' },
    ({ access, body }) => saveTaxSettings(db, access.businessId, body),
  );
};
