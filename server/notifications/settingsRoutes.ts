import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveNotBuilt } from './stub';

/** Message settings, templates and the preview (docs/areas/messages.md). */
export const registerSettingsRoutes = (app: FastifyInstance, _db: Database) =>
  serveNotBuilt(app, [
    ROUTES.messageSettingsGet,
    ROUTES.messageSettingsSave,
    ROUTES.messageTemplatesGet,
    ROUTES.messageTemplateSave,
    ROUTES.messageTemplateReset,
    ROUTES.messagePreview,
  ]);
