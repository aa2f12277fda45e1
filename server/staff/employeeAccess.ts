import { createHash, randomBytes } from 'node:crypto';
import { businessRowsMatching } from '../db/businessRows';
import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { INVITED_PASSWORD_HASH } from '../auth/passwords';
import { publicUrl } from '../config';
import type { Database } from '../db/database';
import {
  businesses,
  employees,
  rolePermissions,
  roles,
  staffInvitations,
  users,
} from '../db/schema';
import { text } from '../http/messages';
import { enqueueEmail } from '../outbox';

export const INVITATION_DAYS = 7;

export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

export interface EmployeeRow {
  businessId: string;
  id: string;
  fullName: string;
  email: string | null;
  userId: string | null;
}

type Permission = { module: string; actions: string[] };

const findUserByEmail = async (tx: Database, email: string) =>
  (
    await tx
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  )[0];

/** The user with this e-mail, made as an invited account (no usable password) when none exists. */
const userForEmail = async (tx: Database, employee: EmployeeRow & { email: string }) => {
  // Another request may create the same account concurrently: insert-or-keep, then read.
  await tx
    .insert(users)
    .values({
      id: uuidv7(),
      fullName: employee.fullName,
      email: employee.email,
      passwordHash: INVITED_PASSWORD_HASH,
    })
    .onConflictDoNothing();
  return (await findUserByEmail(tx, employee.email))!;
};

const businessName = async (tx: Database, businessId: string) =>
  (
    await tx.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId))
  )[0]!.name;

/** Gives a user the `staff` role in a business carrying `permissions`, unless they already hold a role there. */
export const grantStaffRole = async (
  tx: Database,
  businessId: string,
  userId: string,
  permissions: Permission[] = [],
) => {
  const [held] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.businessId, businessId), eq(roles.userId, userId)));
  if (held) return;
  const roleId = uuidv7();
  await tx.insert(roles).values({ businessId, id: roleId, userId, role: 'staff' });
  if (permissions.length) {
    await tx
      .insert(rolePermissions)
      .values(
        permissions.map((permission) => ({ ...permission, businessId, id: uuidv7(), roleId })),
      );
  }
};

/**
 * Invites an employee with an e-mail: links the account of that e-mail (made as an invited
 * account when new) and sends an invitation to that address, in the same transaction. An
 * account someone already uses gets no role until its holder accepts the invitation signed in
 * (whoever signed up first with a new hire's address gains nothing); an invited account gets its
 * `staff` role at once, since only the invitation link can ever open it. A user who already
 * holds a role here (the owner adding themselves) keeps it and gets no invitation. Every case
 * sends the same invitation, so the outbox does not tell the owner whether the address had an account.
 */
export const grantAccess = async (
  tx: Database,
  employee: EmployeeRow & { email: string },
  permissions: Permission[] = [],
) => {
  const user = await userForEmail(tx, employee);
  await tx
    .update(employees)
    .set({ userId: user.id })
    .where(and(eq(employees.businessId, employee.businessId), eq(employees.id, employee.id)));
  const [held] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.businessId, employee.businessId), eq(roles.userId, user.id)));
  if (held) return;
  if (user.passwordHash === INVITED_PASSWORD_HASH)
    await grantStaffRole(tx, employee.businessId, user.id, permissions);
  const token = randomBytes(32).toString('base64url');
  await tx.insert(staffInvitations).values({
    businessId: employee.businessId,
    id: uuidv7(),
    employeeId: employee.id,
    userId: user.id,
    tokenHash: hashInvitationToken(token),
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  });
  const texts = { business: await businessName(tx, employee.businessId), name: employee.fullName };
  await enqueueEmail(tx, {
    businessId: employee.businessId,
    recipient: user.email,
    subject: text('saluni.staff.invitation.subject', texts),
    body: text('saluni.staff.invitation.body', {
      ...texts,
      link: `${publicUrl()}/#/invitation/${token}`,
    }),
  });
};

/**
 * Takes back what `grantAccess` gave: unlinks the employee and, unless another employee of
 * the business shares the sign-in, removes the staff role (its permissions go with it), open
 * invitations, and an invited account nobody accepted that no business uses any more.
 * Owner and admin roles are never touched. Returns the permissions the removed role held.
 */
export const revokeAccess = async (tx: Database, employee: EmployeeRow): Promise<Permission[]> => {
  if (!employee.userId) return [];
  const { businessId, userId } = employee;
  await tx
    .update(employees)
    .set({ userId: null })
    .where(and(eq(employees.businessId, businessId), eq(employees.id, employee.id)));
  // Two employee records with one e-mail share one sign-in: it stays while another holds it.
  const [sharing] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.businessId, businessId), eq(employees.userId, userId)))
    .limit(1);
  if (sharing) return [];
  await tx
    .delete(staffInvitations)
    .where(businessRowsMatching(staffInvitations, businessId, { employeeId: employee.id }));
  const [role] = await tx
    .select()
    .from(roles)
    .where(
      and(eq(roles.businessId, businessId), eq(roles.userId, userId), eq(roles.role, 'staff')),
    );
  let permissions: Permission[] = [];
  if (role) {
    permissions = await tx
      .select({ module: rolePermissions.module, actions: rolePermissions.actions })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.businessId, businessId), eq(rolePermissions.roleId, role.id)));
    await tx.delete(roles).where(and(eq(roles.businessId, businessId), eq(roles.id, role.id)));
  }
  const [user] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  const [remaining] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.userId, userId))
    .limit(1);
  if (user?.passwordHash === INVITED_PASSWORD_HASH && !remaining)
    await tx.delete(users).where(eq(users.id, userId));
  return permissions;
};

/** Whether the employee's e-mail still names the account they are linked to. */
export const linkedEmailMatches = async (tx: Database, employee: EmployeeRow): Promise<boolean> => {
  if (!employee.userId || !employee.email) return false;
  const [user] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, employee.userId));
  return user?.email.toLowerCase() === employee.email.toLowerCase();
};
