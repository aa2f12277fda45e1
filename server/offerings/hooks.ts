import { and, eq, sql, type SQL } from 'drizzle-orm';
import { businessRowsMatching } from '../db/businessRows';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { clientMemberships, clientVouchers } from '../db/schema';
import { HttpError, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { ownedFilenames } from '../files/store';
import type { HooksByResource, ResourceHooks } from '../registry/hooks';

type StoredImage = { filename: string };

/** A record may only show pictures its business uploaded. */
export const checkOwnedImages = async (db: Database, businessId: string, images: StoredImage[]) => {
  const names = images.map((image) => image.filename);
  const owned = await ownedFilenames(db, businessId, names);
  if (names.some((name) => !owned.has(name)))
    throw validationFailed({ images: text('saluni.validation.image.invalid') });
};

/** Refuses deleting a record that sold records still point at (their history needs it). */
const refuseWhileReferenced = async (db: Database, table: PgTable, where: SQL, message: string) => {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .where(where)
    .limit(1);
  if (row) throw new HttpError(409, 'INVALID_STATE', text(message));
};

export const membershipHooks: ResourceHooks = {
  beforeWrite: async ({ db, access }, values) => {
    const extra: Record<string, unknown> = {};
    // Optional lists are stored empty rather than null.
    if ('images' in values) {
      const images = (values.images ?? []) as StoredImage[];
      await checkOwnedImages(db, access.businessId, images);
      extra.images = images;
    }
    return extra;
  },
  beforeDelete: async ({ db }, row) => {
    await refuseWhileReferenced(
      db,
      clientMemberships,
      businessRowsMatching(clientMemberships, row.businessId, { membershipId: row.id }),
      'saluni.offerings.errors.membershipHeld',
    );
  },
};

export const voucherHooks: ResourceHooks = {
  beforeDelete: async ({ db }, row) => {
    await refuseWhileReferenced(
      db,
      clientVouchers,
      and(eq(clientVouchers.businessId, row.businessId), eq(clientVouchers.voucherId, row.id))!,
      'saluni.offerings.errors.voucherSold',
    );
  },
};

/** The hooks this area hands to the registry engine, by resource name. */
export const offeringsResourceHooks: HooksByResource = {
  membership: membershipHooks,
  voucher: voucherHooks,
};
