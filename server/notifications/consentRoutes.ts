import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveNotBuilt } from './stub';

/** Consent records, Contact Client's audience and the unsubscribe link (docs/areas/messages.md). */
export const registerConsentRoutes = (app: FastifyInstance, _db: Database) =>
  serveNotBuilt(app, [
    ROUTES.clientConsentList,
    ROUTES.clientConsentRecord,
    ROUTES.clientAudience,
    ROUTES.unsubscribe,
    ROUTES.unsubscribePage,
  ]);
