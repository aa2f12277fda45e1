import { eq, ne, sql } from 'drizzle-orm';
import { businessHasRowWhere, businessRowsMatching } from '../db/businessRows';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { purchaseReceipts, stockBalances, warehouses } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';
import type { HooksByResource, ResourceHooks } from '../registry/hooks';
import { GENERAL_WAREHOUSE } from './ledger';

/** Every business gets its General warehouse in the transaction that creates it (design.md 4). */
export const createGeneralWarehouse = async (tx: Database, businessId: string): Promise<string> => {
  const id = uuidv7();
  await tx.insert(warehouses).values({ businessId, id, name: GENERAL_WAREHOUSE });
  return id;
};

/** A warehouse named by a purchase receipt is kept, as a supplier with purchases is. */
export const refuseWarehouseWithReceipts = async (
  db: Database,
  businessId: string,
  warehouseId: string,
) => {
  const named = await businessHasRowWhere(db, purchaseReceipts, businessId, [
    eq(purchaseReceipts.warehouseId, warehouseId),
  ]);
  if (named) throw new HttpError(409, 'INVALID_STATE', text('saluni.purchasing.warehouseInUse'));
};

const refuse = (key: string) => new HttpError(409, 'INVALID_STATE', text(key));

const isGeneral = (name: unknown) =>
  typeof name === 'string' && name.trim().toLowerCase() === GENERAL_WAREHOUSE.toLowerCase();

/**
 * General is the default warehouse and stands in for products without a sales warehouse, so it is
 * never renamed, duplicated or deleted; a warehouse that holds stock is not deleted either.
 */
export const warehouseHooks: ResourceHooks = {
  beforeWrite: async ({ db, access }, values, existing) => {
    if (
      existing &&
      isGeneral(existing.name) &&
      values.name !== undefined &&
      values.name !== existing.name
    )
      throw refuse('saluni.stock.warehouse.generalRename');
    if (!isGeneral(values.name) || (existing && isGeneral(existing.name))) return;
    const otherGeneral = await businessHasRowWhere(db, warehouses, access.businessId, [
      sql`lower(${warehouses.name}) = lower(${GENERAL_WAREHOUSE})`,
      existing ? ne(warehouses.id, existing.id) : undefined,
    ]);
    if (otherGeneral)
      throw new HttpError(409, 'DUPLICATE_KEY', text('saluni.stock.warehouse.generalExists'));
  },
  beforeDelete: async ({ db }, row) => {
    if (isGeneral(row.name)) throw refuse('saluni.stock.warehouse.generalDelete');
    // Locked so a movement cannot put stock in while the warehouse goes.
    const held = await db
      .select({ quantity: stockBalances.quantity })
      .from(stockBalances)
      .where(businessRowsMatching(stockBalances, row.businessId, { warehouseId: row.id }))
      .for('update');
    if (held.some((balance) => balance.quantity !== 0))
      throw refuse('saluni.stock.warehouse.holdsStock');
    await refuseWarehouseWithReceipts(db, row.businessId, row.id);
  },
};

/** The hooks this area hands to the registry engine, by resource name. */
export const stockResourceHooks: HooksByResource = { warehouse: warehouseHooks };
