import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { businessRowsMatching } from '../db/businessRows';
import type { FastifyRequest } from 'fastify';
import { scopeAllows, type ApiKeyScope } from '../../registry/apiKeys';
import type { Action, ModuleName, RoleName } from '../../registry/modules';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { rolePermissions, roles, sessions, users } from '../db/schema';
import { badRequest, forbidden, unauthenticated } from '../http/errors';
import { isUuid } from '../http/ids';
import { requireUser, sessionTokenHashOf, type SessionUser } from './sessions';
import { answerInUserLanguage } from '../http/language';

export interface Access {
  user: SessionUser;
  businessId: string;
  roleId: string;
  role: RoleName;
  /** The API key the call was made with (its maker is `user`): it may do only what its scopes hold. */
  apiKey?: { id: string; scopes: ApiKeyScope[] };
}

/**
 * Session, user, role and permission in one prepared statement: every tenant request passes
 * here before any work.
 */
const accessLookup = preparedStatement((db) =>
  db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      language: users.language,
      roleId: roles.id,
      role: roles.role,
      actions: rolePermissions.actions,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      roles,
      and(eq(roles.businessId, sql.placeholder('businessId')), eq(roles.userId, users.id)),
    )
    .leftJoin(
      rolePermissions,
      and(
        eq(rolePermissions.businessId, roles.businessId),
        eq(rolePermissions.roleId, roles.id),
        eq(rolePermissions.module, sql.placeholder('module')),
      ),
    )
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)),
    )
    .prepare('saluni_access_lookup'),
);

/**
 * The caller's role in `businessId`, with the actions it holds in `module` when one is named.
 * 401 when signed out, 400 without a business, 403 when not a member.
 */
const findAccess = async (
  db: Database,
  request: FastifyRequest,
  businessId: unknown,
  module?: ModuleName,
) => {
  const tokenHash = sessionTokenHashOf(request);
  if (!isUuid(businessId)) {
    // Signed out wins over a bad business id, as for every other request.
    await requireUser(db, request);
    if (businessId === undefined || businessId === null || businessId === '')
      throw badRequest('saluni.validation.businessIdRequired');
    throw forbidden();
  }
  const [row] = await accessLookup(db).execute({ businessId, module: module ?? '', tokenHash });
  if (!row) throw unauthenticated();
  // The rest of the request, refusals included, speaks the user's language.
  answerInUserLanguage(request, row.language);
  if (!row.roleId || !row.role) throw forbidden();
  const user: SessionUser = {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    language: row.language,
  };
  return {
    access: { user, businessId, roleId: row.roleId, role: row.role } satisfies Access,
    actions: row.actions ?? [],
  };
};

/** The caller is signed in and holds a role in `businessId`; otherwise 401/403. */
export const requireMember = async (
  db: Database,
  request: FastifyRequest,
  businessId: unknown,
): Promise<Access> => (await findAccess(db, request, businessId)).access;

/**
 * The gate of every tenant route: a member of `businessId` whose role may do `action` in
 * `module` (owner and admin may do everything). Otherwise 401/403 before anything is read or
 * written.
 */
export const authorize = async (
  db: Database,
  request: FastifyRequest,
  businessId: unknown,
  module: ModuleName,
  action: Action,
): Promise<Access> => {
  const { access, actions } = await findAccess(db, request, businessId, module);
  if (access.role === 'staff' && !actions.includes(action)) throw forbidden();
  return access;
};

/**
 * A permission beyond the route's declared one, which what the call holds needs (a discount in
 * the cart, receiving at once, a new option value): owners and admins may do everything, a staff
 * role needs `action` in `module`; else 403 before anything changes.
 */
export const requireAction = async (
  db: Database,
  access: Access,
  module: ModuleName,
  action: Action,
) => {
  if (access.apiKey && !scopeAllows(access.apiKey.scopes, module, action)) throw forbidden();
  if (access.role !== 'staff') return;
  const [held] = await db
    .select({ actions: rolePermissions.actions })
    .from(rolePermissions)
    .where(
      businessRowsMatching(rolePermissions, access.businessId, { roleId: access.roleId, module }),
    );
  if (!held?.actions.includes(action)) throw forbidden();
};

/**
 * Which of `modules` the member may read, for a route that answers with parts of several
 * modules (the dashboard's overview, the app bar's search): owners and admins all of them, staff
 * those their role holds `read` in.
 */
export const readableModules = async <M extends ModuleName>(
  db: Database,
  access: Access,
  modules: readonly M[],
): Promise<Set<M>> => {
  const { apiKey } = access;
  if (apiKey)
    return new Set(modules.filter((module) => scopeAllows(apiKey.scopes, module, 'read')));
  if (access.role !== 'staff') return new Set(modules);
  const rows = await db
    .select({ module: rolePermissions.module, actions: rolePermissions.actions })
    .from(rolePermissions)
    .where(
      businessRowsMatching(
        rolePermissions,
        access.businessId,
        { roleId: access.roleId },
        inArray(rolePermissions.module, [...modules]),
      ),
    );
  return new Set(
    modules.filter((module) =>
      rows.some((row) => row.module === module && row.actions.includes('read')),
    ),
  );
};

/** Deletes name their module in the `vendor-module` header; a missing or other value is 400. */
export const checkVendorModule = (request: FastifyRequest, module: ModuleName) => {
  if (request.headers['vendor-module'] !== module)
    throw badRequest('saluni.validation.vendorModule', { module });
};
