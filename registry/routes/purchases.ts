import type { Action } from '../modules';
import type { RouteDeclaration } from './declaration';

const purchasePath = '/v1/purchase';
const receiptPath = '/v1/purchase-receipts';
const purchaseAccess = <A extends Action>(action: A) =>
  ({ module: 'products.Purchases', action }) as const;
const receiptAccess = <A extends Action>(action: A) =>
  ({ module: 'products.Purchase Receipts', action }) as const;

/** Purchases and purchase receipts (inventory.md 7, docs/areas/purchases.md). */
export const purchasesRoutes = {
  // Purchasing (inventory.md 7, docs/areas/purchases.md).
  purchaseList: {
    method: 'GET',
    access: purchaseAccess('read'),
    path: purchasePath,
    replyKey: 'purchasePage',
  },
  purchaseGet: {
    method: 'GET',
    access: purchaseAccess('read'),
    path: `${purchasePath}/:id`,
    replyKey: 'purchase',
  },
  purchaseCreate: {
    method: 'POST',
    created: true,
    access: purchaseAccess('create'),
    path: purchasePath,
    replyKey: 'purchase',
  },
  purchaseDelete: {
    method: 'DELETE',
    access: purchaseAccess('delete'),
    path: `${purchasePath}/:id`,
    replyKey: 'purchase',
  },
  purchaseAddItem: {
    method: 'POST',
    access: purchaseAccess('update'),
    path: `${purchasePath}/add-item/:id`,
    replyKey: 'purchase',
  },
  // Removing a line changes the request: an update, though the call is a DELETE.
  purchaseRemoveItem: {
    method: 'DELETE',
    access: purchaseAccess('update'),
    path: `${purchasePath}/remove-item/:id`,
    replyKey: 'purchase',
  },
  purchaseSubmit: {
    method: 'PUT',
    access: purchaseAccess('update'),
    path: `${purchasePath}/:id/submit`,
    replyKey: 'purchase',
  },
  // Receiving at once (`receive=true`) also needs `update` in the receipts' module.
  purchaseComplete: {
    method: 'GET',
    access: purchaseAccess('update'),
    path: `${purchasePath}/:id/complete`,
    replyKey: 'purchase',
  },
  purchaseCancel: {
    method: 'PUT',
    access: purchaseAccess('update'),
    path: `${purchasePath}/:id/cancel`,
    replyKey: 'purchase',
  },
  receiptList: {
    method: 'GET',
    access: receiptAccess('read'),
    path: receiptPath,
    replyKey: 'purchaseReceiptPage',
    businessAlias: 'business',
  },
  receiptCreate: {
    method: 'POST',
    created: true,
    access: receiptAccess('create'),
    path: receiptPath,
    replyKey: 'purchaseReceipt',
  },
  receiptUpdate: {
    method: 'PUT',
    access: receiptAccess('update'),
    path: receiptPath,
    replyKey: 'purchaseReceipt',
  },
  receiptReceive: {
    method: 'POST',
    access: receiptAccess('update'),
    path: `${receiptPath}/receive`,
    replyKey: 'purchaseReceipt',
  },
  receiptCancel: {
    method: 'POST',
    access: receiptAccess('update'),
    path: `${receiptPath}/cancel`,
    replyKey: 'purchaseReceipt',
  },
  receiptDelete: {
    method: 'DELETE',
    access: receiptAccess('delete'),
    path: receiptPath,
    replyKey: 'purchaseReceipt',
  },
} as const satisfies Record<string, RouteDeclaration>;
