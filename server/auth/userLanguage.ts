import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { LANGUAGES } from '../../texts/languages';
import { choiceSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { userWithRoles } from './userRoles';
import { answerInUserLanguage } from '../http/language';
import { parseBody } from '../http/parseBody';
import { requireUser } from './sessions';

const languageSchema = yup.object({
  language: choiceSchema(LANGUAGES).required('saluni.validation.fieldRequired'),
});

/**
 * `PUT /v1/user/language { language: 'en' | 'sw' }`: the signed-in user's language, kept on the
 * server so every device and the server's own messages follow it. Replies `{ user }` like
 * `GET /v1/user`.
 */
export const registerUserLanguageRoute = (app: FastifyInstance, db: Database) => {
  app.put('/v1/user/language', async (request) => {
    const user = await requireUser(db, request);
    const { language } = await parseBody(languageSchema, request.body);
    await db.update(users).set({ language }).where(eq(users.id, user.id));
    answerInUserLanguage(request, language);
    return { user: await userWithRoles(db, user.id) };
  });
};
