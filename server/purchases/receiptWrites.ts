import { businessRow, businessRowsMatching } from '../db/businessRows';
import type { Database } from '../db/database';
import { lockedDocumentChanges } from '../registry/lockedDocument';
import { purchaseReceiptItems, purchaseReceipts, suppliers, warehouses } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { parsePaging } from '../http/paging';
import { isUuid } from '../http/ids';
import type { Receipt } from '../../registry/purchases';
import { findReceipt, listReceipts } from './documents';
import {
  businessToday,
  insertReceipt,
  invalidState,
  receiptItemRows,
  receiveReceipt,
} from './receipts';
import { checkItemTargets, checkReference } from './references';
import type { ReceiptBody } from './schemas';

type Query = Record<string, unknown>;

/** The receipts list's query keys beside the business; `business` is the spec's name for it. */
export const RECEIPT_LIST_KEYS = ['business', 'page', 'limit'] as const;

/** One page of the business's receipts, newest first. */
export const receiptPage = (db: Database, businessId: string, query: Query) =>
  listReceipts(db, businessId, parsePaging(query, ['businessId', ...RECEIPT_LIST_KEYS]));

/** The receipt a call names in `?receiptId` (inventory.md 7); without one, the spec's 'Invalid receipt data - missing ID'. */
export const receiptIdOf = (query: Query) => {
  if (query.receiptId === undefined || query.receiptId === '')
    throw badRequest('saluni.spec.errors.receiptMissingId');
  if (!isUuid(query.receiptId)) throw notFound();
  return query.receiptId;
};

/** Each change runs on the receipt's row locked, so a receive, change or delete waits for another. */
const receipts = lockedDocumentChanges(purchaseReceipts, findReceipt);

/** 422 unless supplier, warehouse, products and variants are all the business's. */
const checkReferences = async (db: Database, businessId: string, body: ReceiptBody) => {
  await checkReference(db, suppliers, businessId, body.supplier, 'supplier');
  await checkReference(db, warehouses, businessId, body.warehouse, 'warehouse');
  await checkItemTargets(
    db,
    businessId,
    body.items.map((item) => ({ productId: item.itemCode, variantId: item.variant })),
  );
};

/** Refuses a change to a receipt that is received or cancelled (inventory.md 4). */
const refuseUnlessPending = (status: string) => {
  if (status === 'received') throw invalidState('saluni.purchasing.receipt.changeReceived');
  if (status === 'cancelled') throw invalidState('saluni.purchasing.receipt.cancelled');
};

/** A new pending receipt. */
export const createReceipt = async (
  db: Database,
  businessId: string,
  userId: string,
  body: ReceiptBody,
) => {
  await checkReferences(db, businessId, body);
  const id = await insertReceipt(db, businessId, userId, body);
  return receipts.written(db, businessId, id);
};

/** Changes a pending receipt whole: its lines are replaced. */
export const updateReceipt = async (
  db: Database,
  businessId: string,
  id: string,
  body: ReceiptBody,
) => {
  await checkReferences(db, businessId, body);
  const receiptDate = body.receiptDate ?? (await businessToday(db, businessId));
  return receipts.change(db, businessId, id, async (tx, row) => {
    refuseUnlessPending(row.status);
    await tx
      .update(purchaseReceipts)
      .set({
        receiptNumber: body.receiptNumber?.trim() || row.receiptNumber,
        supplierId: body.supplier,
        warehouseId: body.warehouse,
        receiptDate,
        notes: body.notes ?? null,
        updatedAt: new Date(),
      })
      .where(businessRow(purchaseReceipts, businessId, id));
    await tx
      .delete(purchaseReceiptItems)
      .where(businessRowsMatching(purchaseReceiptItems, businessId, { receiptId: id }));
    await tx.insert(purchaseReceiptItems).values(receiptItemRows(businessId, id, body.items));
  });
};

/** Receives a pending receipt once: its stock is posted (receipts.ts, receiveReceipt). */
export const receiveReceiptById = async (
  db: Database,
  businessId: string,
  userId: string,
  id: string,
) => {
  if (!(await receiveReceipt(db, businessId, userId, id))) throw notFound();
  return receipts.written(db, businessId, id);
};

/** Cancels a pending receipt; nothing was posted, so nothing is reversed. */
export const cancelReceipt = (db: Database, businessId: string, id: string) =>
  receipts.change(db, businessId, id, async (tx, row) => {
    refuseUnlessPending(row.status);
    await tx
      .update(purchaseReceipts)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(businessRow(purchaseReceipts, businessId, id));
  });

/** Deletes a receipt that is not received, answering with it as it was. */
export const deleteReceipt = (db: Database, businessId: string, id: string): Promise<Receipt> =>
  receipts.remove(db, businessId, id, (row) => {
    if (row.status === 'received') throw invalidState('saluni.purchasing.receipt.deleteReceived');
  });
