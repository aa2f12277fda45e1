import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { registerConsentRoutes } from './consentRoutes';
import { registerConversationRoutes } from './conversationRoutes';
import { registerJobRoutes } from './jobRoutes';
import { registerSettingsRoutes } from './settingsRoutes';

export const registerNotificationsRoutes = (app: FastifyInstance, db: Database) => {
  registerSettingsRoutes(app, db);
  registerConversationRoutes(app, db);
  registerConsentRoutes(app, db);
  registerJobRoutes(app, db);
};
