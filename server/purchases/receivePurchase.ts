import type { Database } from '../db/database';
import { warehouses } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { flagParam } from '../reports';
import { isUuid } from '../http/ids';
import { requireAction, type Access } from '../tenancy/access';
import { findPurchase } from './documents';
import { RECEIPTS_MODULE } from './module';
import { insertReceipt, receiveReceipt } from './receipts';
import { checkReference } from './references';
import { lockPurchaseFor, purchaseDocument, setPurchaseStatus } from './requestWrites';

type Query = Record<string, unknown>;

/**
 * Receive Purchase (`GET /v1/purchase/{id}/complete?warehouseId&receive`, SUBMITTED only): a
 * receipt of the request's lines into the chosen warehouse. With `receive=true` (the web's one
 * confirmed step) that receipt is received in the same transaction, so the stock is in and the
 * request RECEIVED together, or nothing changes; without it the receipt waits, pending, for
 * whoever checks the delivery.
 */
export const receivePurchase = async (db: Database, access: Access, id: string, query: Query) => {
  const { businessId } = access;
  const warehouseId = query.warehouseId;
  if (!isUuid(warehouseId)) throw badRequest('saluni.validation.invalidQuery');
  const receive = flagParam(query, 'receive');
  if (receive)
    // Receiving at once posts the stock, which is receiving a receipt: it needs that right too.
    await requireAction(db, access, RECEIPTS_MODULE, 'update');
  if (!isUuid(id)) throw notFound();
  await checkReference(db, warehouses, businessId, warehouseId, 'warehouseId');
  // Lines and supplier are frozen once SUBMITTED; the lock below refuses any other state.
  const purchase = await findPurchase(db, businessId, id);
  if (!purchase) throw notFound();
  await insertReceipt(
    db,
    businessId,
    access.user.id,
    {
      supplier: purchase.supplierId,
      warehouse: warehouseId,
      purchaseId: purchase._id,
      items: purchase.items.map((line) => ({
        itemCode: line.productId,
        variant: line.variantId,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      })),
    },
    {
      before: async (tx) => {
        await lockPurchaseFor(tx, businessId, id, 'receive');
        await setPurchaseStatus(tx, businessId, id, 'RECEIVED');
      },
      after: receive
        ? (tx, receiptId) => receiveReceipt(tx, businessId, access.user.id, receiptId)
        : undefined,
    },
  );
  return purchaseDocument(db, businessId, id);
};
