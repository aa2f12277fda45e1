import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';
import { parseBody } from '../http/parseBody';
import { textSchema } from '../../registry/validation';
import { userWithRoles } from './userRoles';
import { attemptLimiters, type AttemptLimits } from './attemptLimits';
import {
  dummyHash,
  hashPassword,
  needsRehash,
  verifyPassword,
  type PasswordCost,
} from './passwords';
import { endSession, requireUser, startSession } from './sessions';
import { registerSignUpRoutes } from './signUp';

const emailSchema = textSchema(254).required('saluni.validation.email.required');
const passwordSchema = textSchema(200).required('saluni.validation.fieldRequired');

const signInSchema = yup.object({ email: emailSchema, password: passwordSchema });

const invalidCredentials = () =>
  new HttpError(401, 'UNAUTHENTICATED', text('saluni.auth.invalidCredentials'));

export interface AuthOptions {
  secureCookies: boolean;
  attemptLimits: AttemptLimits;
  passwordCost: PasswordCost;
}

export const registerAuthRoutes = (app: FastifyInstance, db: Database, options: AuthOptions) => {
  const limiters = attemptLimiters(app, options.attemptLimits);
  const unknownEmailHash = dummyHash(options.passwordCost);

  registerSignUpRoutes(app, db, {
    secureCookies: options.secureCookies,
    passwordCost: options.passwordCost,
    limit: limiters.signUp,
  });

  // The limits run after body parsing, so their keys can include the e-mail.
  app.post(
    '/v1/auth/login',
    { preHandler: limiters.signIn, config: { session: 'starts' } },
    async (request, reply) => {
      const body = await parseBody(signInSchema, request.body);
      const [user] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, body.email.trim().toLowerCase()));
      const valid = await verifyPassword(body.password, user?.passwordHash ?? unknownEmailHash);
      if (!user || !valid) throw invalidCredentials();
      // A hash made at an older cost is replaced now, the only time the password is known.
      if (needsRehash(user.passwordHash, options.passwordCost)) {
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(body.password, options.passwordCost) })
          .where(eq(users.id, user.id));
      }
      await startSession(db, reply, user.id, options.secureCookies);
      return { user: await userWithRoles(db, user.id) };
    },
  );

  app.post('/v1/auth/logout', { config: { session: 'ends' } }, async (request, reply) => {
    await endSession(db, request, reply);
    return { success: true };
  });

  app.get('/v1/user', async (request) => {
    const user = await requireUser(db, request);
    return { user: await userWithRoles(db, user.id) };
  });
};
