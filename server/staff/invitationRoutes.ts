import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { textSchema } from '../../registry/validation';
import { hashPassword, type PasswordCost } from '../auth/passwords';
import { requireUser, startSession } from '../auth/sessions';
import { userWithRoles } from '../auth/userRoles';
import type { Database } from '../db/database';
import { businesses, staffInvitations, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';
import { parseBody } from '../http/parseBody';
import { INVITED_PASSWORD_HASH } from '../auth/passwords';
import { grantStaffRole, hashInvitationToken } from './employeeAccess';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

const acceptSchema = yup.object({
  token: textSchema(100).required('saluni.validation.fieldRequired'),
  password: textSchema(200)
    .required('saluni.validation.fieldRequired')
    .min(8, 'saluni.validation.password.short'),
});

const joinSchema = yup.object({
  token: textSchema(100).required('saluni.validation.fieldRequired'),
});

const invalidInvitation = () =>
  new HttpError(404, 'NOT_FOUND', text('saluni.staff.invitation.invalid'));

/** The open (unaccepted, unexpired) invitation of a token, with its account and business. */
const openInvitation = async (db: Database, token: unknown) => {
  if (typeof token !== 'string' || !TOKEN.test(token)) throw invalidInvitation();
  const [found] = await db
    .select({ invitation: staffInvitations, user: users, business: { name: businesses.name } })
    .from(staffInvitations)
    .innerJoin(users, eq(users.id, staffInvitations.userId))
    .innerJoin(businesses, eq(businesses.id, staffInvitations.businessId))
    .where(
      and(
        eq(staffInvitations.tokenHash, hashInvitationToken(token)),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, new Date()),
      ),
    );
  if (!found) throw invalidInvitation();
  return found;
};

const alreadyUsed = () => new HttpError(409, 'INVALID_STATE', text('saluni.staff.invitation.used'));

/** Marks an open invitation accepted; only the first of two concurrent accepts finds it still open. */
const markAccepted = async (tx: Database, invitation: typeof staffInvitations.$inferSelect) => {
  const accepted = await tx
    .update(staffInvitations)
    .set({ acceptedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(staffInvitations.businessId, invitation.businessId),
        eq(staffInvitations.id, invitation.id),
        isNull(staffInvitations.acceptedAt),
      ),
    )
    .returning({ id: staffInvitations.id });
  if (!accepted.length) throw invalidInvitation();
};

/**
 * The invited side of design.md 3. `GET /v1/auth/invitation/{token}` tells the page whom the
 * invitation is for and whether that address already signs in (only the holder of the link,
 * sent to that address, learns it). An invited account sets its password and signs in with
 * `POST /v1/auth/invitation/accept { token, password }`; an existing account joins with
 * `POST /v1/staff/invitation/accept { token }`, signed in as the invited address. Each token
 * works once, for 7 days.
 */
export const registerInvitationRoutes = (
  app: FastifyInstance,
  db: Database,
  options: { secureCookies: boolean; passwordCost: PasswordCost },
) => {
  app.get<{ Params: { token: string } }>('/v1/auth/invitation/:token', async (request) => {
    const { user, business } = await openInvitation(db, request.params.token);
    return {
      invitation: {
        email: user.email,
        fullName: user.fullName,
        businessName: business.name,
        hasAccount: user.passwordHash !== INVITED_PASSWORD_HASH,
      },
    };
  });

  app.post(
    '/v1/auth/invitation/accept',
    { config: { session: 'starts' } },
    async (request, reply) => {
      const body = await parseBody(acceptSchema, request.body);
      const { invitation, user } = await openInvitation(db, body.token);
      if (user.passwordHash !== INVITED_PASSWORD_HASH) throw alreadyUsed();
      const passwordHash = await hashPassword(body.password, options.passwordCost);
      await db.transaction(async (tx) => {
        await markAccepted(tx, invitation);
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      });
      await startSession(db, reply, user.id, options.secureCookies);
      return { user: await userWithRoles(db, user.id) };
    },
  );

  app.post('/v1/staff/invitation/accept', async (request) => {
    const signedIn = await requireUser(db, request);
    const body = await parseBody(joinSchema, request.body);
    const { invitation } = await openInvitation(db, body.token);
    // The link proves control of the address only to the account of that address.
    if (invitation.userId !== signedIn.id)
      throw new HttpError(403, 'FORBIDDEN', text('saluni.staff.invitation.otherAccount'));
    await db.transaction(async (tx) => {
      await markAccepted(tx, invitation);
      await grantStaffRole(tx, invitation.businessId, signedIn.id);
    });
    return { user: await userWithRoles(db, signedIn.id) };
  });
};
