import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { africasTalkingGateway, whatsAppGateway } from '../messaging';
import { serveRoute } from '../tenancy/declaredRoutes';
import { readOutboxConfig, type OutboxConfig } from './config';
import { mailFolderTransport } from './mailFolder';
import { outboxPage } from './outboxPage';
import { smtpTransport, startOutboxWorker, type Transports } from './worker';

/**
 * `GET /v1/outbox?businessId&page&limit`: the business's messages, newest first, for owners
 * and admins only, with private links replaced. And, when e-mail (SMTP or the mail folder) or
 * Africa's Talking is set up, the worker that delivers e-mail and SMS rows while the server runs.
 */
export const registerOutbox = (
  app: FastifyInstance,
  db: Database,
  config: OutboxConfig = readOutboxConfig(),
) => {
  serveRoute(app, db, ROUTES.outboxList, {}, ({ access, query }) => outboxPage(db, access, query));

  // Each channel is delivered only when configured; otherwise its rows stay pending, visibly unsent.
  const transports: Transports = {
    ...(config.smtpUrl
      ? { email: smtpTransport(config.smtpUrl, config.from) }
      : config.mailFolder && { email: mailFolderTransport(config.mailFolder, config.from) }),
    ...(config.africasTalking && { sms: africasTalkingGateway(config.africasTalking) }),
    ...(config.whatsapp && { whatsapp: whatsAppGateway(config.whatsapp) }),
  };
  if (!transports.email && !transports.sms && !transports.whatsapp) return;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startOutboxWorker(db, transports, config.pollMilliseconds, (error) =>
      app.log.error({ err: error }, 'outbox delivery failed'),
    );
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
};
