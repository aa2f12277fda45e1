import { and, eq } from 'drizzle-orm';
import { businessRowsMatching } from '../db/businessRows';
import { v7 as uuidv7 } from 'uuid';
import type { InferType } from 'yup';
import type { Action } from '../../registry/modules';
import type { Database } from '../db/database';
import { employees, rolePermissions } from '../db/schema';
import { notFound } from '../http/errors';
import { idsOfQuery } from '../registry/deleteQuery';
import { isUuid } from '../http/ids';
import { requireAction, type Access } from '../tenancy/access';
import type { bulkSchema, createSchema, updateSchema } from './permissionSchemas';
import {
  findPermission,
  orderedActions,
  PERMISSION_MODULE,
  selectPermissions,
  staffRoleOf,
  toPermissionDocument,
} from './permissions';
import { deletedReply } from '../registry/deletedReply';

const byId = (access: Access, id: string) =>
  and(eq(rolePermissions.businessId, access.businessId), eq(rolePermissions.id, id));

/** Gives an employee's staff role one module's actions; answers the new permission. */
export const createPermission = async (
  db: Database,
  access: Access,
  body: InferType<typeof createSchema>,
) => {
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
  return toPermissionDocument(await findPermission(db, access.businessId, id));
};

/** Replaces a permission's actions. */
export const updatePermission = async (
  db: Database,
  access: Access,
  id: string | undefined,
  body: InferType<typeof updateSchema>,
) => {
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const existing = await findPermission(tx, access.businessId, id);
    await staffRoleOf(tx, access, existing.employeeId);
    await tx
      .update(rolePermissions)
      .set({ actions: orderedActions(body.actions) })
      .where(byId(access, existing.id));
  });
  return toPermissionDocument(await findPermission(db, access.businessId, id));
};

/** Deletes permissions by id in one transaction: all of them, or none when one is not found. */
const deletePermissions = (db: Database, access: Access, ids: string[]) =>
  db.transaction(async (tx) => {
    const deleted: Awaited<ReturnType<typeof findPermission>>[] = [];
    for (const id of ids) {
      const existing = await findPermission(tx, access.businessId, id);
      await staffRoleOf(tx, access, existing.employeeId);
      await tx.delete(rolePermissions).where(byId(access, existing.id));
      deleted.push(existing);
    }
    return deleted.map(toPermissionDocument);
  });

/** `DELETE /v1/permission/employee/:id`: the deleted permission. */
export const deletePermission = async (db: Database, access: Access, id: string | undefined) => {
  if (!isUuid(id)) throw notFound();
  const [deleted] = await deletePermissions(db, access, [id]);
  return deleted!;
};

/** The spec's `DELETE /v1/permission/employee?id=…`: `{ employeePermission }` or `{ deleted }`. */
export const deletePermissionsOfQuery = async (
  db: Database,
  access: Access,
  query: Record<string, unknown>,
) => {
  const ids = idsOfQuery(query);
  return deletedReply(ids, 'employeePermission', await deletePermissions(db, access, ids));
};

/**
 * Sets an employee's whole permission set (the grid's save): listed modules get exactly the
 * actions given, a module with none and every module not listed loses its row. The caller
 * needs `update`, plus `create` / `delete` when rows are added / removed.
 */
export const setPermissions = async (
  db: Database,
  access: Access,
  body: InferType<typeof bulkSchema>,
) => {
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
        and(eq(rolePermissions.businessId, access.businessId), eq(rolePermissions.roleId, role.id)),
      );
    const removed = current.filter((row) => !wanted.has(row.module));
    const added = [...wanted.keys()].filter(
      (module) => !current.some((row) => row.module === module),
    );
    if (added.length) await requireAction(tx, access, PERMISSION_MODULE, 'create');
    if (removed.length) await requireAction(tx, access, PERMISSION_MODULE, 'delete');
    if (removed.length)
      await tx.delete(rolePermissions).where(
        businessRowsMatching(rolePermissions, access.businessId, {
          id: removed.map((row) => row.id),
        }),
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
  return rows.map(toPermissionDocument);
};
