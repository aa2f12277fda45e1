import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { permissionOf, permissionPage } from './permissionReads';
import { bulkSchema, createSchema, updateSchema } from './permissionSchemas';
import {
  createPermission,
  deletePermission,
  deletePermissionsOfQuery,
  setPermissions,
  updatePermission,
} from './permissionWrites';

/**
 * Staff permissions (back-office.md 7, design.md 3): an EmployeePermission `{ _id, employeeId,
 * module, actions }` is a row of `role_permissions` of the employee's staff role, so the same
 * access check that guards every call enforces it. Access and reply keys: registry/routes/staff.ts.
 */
export const registerPermissionRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(
    app,
    db,
    ROUTES.employeePermissionList,
    { query: ['employeeId', 'page', 'limit'] },
    ({ access, query }) => permissionPage(db, access.businessId, query),
  );
  serveRoute(app, db, ROUTES.employeePermissionGet, {}, ({ access, params }) =>
    permissionOf(db, access.businessId, params.id),
  );
  serveRoute(app, db, ROUTES.employeePermissionCreate, { body: createSchema }, (call) =>
    createPermission(db, call.access, call.body),
  );
  serveRoute(app, db, ROUTES.employeePermissionUpdate, { body: updateSchema }, (call) =>
    updatePermission(db, call.access, call.params.id, call.body),
  );
  serveRoute(app, db, ROUTES.employeePermissionDelete, {}, ({ access, params }) =>
    deletePermission(db, access, params.id),
  );
  // The spec's `DELETE /v1/permission/employee{suffix}`: `?id=`, or several ids (docs/areas/conventions.md).
  serveRoute(app, db, ROUTES.employeePermissionDeleteMany, {}, ({ access, query }) =>
    deletePermissionsOfQuery(db, access, query),
  );
  serveRoute(app, db, ROUTES.employeePermissionSet, { body: bulkSchema }, ({ access, body }) =>
    setPermissions(db, access, body),
  );
};
