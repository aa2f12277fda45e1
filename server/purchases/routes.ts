import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { areaRoutes } from '../registry/areaRoutes';
import {
  cancelReceipt,
  createReceipt,
  deleteReceipt,
  RECEIPT_LIST_KEYS,
  receiptIdOf,
  receiptPage,
  receiveReceiptById,
  updateReceipt,
} from './receiptWrites';
import { receivePurchase } from './receivePurchase';
import {
  addPurchaseItem,
  createPurchase,
  deletePurchase,
  movePurchase,
  purchaseById,
  purchasePage,
  removePurchaseItem,
} from './requestWrites';
import { businessOnlySchema, purchaseItemSchema, purchaseSchema, receiptSchema } from './schemas';

/**
 * Every purchasing call (inventory.md 7, docs/areas/purchases.md); access and reply keys are in
 * registry/routes/purchases.ts. Requests are named by their path, receipts by `?receiptId`.
 */
export const registerPurchasesRoutes = (app: FastifyInstance, db: Database) => {
  const serve = areaRoutes(app, db);
  serve(ROUTES.purchaseCreate, { body: purchaseSchema }, ({ access, body }) =>
    createPurchase(db, access.businessId, access.user.id, body),
  );

  serve(ROUTES.purchaseList, { query: ['page', 'limit'] }, ({ access, query }) =>
    purchasePage(db, access.businessId, query),
  );

  serve(ROUTES.purchaseGet, { query: [] }, ({ access, params }) =>
    purchaseById(db, access.businessId, params.id!),
  );

  serve(ROUTES.purchaseDelete, { query: [] }, ({ access, params }) =>
    deletePurchase(db, access.businessId, params.id!),
  );

  serve(ROUTES.purchaseAddItem, { body: purchaseItemSchema }, ({ access, body, params }) =>
    addPurchaseItem(db, access.businessId, params.id!, body),
  );

  serve(ROUTES.purchaseRemoveItem, { query: ['purchaseId'] }, ({ access, params, query }) =>
    removePurchaseItem(db, access.businessId, params.id!, query),
  );

  serve(ROUTES.purchaseSubmit, { body: businessOnlySchema }, ({ access, params }) =>
    movePurchase(db, access.businessId, params.id!, 'submit'),
  );

  serve(ROUTES.purchaseCancel, { body: businessOnlySchema }, ({ access, params }) =>
    movePurchase(db, access.businessId, params.id!, 'cancel'),
  );

  // A GET that writes (the spec's path): the cross-site check guards it as a write.
  serve(
    ROUTES.purchaseComplete,
    { query: ['warehouseId', 'receive'], options: { config: { writes: true } } },
    ({ access, params, query }) => receivePurchase(db, access, params.id!, query),
  );

  serve(ROUTES.receiptList, { query: RECEIPT_LIST_KEYS }, ({ access, query }) =>
    receiptPage(db, access.businessId, query),
  );

  serve(ROUTES.receiptCreate, { body: receiptSchema, query: [] }, ({ access, body }) =>
    createReceipt(db, access.businessId, access.user.id, body),
  );

  serve(
    ROUTES.receiptUpdate,
    { body: receiptSchema, query: ['receiptId'] },
    ({ access, body, query }) => updateReceipt(db, access.businessId, receiptIdOf(query), body),
  );

  serve(
    ROUTES.receiptReceive,
    { body: businessOnlySchema, query: ['receiptId'] },
    ({ access, query }) =>
      receiveReceiptById(db, access.businessId, access.user.id, receiptIdOf(query)),
  );

  serve(
    ROUTES.receiptCancel,
    { body: businessOnlySchema, query: ['receiptId'] },
    ({ access, query }) => cancelReceipt(db, access.businessId, receiptIdOf(query)),
  );

  serve(ROUTES.receiptDelete, { query: ['receiptId'] }, ({ access, query }) =>
    deleteReceipt(db, access.businessId, receiptIdOf(query)),
  );
};
