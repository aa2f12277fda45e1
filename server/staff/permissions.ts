import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { ACTIONS, type Action } from '../../registry/modules';
import type { Database } from '../db/database';
import { joinReferenced } from '../db/businessRows';
import { employees, rolePermissions, roles } from '../db/schema';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import type { Access } from '../tenancy/access';

/** Where EmployeePermissions live (design.md 3): the modules of the employee's staff role. */
export const PERMISSION_MODULE = 'employees.Permissions';

const invalidState = (key: string) => new HttpError(409, 'INVALID_STATE', text(key));

/** The fixed order of actions in replies, whatever order they were sent in. */
export const orderedActions = (actions: readonly string[]): Action[] =>
  ACTIONS.filter((action) => actions.includes(action));

const selection = {
  id: rolePermissions.id,
  businessId: rolePermissions.businessId,
  employeeId: employees.id,
  module: rolePermissions.module,
  actions: rolePermissions.actions,
};

export type PermissionRow = {
  id: string;
  businessId: string;
  employeeId: string;
  module: string;
  actions: string[];
};

export const toPermissionDocument = (row: PermissionRow) => ({
  _id: row.id,
  businessId: row.businessId,
  employeeId: row.employeeId,
  module: row.module,
  actions: orderedActions(row.actions),
});

/** A permission's staff role, and the employee who holds that role. */
const roleOfPermission = joinReferenced(roles, rolePermissions.roleId);
const employeeOfRole = and(
  eq(employees.businessId, roles.businessId),
  eq(employees.userId, roles.userId),
);

/** Permission rows of a business joined to the employee whose role holds them. */
export const selectPermissions = (db: Database, businessId: string, condition?: SQL) =>
  db
    .select(selection)
    .from(rolePermissions)
    .innerJoin(roles, roleOfPermission)
    .innerJoin(employees, employeeOfRole)
    .where(and(eq(rolePermissions.businessId, businessId), condition))
    .orderBy(asc(rolePermissions.module), asc(rolePermissions.id))
    .$dynamic();

export const countPermissions = async (db: Database, businessId: string, condition?: SQL) => {
  const [{ total }] = await db
    .select({ total: count() })
    .from(rolePermissions)
    .innerJoin(roles, roleOfPermission)
    .innerJoin(employees, employeeOfRole)
    .where(and(eq(rolePermissions.businessId, businessId), condition));
  return total;
};

export const findPermission = async (db: Database, businessId: string, id: string) => {
  const [row] = await selectPermissions(db, businessId, eq(rolePermissions.id, id));
  if (!row) throw notFound();
  return row;
};

/**
 * The staff role an employee's permissions are stored in. 422 for an employee of no record in
 * this business, 409 when they have no sign-in or own/run the business, 403 for one's own.
 */
export const staffRoleOf = async (db: Database, access: Access, employeeId: string) => {
  const [employee] = await db
    .select({ userId: employees.userId })
    .from(employees)
    .where(and(eq(employees.businessId, access.businessId), eq(employees.id, employeeId)));
  if (!employee)
    throw validationFailed({ employeeId: text('saluni.validation.referenceNotFound') });
  if (!employee.userId) throw invalidState('saluni.staff.permissions.noSignIn');
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.businessId, access.businessId), eq(roles.userId, employee.userId)));
  if (!role) throw invalidState('saluni.staff.permissions.noSignIn');
  if (role.role !== 'staff') throw invalidState('saluni.staff.permissions.ownRole');
  // Nobody raises their own rights.
  if (role.userId === access.user.id)
    throw new HttpError(403, 'FORBIDDEN', text('saluni.staff.permissions.self'));
  return role;
};
