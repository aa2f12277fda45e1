import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { users } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';
import { parseBody } from '../http/parseBody';
import { textSchema } from '../../registry/validation';
import { userWithRoles } from '../business/userRoles';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';
import { endSession, requireUser, startSession } from './sessions';

const EMAIL = /^\S+@\S+\.\S+$/;

const emailSchema = textSchema(254).required('saluni.validation.email.required');
const passwordSchema = textSchema(200).required('saluni.validation.fieldRequired');

const signUpSchema = yup.object({
  fullName: textSchema(120).required('saluni.validation.fullName.required').matches(/\S/, 'saluni.validation.fullName.required'),
  email: emailSchema.matches(EMAIL, 'saluni.validation.email.valid'),
  password: passwordSchema.min(8, 'saluni.validation.password.short'),
});

const signInSchema = yup.object({ email: emailSchema, password: passwordSchema });

const invalidCredentials = () => new HttpError(401, 'UNAUTHENTICATED', text('saluni.auth.invalidCredentials'));

export interface AuthOptions {
  secureCookies: boolean;
  signInRateLimit: { max: number; timeWindow: number };
}

export const registerAuthRoutes = (app: FastifyInstance, db: Database, options: AuthOptions) => {
  app.post('/v1/auth/signup', async (request, reply) => {
    const body = await parseBody(signUpSchema, request.body);
    const id = uuidv7();
    try {
      await db.insert(users).values({ id, fullName: body.fullName.trim(), email: body.email.trim(), passwordHash: await hashPassword(body.password), language: request.language });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'DUPLICATE_KEY', text('saluni.auth.emailInUse'), { email: text('saluni.auth.emailInUse') });
      throw error;
    }
    await startSession(db, reply, id, options.secureCookies);
    return reply.status(201).send({ user: await userWithRoles(db, id) });
  });

  app.post(
    '/v1/auth/login',
    {
      config: {
        rateLimit: {
          ...options.signInRateLimit,
          // After body parsing, so the key can include the e-mail.
          hook: 'preHandler',
          // Per address and account: one client cannot lock others out of their accounts.
          keyGenerator: (request) => `${request.ip}:${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
        },
      },
    },
    async (request, reply) => {
      const body = await parseBody(signInSchema, request.body);
      const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, body.email.trim().toLowerCase()));
      const valid = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !valid) throw invalidCredentials();
      await startSession(db, reply, user.id, options.secureCookies);
      return { user: await userWithRoles(db, user.id) };
    },
  );

  app.post('/v1/auth/logout', async (request, reply) => {
    await endSession(db, request, reply);
    return { success: true };
  });

  app.get('/v1/user', async (request) => {
    const user = await requireUser(db, request);
    return { user: await userWithRoles(db, user.id) };
  });
};
