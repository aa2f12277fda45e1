import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { registerConsentRoutes } from './consentRoutes';
import { registerConversationRoutes, type ReplyCallbackSecrets } from './conversationRoutes';
import { registerJobRoutes } from './jobRoutes';
import { registerSettingsRoutes } from './settingsRoutes';

export const registerNotificationsRoutes = async (
  app: FastifyInstance,
  db: Database,
  secrets: ReplyCallbackSecrets = {},
) => {
  registerSettingsRoutes(app, db);
  await registerConversationRoutes(app, db, secrets);
  registerConsentRoutes(app, db);
  registerJobRoutes(app, db);
};
