import type { Action } from '../modules';
import type { RouteDeclaration } from './declaration';
import { employee } from '../resources/employee';

const employeePermissionPath = '/v1/permission/employee';
const permissionAccess = <A extends Action>(action: A) =>
  ({ module: 'employees.Permissions', action }) as const;

/** Staff: export and permissions (back-office.md 7). */
export const staffRoutes = {
  // A CSV file, sent as is.
  employeeExport: {
    method: 'GET',
    path: `${employee.path}/export`,
    access: { module: employee.module, action: 'read' },
  },
  employeePermissionList: {
    method: 'GET',
    path: employeePermissionPath,
    access: permissionAccess('read'),
    replyKey: 'employeePermissionPage',
  },
  // An employee's whole set: `create` / `delete` are also needed when rows are added / removed.
  employeePermissionSet: {
    method: 'POST',
    path: `${employeePermissionPath}/bulk`,
    access: permissionAccess('update'),
    replyKey: 'employeePermissions',
  },
  employeePermissionGet: {
    method: 'GET',
    path: `${employeePermissionPath}/:id`,
    access: permissionAccess('read'),
    replyKey: 'employeePermission',
  },
  employeePermissionCreate: {
    method: 'POST',
    created: true,
    path: employeePermissionPath,
    access: permissionAccess('create'),
    replyKey: 'employeePermission',
  },
  employeePermissionUpdate: {
    method: 'PUT',
    path: `${employeePermissionPath}/:id`,
    access: permissionAccess('update'),
    replyKey: 'employeePermission',
  },
  employeePermissionDelete: {
    method: 'DELETE',
    path: `${employeePermissionPath}/:id`,
    access: permissionAccess('delete'),
    replyKey: 'employeePermission',
  },
  // `?id=`, one or several: `{ employeePermission }` for one, `{ deleted }` for several.
  employeePermissionDeleteMany: {
    method: 'DELETE',
    path: employeePermissionPath,
    access: permissionAccess('delete'),
  },
} as const satisfies Record<string, RouteDeclaration>;
