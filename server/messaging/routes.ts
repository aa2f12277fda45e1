import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { registerDeliveryReports } from './deliveryReport';
import { registerMessageReads } from './readRoutes';
import { registerMessageSends } from './sendRoutes';

/** Every client e-mail and SMS call, and the SMS delivery reports (docs/areas/messaging.md). */
export const registerMessagingRoutes = async (
  app: FastifyInstance,
  db: Database,
  callbackToken: string | undefined,
) => {
  registerMessageSends(app, db);
  registerMessageReads(app, db);
  await registerDeliveryReports(app, db, callbackToken);
};
