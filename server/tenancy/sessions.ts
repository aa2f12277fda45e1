import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';
import { SIGNED_IN_HINT_COOKIE } from '../../registry/session';
import { SESSION_COOKIE } from '../http/cookies';
import { unauthenticated } from '../http/errors';
import { answerInUserLanguage } from '../http/language';

const SESSION_DAYS = 30;

export interface SessionUser {
  id: string;
  fullName: string;
  email: string;
  language: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const startSession = async (
  db: Database,
  reply: FastifyReply,
  userId: string,
  secure: boolean,
) => {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.transaction(async (tx) => {
    // Each sign-in sweeps the user's expired sessions, so the table does not grow forever.
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
    await tx.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  });
  const cookie = { sameSite: 'lax', secure, path: '/', expires: expiresAt } as const;
  reply.setCookie(SESSION_COOKIE, token, { ...cookie, httpOnly: true });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', cookie);
  return token;
};

export const endSession = async (db: Database, request: FastifyRequest, reply: FastifyReply) => {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
};

/**
 * The condition finding the live session of a request's cookie, or a 401 when there is no
 * cookie. Exported so the tenancy gate can join the session to its role look-up in one query.
 */
export const liveSessionOf = (request: FastifyRequest): SQL =>
  and(eq(sessions.tokenHash, sessionTokenHashOf(request)), gt(sessions.expiresAt, new Date()))!;

/** The hash of the request's session cookie as stored in `sessions`, or a 401 when there is no cookie. */
export const sessionTokenHashOf = (request: FastifyRequest): string => {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) throw unauthenticated();
  return hashToken(token);
};

/** The signed-in user of a request, or a 401. The rest of the request speaks the user's language. */
export const requireUser = async (db: Database, request: FastifyRequest): Promise<SessionUser> => {
  const liveSession = liveSessionOf(request);
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession);
  if (!row) throw unauthenticated();
  answerInUserLanguage(request, row.language);
  return row;
};
