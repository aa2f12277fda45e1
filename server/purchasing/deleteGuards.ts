import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { purchaseReceipts, purchases } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';

/**
 * A supplier with purchase requests or receipts is kept (409, saying why): they are the
 * business's purchasing history. The delete hook runs in the delete's transaction after the
 * supplier's row is read; the foreign keys refuse whatever commits meanwhile.
 */
export const refuseSupplierWithPurchases = async (
  db: Database,
  businessId: string,
  supplierId: string,
) => {
  const [[request], [receipt]] = await Promise.all([
    db
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.businessId, businessId), eq(purchases.supplierId, supplierId)))
      .limit(1),
    db
      .select({ id: purchaseReceipts.id })
      .from(purchaseReceipts)
      .where(
        and(
          eq(purchaseReceipts.businessId, businessId),
          eq(purchaseReceipts.supplierId, supplierId),
        ),
      )
      .limit(1),
  ]);
  if (request || receipt)
    throw new HttpError(409, 'INVALID_STATE', text('saluni.purchasing.supplierInUse'));
};

/** A warehouse named by a purchase receipt is kept, as a supplier is. */
export const refuseWarehouseWithReceipts = async (
  db: Database,
  businessId: string,
  warehouseId: string,
) => {
  const [receipt] = await db
    .select({ id: purchaseReceipts.id })
    .from(purchaseReceipts)
    .where(
      and(
        eq(purchaseReceipts.businessId, businessId),
        eq(purchaseReceipts.warehouseId, warehouseId),
      ),
    )
    .limit(1);
  if (receipt) throw new HttpError(409, 'INVALID_STATE', text('saluni.purchasing.warehouseInUse'));
};
