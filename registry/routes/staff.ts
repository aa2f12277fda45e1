import type { RouteDeclaration } from './declaration';
import { employee } from '../resources/employee';

const employeePermissionPath = '/v1/permission/employee';

/** Staff: export and permissions (back-office.md 7). */
export const staffRoutes = {
  employeeExport: { method: 'GET', path: `${employee.path}/export` },
  employeePermissionList: {
    method: 'GET',
    path: employeePermissionPath,
    replyKey: 'employeePermissionPage',
  },
  employeePermissionSet: {
    method: 'POST',
    path: `${employeePermissionPath}/bulk`,
    replyKey: 'employeePermissions',
  },
  employeePermissionGet: { method: 'GET', path: `${employeePermissionPath}/:id` },
  employeePermissionCreate: { method: 'POST', path: employeePermissionPath },
  employeePermissionUpdate: { method: 'PUT', path: `${employeePermissionPath}/:id` },
  employeePermissionDelete: { method: 'DELETE', path: `${employeePermissionPath}/:id` },
  employeePermissionDeleteMany: { method: 'DELETE', path: employeePermissionPath },
} as const satisfies Record<string, RouteDeclaration>;
