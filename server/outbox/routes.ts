import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import type { ScheduledJob } from '../scheduler/jobs';
import { smsGateway, whatsAppGateway } from '../messaging';
import { serveRoute } from '../tenancy/declaredRoutes';
import type { OutboxConfig } from './config';
import { mailFolderTransport } from './mailFolder';
import { outboxPage } from './outboxPage';
import { deliverDue, smtpTransport, type Transports } from './worker';

/**
 * `GET /v1/outbox?businessId&page&limit`: the business's messages, newest first, for owners
 * and admins only, with private links replaced.
 */
export const registerOutbox = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.outboxList, {}, ({ access, query }) => outboxPage(db, access, query));
};

/**
 * The scheduled job that delivers e-mail, SMS and WhatsApp rows every `pollMilliseconds`
 * (docs/areas/scheduler.md), when any channel has a transport (SMTP or the mail folder, Africa's
 * Talking or the SMS simulator, WhatsApp's Cloud API or its simulator); none otherwise.
 */
export const outboxJobs = (config: OutboxConfig): ScheduledJob[] => {
  // Each channel is delivered only when configured; otherwise its rows stay pending, visibly unsent.
  const transports: Transports = {
    ...(config.smtpUrl
      ? { email: smtpTransport(config.smtpUrl, config.from) }
      : config.mailFolder && { email: mailFolderTransport(config.mailFolder, config.from) }),
    ...(config.sms && { sms: smsGateway(config.sms) }),
    ...(config.whatsapp && { whatsapp: whatsAppGateway(config.whatsapp) }),
  };
  if (!transports.email && !transports.sms && !transports.whatsapp) return [];
  return [
    {
      name: 'outbox',
      intervalSeconds: config.pollMilliseconds / 1000,
      run: async (db) => {
        await deliverDue(db, transports);
      },
    },
  ];
};
