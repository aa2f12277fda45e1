import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveNotBuilt } from './stub';

/** Conversations, replies from the providers, and the messages report (docs/areas/messages.md). */
export const registerConversationRoutes = (app: FastifyInstance, _db: Database) =>
  serveNotBuilt(app, [
    ROUTES.conversationGet,
    ROUTES.conversationReply,
    ROUTES.messagesReport,
    ROUTES.smsIncoming,
    ROUTES.whatsappWebhookVerify,
    ROUTES.whatsappWebhook,
  ]);
