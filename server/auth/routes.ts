import type { FastifyInstance, FastifyReply } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { attemptLimiters, type AttemptLimits } from './attemptLimits';
import { dummyHash, type PasswordCost } from './passwords';
import { endSession, startSession } from '../tenancy/sessions';
import { checkCredentials, signInSchema } from './signIn';
import {
  requestSignUp,
  resendConfirmation,
  resendSchema,
  signUpSchema,
  verifySchema,
  verifySignUp,
} from './signUp';
import { readHeadersOf, readPageAhead, serveReadAhead } from './readAhead';
import { userWithRoles } from './userRoles';

export interface AuthOptions {
  secureCookies: boolean;
  attemptLimits: AttemptLimits;
  passwordCost: PasswordCost;
}

/**
 * Signing in and out, signing up and the current user (docs/areas/accounts.md); access and reply
 * keys are in registry/routes/accounts.ts. The attempt limits run after body parsing, so their
 * keys can include the e-mail.
 */
export const registerAuthRoutes = (app: FastifyInstance, db: Database, options: AuthOptions) => {
  const limiters = attemptLimiters(app, options.attemptLimits);
  const unknownEmailHash = dummyHash(options.passwordCost);
  // Starts the account's session: its token, and the account with its roles.
  const signedInAs = async (reply: FastifyReply, userId: string) => {
    const token = await startSession(db, reply, userId, options.secureCookies);
    return { token, user: await userWithRoles(db, userId) };
  };

  serveRoute(
    app,
    db,
    ROUTES.signIn,
    { body: signInSchema, options: { preHandler: limiters.signIn, config: { session: 'starts' } } },
    async ({ body, request, reply }) => {
      const userId = await checkCredentials(db, body, options.passwordCost, unknownEmailHash);
      const { token, user } = await signedInAs(reply, userId);
      if (!body.readAhead || !user) return user;
      // The page's first reads, made with the session just started, beside the user.
      const headers = readHeadersOf(request, token);
      const readAhead = await readPageAhead(app, user, body.readAhead, headers);
      return reply.send({ user, readAhead });
    },
  );

  const signUpRules = { preHandler: limiters.signUp, config: { session: 'starts' } } as const;
  serveRoute(
    app,
    db,
    ROUTES.signUp,
    { body: signUpSchema, options: signUpRules },
    ({ body, request }) => requestSignUp(db, body, request.language),
  );
  serveRoute(
    app,
    db,
    ROUTES.resendConfirmation,
    { body: resendSchema, options: signUpRules },
    ({ body }) => resendConfirmation(db, body.email),
  );
  serveRoute(
    app,
    db,
    ROUTES.verifyEmail,
    { body: verifySchema, options: { config: { session: 'starts' } } },
    async ({ body, reply }) =>
      (await signedInAs(reply, await verifySignUp(db, body, options.passwordCost))).user,
  );

  serveRoute(
    app,
    db,
    ROUTES.signOut,
    { options: { config: { session: 'ends' } } },
    async ({ request, reply }) => {
      await endSession(db, request, reply);
      return { success: true };
    },
  );
  serveRoute(app, db, ROUTES.currentUser, {}, ({ user }) => userWithRoles(db, user.id));
  serveReadAhead(app, db);
};
