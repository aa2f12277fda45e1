import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { receiveDeliveryReport } from './deliveryReport';
import { deleteMessages, messagePage } from './messages';
import { emailSchema, smsSchema } from './schemas';
import { sendEmail, sendSms } from './sends';

/**
 * Every client e-mail and SMS call, and the SMS delivery reports (docs/areas/messaging.md);
 * access and reply keys are in registry/routes/messaging.ts.
 */
export const registerMessagingRoutes = async (
  app: FastifyInstance,
  db: Database,
  callbackToken: string | undefined,
) => {
  serveRoute(app, db, ROUTES.clientEmailSend, { body: emailSchema }, async (call) => [
    await sendEmail(db, call.access, call.body),
  ]);
  serveRoute(app, db, ROUTES.clientSmsSend, { body: smsSchema }, async (call) => [
    await sendSms(db, call.access, call.body),
  ]);

  const list = { query: ['page', 'limit'] };
  serveRoute(app, db, ROUTES.clientEmailList, list, ({ access, query }) =>
    messagePage(db, access.businessId, 'email', query),
  );
  serveRoute(app, db, ROUTES.clientSmsList, list, ({ access, query }) =>
    messagePage(db, access.businessId, 'sms', query),
  );
  serveRoute(app, db, ROUTES.clientEmailDelete, {}, ({ access, query }) =>
    deleteMessages(db, access.businessId, 'email', query, 'clientEmail'),
  );
  serveRoute(app, db, ROUTES.clientSmsDelete, {}, ({ access, query }) =>
    deleteMessages(db, access.businessId, 'sms', query, 'clientSMS'),
  );

  await app.register(async (scope) => {
    // Only the delivery reports read form bodies: the provider posts them.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    serveRoute(
      scope,
      db,
      ROUTES.smsDeliveryReport,
      { options: { config: { crossSite: 'allowed' } } },
      ({ request, params }) => receiveDeliveryReport(db, callbackToken, params.token, request.body),
    );
  });
};
