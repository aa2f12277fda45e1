import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import {
  messageSettingsOf,
  messageSettingsSaveSchema,
  prepareMessageSettings,
  saveMessageSettings,
} from './settings';
import {
  messageTemplateSchema,
  previewTemplate,
  resetTemplate,
  saveTemplate,
  templatesOf,
} from './templates';

/**
 * Message settings, templates and the preview (docs/areas/messages-engine.md), settings.Business:
 *   GET /v1/message-settings?businessId -> { messageSettings }   read
 *   PUT /v1/message-settings { businessId, ...settings } -> { messageSettings }   update
 *   GET /v1/message-templates?businessId -> { messageTemplates }   read
 *   PUT /v1/message-templates { businessId, kind, language, ...words } -> { messageTemplate }   update
 *   DELETE /v1/message-templates?businessId&kind&language -> { messageTemplate }   delete
 *   POST /v1/message-preview { businessId, kind, language, ...words } -> { messagePreview }   read
 */
export const registerSettingsRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.messageSettingsGet, { query: [] }, ({ access }) =>
    messageSettingsOf(db, access.businessId),
  );
  serveRoute(
    app,
    db,
    ROUTES.messageSettingsSave,
    { body: messageSettingsSaveSchema, prepare: prepareMessageSettings, query: 'none' },
    ({ access, body }) => saveMessageSettings(db, access.businessId, body),
  );
  serveRoute(app, db, ROUTES.messageTemplatesGet, { query: [] }, ({ access }) =>
    templatesOf(db, access.businessId),
  );
  serveRoute(
    app,
    db,
    ROUTES.messageTemplateSave,
    { body: messageTemplateSchema, query: 'none' },
    ({ access, body }) => saveTemplate(db, access.businessId, body),
  );
  serveRoute(
    app,
    db,
    ROUTES.messageTemplateReset,
    { query: ['kind', 'language'] },
    ({ access, query }) => resetTemplate(db, access.businessId, query),
  );
  serveRoute(
    app,
    db,
    ROUTES.messagePreview,
    { body: messageTemplateSchema, query: 'none' },
    ({ access, body }) => previewTemplate(db, access.businessId, body),
  );
};
