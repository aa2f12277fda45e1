import { and, eq, gt, isNull } from 'drizzle-orm';
import { businessRow } from '../db/businessRows';
import * as yup from 'yup';
import type { InferType } from 'yup';
import { textSchema } from '../../registry/validation';
import { hashPassword, type PasswordCost } from '../auth/passwords';
import type { SessionUser } from '../tenancy/sessions';
import { userWithRoles } from '../auth/userRoles';
import type { Database } from '../db/database';
import { businesses, staffInvitations, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';
import { INVITED_PASSWORD_HASH } from '../auth/passwords';
import { grantStaffRole, hashInvitationToken } from './employeeAccess';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export const acceptSchema = yup.object({
  token: textSchema(100).required('saluni.validation.fieldRequired'),
  password: textSchema(200)
    .required('saluni.validation.fieldRequired')
    .min(8, 'saluni.validation.password.short'),
});

export const joinSchema = yup.object({
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
        businessRow(staffInvitations, invitation.businessId, invitation.id),
        isNull(staffInvitations.acceptedAt),
      ),
    )
    .returning({ id: staffInvitations.id });
  if (!accepted.length) throw invalidInvitation();
};

/** Whom an invitation is for, and whether that address already signs in. */
export const invitationOf = async (db: Database, token: string | undefined) => {
  const { user, business } = await openInvitation(db, token);
  return {
    email: user.email,
    fullName: user.fullName,
    businessName: business.name,
    hasAccount: user.passwordHash !== INVITED_PASSWORD_HASH,
  };
};

/** An invited account sets its password; answers the account, whose session starts next. */
export const acceptInvitation = async (
  db: Database,
  body: InferType<typeof acceptSchema>,
  passwordCost: PasswordCost,
) => {
  const { invitation, user } = await openInvitation(db, body.token);
  if (user.passwordHash !== INVITED_PASSWORD_HASH) throw alreadyUsed();
  const passwordHash = await hashPassword(body.password, passwordCost);
  await db.transaction(async (tx) => {
    await markAccepted(tx, invitation);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  });
  return user.id;
};

/** An existing account joins the business, signed in as the invited address. */
export const joinBusiness = async (db: Database, token: string, signedIn: SessionUser) => {
  const { invitation } = await openInvitation(db, token);
  // The link proves control of the address only to the account of that address.
  if (invitation.userId !== signedIn.id)
    throw new HttpError(403, 'FORBIDDEN', text('saluni.staff.invitation.otherAccount'));
  await db.transaction(async (tx) => {
    await markAccepted(tx, invitation);
    await grantStaffRole(tx, invitation.businessId, signedIn.id);
  });
  return userWithRoles(db, signedIn.id);
};
