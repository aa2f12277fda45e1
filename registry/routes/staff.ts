import type { RouteDeclaration } from './declaration';
import { moduleRoutes } from './moduleRoutes';
import { employee } from '../resources/employee';

const employeePermissionPath = '/v1/permission/employee';
const permissions = moduleRoutes('employees.Permissions');

/** Staff: export and permissions (back-office.md 7). */
export const staffRoutes = {
  // A CSV file, sent as is.
  employeeExport: {
    method: 'GET',
    path: `${employee.path}/export`,
    access: moduleRoutes(employee.module).access('read'),
  },
  employeePermissionList: permissions.read(employeePermissionPath, 'employeePermissionPage'),
  // An employee's whole set: `create` / `delete` are also needed when rows are added / removed.
  employeePermissionSet: permissions.update(
    `${employeePermissionPath}/bulk`,
    'employeePermissions',
    'POST',
  ),
  employeePermissionGet: permissions.read(`${employeePermissionPath}/:id`, 'employeePermission'),
  employeePermissionCreate: permissions.create(employeePermissionPath, 'employeePermission'),
  employeePermissionUpdate: permissions.update(
    `${employeePermissionPath}/:id`,
    'employeePermission',
  ),
  employeePermissionDelete: permissions.remove(
    `${employeePermissionPath}/:id`,
    'employeePermission',
  ),
  // `?id=`, one or several: `{ employeePermission }` for one, `{ deleted }` for several.
  employeePermissionDeleteMany: {
    method: 'DELETE',
    path: employeePermissionPath,
    access: permissions.access('delete'),
  },
} as const satisfies Record<string, RouteDeclaration>;
