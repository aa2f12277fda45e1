import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { businesses, rolePermissions, roles, users } from '../db/schema';
import { toBusinessDocument } from '../tenancy/businessDocument';

/** `GET /v1/user`: the user with every role they hold, each with its business and permissions. */
export const userWithRoles = async (db: Database, userId: string) => {
  const [user] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      language: users.language,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const held = await db
    .select({ role: roles, business: businesses })
    .from(roles)
    .innerJoin(businesses, eq(businesses.id, roles.businessId))
    .where(eq(roles.userId, userId))
    .orderBy(asc(roles.createdAt));
  const roleIds = held.map(({ role }) => role.id);
  const permissions = roleIds.length
    ? await db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds))
    : [];
  return {
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
    roles: held.map(({ role, business }) => ({
      _id: role.id,
      role: role.role,
      business: toBusinessDocument(business),
      permissions: Object.fromEntries(
        permissions
          .filter((permission) => permission.roleId === role.id)
          .map((permission) => [permission.module, permission.actions]),
      ),
    })),
  };
};

/** Keeps the user's language on the server, so every device and the server's messages follow it. */
export const setUserLanguage = (db: Database, userId: string, language: string) =>
  db.update(users).set({ language }).where(eq(users.id, userId));

/** The account with its roles, as `GET /v1/user` answers it. */
export type UserWithRoles = NonNullable<Awaited<ReturnType<typeof userWithRoles>>>;
