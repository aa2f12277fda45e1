import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
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
  serveRoute(app, db, ROUTES.purchaseCreate, { body: purchaseSchema }, ({ access, body }) =>
    createPurchase(db, access.businessId, access.user.id, body),
  );

  serveRoute(app, db, ROUTES.purchaseList, { query: ['page', 'limit'] }, ({ access, query }) =>
    purchasePage(db, access.businessId, query),
  );

  serveRoute(app, db, ROUTES.purchaseGet, { query: [] }, ({ access, params }) =>
    purchaseById(db, access.businessId, params.id!),
  );

  serveRoute(app, db, ROUTES.purchaseDelete, { query: [] }, ({ access, params }) =>
    deletePurchase(db, access.businessId, params.id!),
  );

  serveRoute(
    app,
    db,
    ROUTES.purchaseAddItem,
    { body: purchaseItemSchema },
    ({ access, body, params }) => addPurchaseItem(db, access.businessId, params.id!, body),
  );

  serveRoute(
    app,
    db,
    ROUTES.purchaseRemoveItem,
    { query: ['purchaseId'] },
    ({ access, params, query }) => removePurchaseItem(db, access.businessId, params.id!, query),
  );

  serveRoute(app, db, ROUTES.purchaseSubmit, { body: businessOnlySchema }, ({ access, params }) =>
    movePurchase(db, access.businessId, params.id!, 'submit'),
  );

  serveRoute(app, db, ROUTES.purchaseCancel, { body: businessOnlySchema }, ({ access, params }) =>
    movePurchase(db, access.businessId, params.id!, 'cancel'),
  );

  // A GET that writes (the spec's path): the cross-site check guards it as a write.
  serveRoute(
    app,
    db,
    ROUTES.purchaseComplete,
    { query: ['warehouseId', 'receive'], options: { config: { writes: true } } },
    ({ access, params, query }) => receivePurchase(db, access, params.id!, query),
  );

  serveRoute(app, db, ROUTES.receiptList, { query: RECEIPT_LIST_KEYS }, ({ access, query }) =>
    receiptPage(db, access.businessId, query),
  );

  serveRoute(
    app,
    db,
    ROUTES.receiptCreate,
    { body: receiptSchema, query: [] },
    ({ access, body }) => createReceipt(db, access.businessId, access.user.id, body),
  );

  serveRoute(
    app,
    db,
    ROUTES.receiptUpdate,
    { body: receiptSchema, query: ['receiptId'] },
    ({ access, body, query }) => updateReceipt(db, access.businessId, receiptIdOf(query), body),
  );

  serveRoute(
    app,
    db,
    ROUTES.receiptReceive,
    { body: businessOnlySchema, query: ['receiptId'] },
    ({ access, query }) =>
      receiveReceiptById(db, access.businessId, access.user.id, receiptIdOf(query)),
  );

  serveRoute(
    app,
    db,
    ROUTES.receiptCancel,
    { body: businessOnlySchema, query: ['receiptId'] },
    ({ access, query }) => cancelReceipt(db, access.businessId, receiptIdOf(query)),
  );

  serveRoute(app, db, ROUTES.receiptDelete, { query: ['receiptId'] }, ({ access, query }) =>
    deleteReceipt(db, access.businessId, receiptIdOf(query)),
  );
};
