import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { employees } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import {
  countPermissions,
  findPermission,
  selectPermissions,
  toPermissionDocument,
} from './permissions';
import { readPage } from '../registry/pages';

const wholeNumber = (value: unknown, fallback: number, min: number) => {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value) || Number(value) < min)
    throw badRequest('saluni.validation.invalidQuery');
  return Number(value);
};

/** The business's permissions by module, of one employee when `?employeeId` names one. */
export const permissionPage = async (
  db: Database,
  businessId: string,
  query: Record<string, unknown>,
) => {
  const { employeeId, page: pageText, limit: limitText } = query;
  if (employeeId !== undefined && !isUuid(employeeId))
    throw badRequest('saluni.validation.invalidQuery');
  const page = wholeNumber(pageText, 1, 1);
  const limit = Math.min(wholeNumber(limitText, 10, 0), 1000);
  const condition = employeeId === undefined ? undefined : eq(employees.id, employeeId);
  return readPage(
    {
      rows: selectPermissions(db, businessId, condition),
      total: countPermissions(db, businessId, condition),
      page,
      limit,
      sort: { field: 'module', direction: 1 },
    },
    (docs) => docs.map(toPermissionDocument),
  );
};

/** One permission; an id that is not one is not found. */
export const permissionOf = async (db: Database, businessId: string, id: string | undefined) => {
  if (!isUuid(id)) throw notFound();
  return toPermissionDocument(await findPermission(db, businessId, id));
};
