import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { accountUser } from './accounts';
import { businessRowKey, tenantKeyTable, tenantPrimaryKey, tenantReference } from './columns';
import { createdAt } from './columnTypes';

/** The roles of a business's members and what each staff role may do (server/staff). */

/** A user's place in a business: owner, admin or staff. */
export const roles = tenantKeyTable(
  'roles',
  {
    userId: accountUser(),
    role: text('role', { enum: ['owner', 'admin', 'staff'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('roles_business_user_unique').on(t.businessId, t.userId),
    index('roles_user_idx').on(t.userId),
  ],
);

/** What a staff role may do in one module: a set of read/create/update/delete. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    ...businessRowKey(),
    roleId: uuid('role_id').notNull(),
    module: text('module').notNull(),
    actions: text('actions').array().notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('role_permissions_role_module_unique').on(t.businessId, t.roleId, t.module),
    tenantReference(t, t.roleId, roles).onDelete('cascade'),
  ],
);
