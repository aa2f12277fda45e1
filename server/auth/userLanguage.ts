import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { LANGUAGES } from '../../texts/languages';
import { ROUTES } from '../../registry/routes';
import { choiceSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { answerInUserLanguage } from '../http/language';
import { serveRoute } from '../tenancy/declaredRoutes';
import { setUserLanguage, userWithRoles } from './userRoles';

const languageSchema = yup.object({
  language: choiceSchema(LANGUAGES).required('saluni.validation.fieldRequired'),
});

/**
 * `PUT /v1/user/language { language: 'en' | 'sw' }`: the signed-in user's language, kept on the
 * server so every device and the server's own messages follow it (this reply already does).
 * Replies `{ user }` like `GET /v1/user`.
 */
export const registerUserLanguageRoute = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.userLanguage, { body: languageSchema }, async (call) => {
    await setUserLanguage(db, call.user.id, call.body.language);
    answerInUserLanguage(call.request, call.body.language);
    return userWithRoles(db, call.user.id);
  });
};
