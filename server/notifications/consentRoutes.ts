import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Language } from '../../texts/languages';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { audienceOf, audienceSchema } from '../messaging';
import { serveRoute } from '../tenancy/declaredRoutes';
import { consentLog, consentRecordSchema, recordDeskConsent } from './consent';
import { unsubscribeByToken, unsubscribePageHtml, unsubscribeTarget } from './unsubscribe';

/** A browser's form post (the page's button) is answered with a page; a mail client's with JSON. */
const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

const HTML = 'text/html; charset=utf-8';

/**
 * Consent records, Contact Client's audience and the unsubscribe link
 * (docs/areas/messages-consent.md). The token is the unsubscribe calls' proof: no session.
 */
export const registerConsentRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.clientConsentList, { query: ['clientId'] }, ({ access, query }) =>
    consentLog(db, access.businessId, query.clientId),
  );
  serveRoute(
    app,
    db,
    ROUTES.clientConsentRecord,
    { body: consentRecordSchema, query: 'none' },
    ({ access, body }) => recordDeskConsent(db, access, body),
  );
  serveRoute(
    app,
    db,
    ROUTES.clientAudience,
    { body: audienceSchema, query: 'none' },
    ({ access, body }) =>
      db.transaction((tx) =>
        audienceOf(
          tx,
          access.businessId,
          {
            clientIds: [...new Set(body.clientIds ?? [])],
            categoryIds: [...new Set(body.categoryIds ?? [])],
          },
          body.channel as 'sms' | 'email',
        ),
      ),
  );

  serveRoute(app, db, ROUTES.unsubscribePage, {}, async ({ params, request, reply }) => {
    const target = await unsubscribeTarget(db, params.token!);
    const language = (target?.language ?? request.language) as Language;
    reply
      .status(target ? 200 : 404)
      .type(HTML)
      .send(
        unsubscribePageHtml(
          target
            ? { state: 'ask', sender: target.sender, token: params.token! }
            : { state: 'unknown' },
          language,
        ),
      );
  });

  // Its own scope, so the form parser serves this call only; Fastify loads it before listening.
  void app.register(async (scope) => {
    // RFC 8058: mail clients post `List-Unsubscribe=One-Click` as a form; the body says nothing more.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    serveRoute(
      scope,
      db,
      ROUTES.unsubscribe,
      { options: { config: { crossSite: 'allowed' } } },
      async ({ params, request, reply }) => {
        const done = await unsubscribeByToken(db, params.token!);
        if (!done) throw notFound();
        if (!wantsPage(request)) return { unsubscribed: true };
        reply
          .type(HTML)
          .send(
            unsubscribePageHtml(
              { state: 'done', sender: done.sender, token: params.token! },
              (done.language ?? request.language) as Language,
            ),
          );
      },
    );
  });
};
