import { and, count, eq } from 'drizzle-orm';
import { businessRow, businessRowsMatching, lockBusinessRow } from '../db/businessRows';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { lockedDocumentChanges } from '../registry/lockedDocument';
import type { PurchaseStatus } from '../../registry/purchases';
import { purchaseItems, purchases, suppliers } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { parsePaging } from '../http/paging';
import { isUuid } from '../http/ids';
import type { Purchase } from '../../registry/purchases';
import { findPurchase, listPurchases } from './documents';
import { invalidState } from './receipts';
import { checkItemTargets, checkReference } from './references';
import type { PurchaseBody, PurchaseItemBody } from './schemas';

type Query = Record<string, unknown>;

/** What each action needs the request to be in; anything else is 409 INVALID_STATE (inventory.md 4). */
const ALLOWED: Record<
  'items' | 'submit' | 'receive' | 'cancel',
  { from: PurchaseStatus[]; refusal: string }
> = {
  items: { from: ['CREATED'], refusal: 'saluni.purchasing.purchase.notCreated' },
  submit: { from: ['CREATED'], refusal: 'saluni.purchasing.purchase.submit' },
  receive: { from: ['SUBMITTED'], refusal: 'saluni.purchasing.purchase.receive' },
  cancel: { from: ['CREATED', 'SUBMITTED'], refusal: 'saluni.purchasing.purchase.cancel' },
};

export type PurchaseAction = keyof typeof ALLOWED;

const itemRows = (
  businessId: string,
  purchaseId: string,
  items: Omit<PurchaseItemBody, 'businessId'>[],
  titles: Map<string, string>,
) =>
  items.map((item) => ({
    businessId,
    id: uuidv7(),
    purchaseId,
    productId: item.productId,
    variantId: item.variantId,
    productName: item.productName?.trim() || titles.get(item.productId) || '',
    quantity: item.quantity,
    unitPrice: item.unitPrice.toFixed(2),
  }));

/** 409 unless the request's state lets the action run on it. */
const refuseUnlessAllowed = (status: PurchaseStatus, action: PurchaseAction) => {
  if (!ALLOWED[action].from.includes(status)) throw invalidState(ALLOWED[action].refusal);
};

/** Locks the request and checks the action may run on it: 404 for another business's, 409 in the wrong state. */
export const lockPurchaseFor = async (
  tx: Database,
  businessId: string,
  id: string,
  action: PurchaseAction,
) => {
  const row = isUuid(id) ? await lockBusinessRow(tx, purchases, businessId, id) : undefined;
  if (!row) throw notFound();
  refuseUnlessAllowed(row.status, action);
  return row;
};

/** Each change runs on the request's row locked, so its state checks and writes never interleave. */
const requests = lockedDocumentChanges(purchases, findPurchase);

export const setPurchaseStatus = (
  tx: Database,
  businessId: string,
  id: string,
  status: PurchaseStatus,
) =>
  tx
    .update(purchases)
    .set({ status, updatedAt: new Date() })
    .where(businessRow(purchases, businessId, id));

export const purchaseDocument = requests.written;

/** One page of the business's purchase requests, newest first. */
export const purchasePage = (db: Database, businessId: string, query: Query) =>
  listPurchases(db, businessId, parsePaging(query, ['businessId', 'page', 'limit']));

/** One request of the business; a 404 when it has none by that id. */
export const purchaseById = async (db: Database, businessId: string, id: string) => {
  const purchase = isUuid(id) ? await findPurchase(db, businessId, id) : undefined;
  if (!purchase) throw notFound();
  return purchase;
};

/** A new request, CREATED, with its lines; supplier, products and variants must be the business's. */
export const createPurchase = async (
  db: Database,
  businessId: string,
  userId: string,
  body: PurchaseBody,
) => {
  await checkReference(db, suppliers, businessId, body.supplierId, 'supplierId');
  const titles = await checkItemTargets(db, businessId, body.items);
  const id = uuidv7();
  await db.transaction(async (tx) => {
    await tx.insert(purchases).values({
      businessId,
      id,
      supplierId: body.supplierId,
      requiredBy: body.requiredBy ?? null,
      notes: body.notes ?? null,
      createdBy: userId,
    });
    await tx.insert(purchaseItems).values(itemRows(businessId, id, body.items, titles));
  });
  return purchaseDocument(db, businessId, id);
};

/** Deletes a request that is not received, answering with it as it was. */
export const deletePurchase = (db: Database, businessId: string, id: string): Promise<Purchase> =>
  requests.remove(db, businessId, id, (row) => {
    if (row.status === 'RECEIVED') throw invalidState('saluni.purchasing.purchase.deleteReceived');
  });

/** Adds a line to a CREATED request. */
export const addPurchaseItem = async (
  db: Database,
  businessId: string,
  id: string,
  item: PurchaseItemBody,
) => {
  const titles = await checkItemTargets(db, businessId, [item]);
  return requests.change(db, businessId, id, async (tx, row) => {
    refuseUnlessAllowed(row.status, 'items');
    await tx.insert(purchaseItems).values(itemRows(businessId, id, [item], titles));
  });
};

/** Removes a line (`itemId`) of the request `?purchaseId`, CREATED only; its last line stays. */
export const removePurchaseItem = async (
  db: Database,
  businessId: string,
  itemId: string,
  query: Query,
) => {
  const purchaseId = query.purchaseId;
  if (!isUuid(purchaseId)) throw badRequest('saluni.validation.invalidQuery');
  if (!isUuid(itemId)) throw notFound();
  return requests.change(db, businessId, purchaseId, async (tx, row) => {
    refuseUnlessAllowed(row.status, 'items');
    const where = businessRowsMatching(purchaseItems, businessId, { purchaseId });
    const [{ n }] = await tx.select({ n: count() }).from(purchaseItems).where(where);
    const removed = await tx
      .delete(purchaseItems)
      .where(and(where, eq(purchaseItems.id, itemId)))
      .returning({ id: purchaseItems.id });
    if (!removed.length) throw notFound();
    if (n <= 1) throw invalidState('saluni.purchasing.lastItem');
  });
};

/** Submits (CREATED) or cancels (CREATED or SUBMITTED) a request. */
export const movePurchase = (
  db: Database,
  businessId: string,
  id: string,
  action: 'submit' | 'cancel',
) =>
  requests.change(db, businessId, id, async (tx, row) => {
    refuseUnlessAllowed(row.status, action);
    await setPurchaseStatus(tx, businessId, id, action === 'submit' ? 'SUBMITTED' : 'CANCELLED');
  });
