import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import type { Action } from '../../registry/modules';
import { textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { employees, rolePermissions } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { idsOfQuery } from '../registry/deleteQuery';
import { toPage } from '../registry/documents';
import { authorize, checkVendorModule, isUuid, type Access } from '../tenancy/access';
import {
  actionsSchema,
  countPermissions,
  employeeIdSchema,
  findPermission,
  moduleSchema,
  orderedActions,
  PERMISSION_MODULE,
  selectPermissions,
  staffRoleOf,
  toPermissionDocument,
} from './permissions';

const PATH = '/v1/permission/employee';
type Query = Record<string, unknown>;

const businessIdField = { businessId: textSchema() };
const createSchema = yup.object({
  ...businessIdField,
  employeeId: employeeIdSchema,
  module: moduleSchema,
  actions: actionsSchema,
});
const updateSchema = yup.object({ ...businessIdField, actions: actionsSchema });
const bulkSchema = yup.object({
  ...businessIdField,
  employeeId: employeeIdSchema,
  permissions: yup
    .array(
      yup
        .object({ module: moduleSchema, actions: actionsSchema })
        .noUnknown('saluni.validation.unknownField')
        .strict()
        .required('saluni.validation.invalidValue'),
    )
    .strict()
    .typeError('saluni.validation.invalidValue')
    .test(
      'unique',
      'saluni.validation.invalidValue',
      (value) => !value || new Set(value.map((entry) => entry?.module)).size === value.length,
    )
    .required('saluni.validation.fieldRequired'),
});

const wholeNumber = (value: unknown, fallback: number, min: number) => {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value) || Number(value) < min)
    throw badRequest('saluni.validation.invalidQuery');
  return Number(value);
};

const byId = (access: Access, id: string) =>
  and(eq(rolePermissions.businessId, access.businessId), eq(rolePermissions.id, id));

/**
 * Staff permissions (back-office.md 7, design.md 3): an EmployeePermission `{ _id, employeeId,
 * module, actions }` is a row of `role_permissions` of the employee's staff role, so the same
 * `authorize()` that guards every call enforces it.
 */
export const registerPermissionRoutes = (app: FastifyInstance, db: Database) => {
  app.get<{ Querystring: Query }>(PATH, async (request) => {
    const access = await authorize(
      db,
      request,
      request.query.businessId,
      PERMISSION_MODULE,
      'read',
    );
    const {
      businessId: _businessId,
      employeeId,
      page: pageText,
      limit: limitText,
      ...unknown
    } = request.query;
    if (Object.keys(unknown).length || (employeeId !== undefined && !isUuid(employeeId)))
      throw badRequest('saluni.validation.invalidQuery');
    const page = wholeNumber(pageText, 1, 1);
    const limit = Math.min(wholeNumber(limitText, 10, 0), 1000);
    const condition = employeeId === undefined ? undefined : eq(employees.id, employeeId);
    let rows = selectPermissions(db, access.businessId, condition);
    if (limit > 0) rows = rows.limit(limit).offset((page - 1) * limit);
    const [docs, total] = await Promise.all([
      rows,
      countPermissions(db, access.businessId, condition),
    ]);
    return {
      employeePermissionPage: toPage(
        docs.map(toPermissionDocument),
        total,
        limit > 0 ? page : 1,
        limit,
        { field: 'module', direction: 1 },
      ),
    };
  });

  app.get<{ Querystring: Query; Params: { id: string } }>(`${PATH}/:id`, async (request) => {
    const access = await authorize(
      db,
      request,
      request.query.businessId,
      PERMISSION_MODULE,
      'read',
    );
    if (!isUuid(request.params.id)) throw notFound();
    return {
      employeePermission: toPermissionDocument(
        await findPermission(db, access.businessId, request.params.id),
      ),
    };
  });

  app.post(PATH, async (request, reply) => {
    const body = await parseBody(createSchema, request.body);
    const access = await authorize(db, request, body.businessId, PERMISSION_MODULE, 'create');
    const id = await db.transaction(async (tx) => {
      const role = await staffRoleOf(tx, access, body.employeeId);
      const [row] = await tx
        .insert(rolePermissions)
        .values({
          businessId: access.businessId,
          id: uuidv7(),
          roleId: role.id,
          module: body.module,
          actions: orderedActions(body.actions),
        })
        .returning();
      return row!.id;
    });
    return reply.status(201).send({
      employeePermission: toPermissionDocument(await findPermission(db, access.businessId, id)),
    });
  });

  app.put<{ Params: { id: string } }>(`${PATH}/:id`, async (request) => {
    const body = await parseBody(updateSchema, request.body);
    const access = await authorize(db, request, body.businessId, PERMISSION_MODULE, 'update');
    if (!isUuid(request.params.id)) throw notFound();
    await db.transaction(async (tx) => {
      const existing = await findPermission(tx, access.businessId, request.params.id);
      await staffRoleOf(tx, access, existing.employeeId);
      await tx
        .update(rolePermissions)
        .set({ actions: orderedActions(body.actions) })
        .where(byId(access, existing.id));
    });
    return {
      employeePermission: toPermissionDocument(
        await findPermission(db, access.businessId, request.params.id),
      ),
    };
  });

  /** Deletes permissions by id in one transaction: all of them, or none when one is not found. */
  const deletePermissions = (access: Access, ids: string[]) =>
    db.transaction(async (tx) => {
      const deleted: Awaited<ReturnType<typeof findPermission>>[] = [];
      for (const id of ids) {
        const existing = await findPermission(tx, access.businessId, id);
        await staffRoleOf(tx, access, existing.employeeId);
        await tx.delete(rolePermissions).where(byId(access, existing.id));
        deleted.push(existing);
      }
      return deleted;
    });

  app.delete<{ Querystring: Query; Params: { id: string } }>(`${PATH}/:id`, async (request) => {
    checkVendorModule(request, PERMISSION_MODULE);
    const access = await authorize(
      db,
      request,
      request.query.businessId,
      PERMISSION_MODULE,
      'delete',
    );
    if (!isUuid(request.params.id)) throw notFound();
    const [deleted] = await deletePermissions(access, [request.params.id]);
    return { employeePermission: toPermissionDocument(deleted!) };
  });

  // The spec's `DELETE /v1/permission/employee{suffix}`: `?id=`, or several ids (docs/areas/conventions.md).
  app.delete<{ Querystring: Query }>(PATH, async (request) => {
    checkVendorModule(request, PERMISSION_MODULE);
    const access = await authorize(
      db,
      request,
      request.query.businessId,
      PERMISSION_MODULE,
      'delete',
    );
    const ids = idsOfQuery(request.query);
    const deleted = (await deletePermissions(access, ids)).map(toPermissionDocument);
    return ids.length === 1 ? { employeePermission: deleted[0] } : { deleted };
  });

  /**
   * Sets an employee's whole permission set (the grid's save): listed modules get exactly the
   * actions given, a module with none and every module not listed loses its row. The caller
   * needs `update`, plus `create` / `delete` when rows are added / removed.
   */
  app.post(`${PATH}/bulk`, async (request) => {
    const body = await parseBody(bulkSchema, request.body);
    const access = await authorize(db, request, body.businessId, PERMISSION_MODULE, 'update');
    const wanted = new Map<string, Action[]>(
      body.permissions
        .filter((entry) => entry.actions.length)
        .map((entry) => [entry.module, orderedActions(entry.actions)]),
    );
    await db.transaction(async (tx) => {
      const role = await staffRoleOf(tx, access, body.employeeId);
      const current = await tx
        .select()
        .from(rolePermissions)
        .where(
          and(
            eq(rolePermissions.businessId, access.businessId),
            eq(rolePermissions.roleId, role.id),
          ),
        );
      const removed = current.filter((row) => !wanted.has(row.module));
      const added = [...wanted.keys()].filter(
        (module) => !current.some((row) => row.module === module),
      );
      if (added.length)
        await authorize(tx, request, access.businessId, PERMISSION_MODULE, 'create');
      if (removed.length)
        await authorize(tx, request, access.businessId, PERMISSION_MODULE, 'delete');
      if (removed.length)
        await tx.delete(rolePermissions).where(
          and(
            eq(rolePermissions.businessId, access.businessId),
            inArray(
              rolePermissions.id,
              removed.map((row) => row.id),
            ),
          ),
        );
      for (const row of current.filter((candidate) => wanted.has(candidate.module))) {
        await tx
          .update(rolePermissions)
          .set({ actions: wanted.get(row.module)! })
          .where(byId(access, row.id));
      }
      if (added.length) {
        await tx.insert(rolePermissions).values(
          added.map((module) => ({
            businessId: access.businessId,
            id: uuidv7(),
            roleId: role.id,
            module,
            actions: wanted.get(module)!,
          })),
        );
      }
    });
    const rows = await selectPermissions(db, access.businessId, eq(employees.id, body.employeeId));
    return { employeePermissions: rows.map(toPermissionDocument) };
  });
};
