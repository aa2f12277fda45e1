import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { MESSAGE_CHANNELS, type MessageChannel } from '../../registry/messages';
import { ROUTES } from '../../registry/routes';
import { choiceSchema, textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { badRequest, forbidden, validationFailed } from '../http/errors';
import { isUuid } from '../http/ids';
import { text } from '../http/messages';
import { serveRoute } from '../tenancy/declaredRoutes';
import { answerClient, conversation } from './conversation';
import { messagesReport } from './messagesReport';
import { receiveIncomingSms, receiveWhatsAppWebhook, whatsappChallenge } from './providerReplies';

/** The providers' secrets the reply callbacks check (docs/areas/messages-replies.md). */
export interface ReplyCallbackSecrets {
  /** `AT_CALLBACK_TOKEN`: the secret path segment of Africa's Talking's callbacks. */
  smsCallbackToken?: string;
  /** `WHATSAPP_APP_SECRET`: signs the Cloud API's webhooks. */
  whatsappAppSecret?: string;
  /** `WHATSAPP_VERIFY_TOKEN`: the subscription handshake's token. */
  whatsappVerifyToken?: string;
}

const answerSchema = yup.object({
  businessId: textSchema(),
  clientId: textSchema().required('saluni.replies.validation.clientNotFound'),
  appointmentId: textSchema().nullable().optional(),
  channel: choiceSchema(MESSAGE_CHANNELS).required('saluni.validation.required'),
  // Length and blankness are checked on the trimmed text, with the answer's own messages.
  body: textSchema().required('saluni.replies.validation.bodyRequired'),
});

/** The client (`clientId`) or the appointment (`appointmentId`) a conversation is asked for. */
const conversationOf = (query: Record<string, unknown>) => {
  const { clientId, appointmentId } = query;
  if (clientId !== undefined && appointmentId === undefined) {
    if (!isUuid(clientId)) throw badRequest('saluni.validation.invalidQuery');
    return { clientId };
  }
  if (appointmentId !== undefined && clientId === undefined) {
    if (!isUuid(appointmentId)) throw badRequest('saluni.validation.invalidQuery');
    return { appointmentId };
  }
  const message = text('saluni.replies.validation.clientOrAppointment');
  throw validationFailed({ clientId: message, appointmentId: message });
};

/** Conversations, replies from the providers, and the messages report (docs/areas/messages-replies.md). */
export const registerConversationRoutes = async (
  app: FastifyInstance,
  db: Database,
  secrets: ReplyCallbackSecrets = {},
) => {
  serveRoute(
    app,
    db,
    ROUTES.conversationGet,
    { query: ['clientId', 'appointmentId'] },
    ({ access, query }) => conversation(db, access.businessId, conversationOf(query)),
  );
  serveRoute(app, db, ROUTES.conversationReply, { body: answerSchema }, ({ access, body }) =>
    answerClient(db, {
      ...body,
      channel: body.channel as MessageChannel,
      businessId: access.businessId,
    }),
  );
  serveRoute(app, db, ROUTES.messagesReport, { query: ['from', 'to'] }, ({ access, query }) =>
    messagesReport(db, access.businessId, query),
  );

  serveRoute(app, db, ROUTES.whatsappWebhookVerify, {}, async ({ query, reply }) => {
    const challenge = whatsappChallenge(secrets.whatsappVerifyToken, query);
    if (challenge === null) throw forbidden();
    reply.type('text/plain; charset=utf-8').send(challenge);
  });

  // Only the providers' callbacks read form and raw bodies: the signature is over the exact bytes.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const crossSite = { options: { config: { crossSite: 'allowed' as const } } };
    serveRoute(scope, db, ROUTES.smsIncoming, crossSite, ({ request, params }) =>
      receiveIncomingSms(db, secrets.smsCallbackToken, params.token, request.body),
    );
    serveRoute(scope, db, ROUTES.whatsappWebhook, crossSite, ({ request }) =>
      receiveWhatsAppWebhook(
        db,
        secrets.whatsappAppSecret,
        request.body,
        request.headers['x-hub-signature-256'],
      ),
    );
  });
};
