import { and, asc, eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { InferType } from 'yup';
import type { SessionUser } from '../tenancy/sessions';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { businesses, roles } from '../db/schema';
import { ownedFilenames } from '../files/store';
import { forbidden, HttpError, notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { createGeneralWarehouse } from '../stock';
import { isUuid } from '../http/ids';
import { type Access } from '../tenancy/access';
import { toBusinessDocument } from '../tenancy/businessDocument';
import { localeOf, resolveLocale } from '../tenancy/locale';
import type { createSchema, updateSchema } from './businessSchemas';

const duplicateName = () =>
  new HttpError(409, 'DUPLICATE_KEY', text('saluni.validation.businessName.duplicate'), {
    name: text('saluni.validation.businessName.duplicate'),
  });

/** Runs a write that may hit the unique business name, turning that into the spec message. */
const withUniqueName = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
};

/**
 * Creates a business owned by the caller, with its general warehouse: `{ business, role }`, the
 * role being the caller's, as the sign-in's roles list it.
 */
export const createBusiness = async (
  db: Database,
  user: SessionUser,
  body: InferType<typeof createSchema>,
) => {
  const values = {
    id: uuidv7(),
    name: body.name.trim(),
    ...resolveLocale(body),
    appointmentGapInMinutes: body.appointmentGapInMinutes ?? 0,
    address: body.address?.trim() || null,
  };
  const { business, role } = await withUniqueName(() =>
    db.transaction(async (tx) => {
      const [business] = await tx.insert(businesses).values(values).returning();
      const [role] = await tx
        .insert(roles)
        .values({ businessId: business!.id, id: uuidv7(), userId: user.id, role: 'owner' })
        .returning();
      await createGeneralWarehouse(tx, business!.id);
      return { business: business!, role: role! };
    }),
  );
  const businessDocument = toBusinessDocument(business);
  return {
    business: businessDocument,
    role: { _id: role.id, role: role.role, business: businessDocument, permissions: {} },
  };
};

/** The businesses the user holds a role in, by name, as one page. */
export const businessPageOf = async (db: Database, user: SessionUser) => {
  const held = await db
    .select({ businessId: roles.businessId })
    .from(roles)
    .where(eq(roles.userId, user.id));
  const ids = held.map((row) => row.businessId);
  const rows = ids.length
    ? await db
        .select()
        .from(businesses)
        .where(inArray(businesses.id, ids))
        .orderBy(asc(businesses.name))
    : [];
  return {
    docs: rows.map(toBusinessDocument),
    limit: 0,
    page: 1,
    pages: 1,
    sort: { name: 1 },
    total: rows.length,
  };
};

export const businessOf = async (db: Database, businessId: string) => {
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  if (!business) throw notFound();
  return toBusinessDocument(business);
};

/**
 * Changes a business's settings. A `businessId` in the body must be the path's; the logo is one
 * of the business's own files (null or '' removes it).
 */
export const updateBusiness = async (
  db: Database,
  businessId: string,
  body: InferType<typeof updateSchema>,
) => {
  if (body.businessId !== undefined && body.businessId !== businessId) throw forbidden();
  const { businessId: _ignored, ...changes } = body;
  if (changes.logo && !(await ownedFilenames(db, businessId, [changes.logo])).has(changes.logo)) {
    throw validationFailed({ logo: text('saluni.validation.image.invalid') });
  }
  const [business] = await withUniqueName(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(businesses)
        .where(eq(businesses.id, businessId))
        .for('update');
      if (!current) throw notFound();
      const locale = resolveLocale(changes, localeOf(current));
      return tx
        .update(businesses)
        .set({
          ...changes,
          ...locale,
          ...(changes.name !== undefined && { name: changes.name.trim() }),
          ...(changes.logo === '' && { logo: null }),
          ...(changes.address !== undefined && { address: changes.address?.trim() || null }),
          updatedAt: new Date(),
        })
        .where(eq(businesses.id, businessId))
        .returning();
    }),
  );
  if (!business) throw notFound();
  return toBusinessDocument(business);
};

/** Only the owner deletes a business; its every record goes with it (cascading keys). */
export const deleteBusiness = async (db: Database, access: Access) => {
  if (access.role !== 'owner' || !isUuid(access.businessId)) throw forbidden();
  const [business] = await db
    .delete(businesses)
    .where(and(eq(businesses.id, access.businessId)))
    .returning();
  if (!business) throw notFound();
  return toBusinessDocument(business);
};
