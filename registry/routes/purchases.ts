import type { RouteDeclaration } from './declaration';

const purchasePath = '/v1/purchase';
const receiptPath = '/v1/purchase-receipts';

/** Purchases and purchase receipts (inventory.md 7, docs/areas/purchases.md). */
export const purchasesRoutes = {
  // Purchasing (inventory.md 7, docs/areas/purchases.md).
  purchaseList: { method: 'GET', path: purchasePath, replyKey: 'purchasePage' },
  purchaseGet: { method: 'GET', path: `${purchasePath}/:id`, replyKey: 'purchase' },
  purchaseCreate: { method: 'POST', path: purchasePath, replyKey: 'purchase' },
  purchaseDelete: {
    method: 'DELETE',
    path: `${purchasePath}/:id`,
    replyKey: 'purchase',
    access: { module: 'products.Purchases', action: 'delete' },
  },
  purchaseAddItem: { method: 'POST', path: `${purchasePath}/add-item/:id`, replyKey: 'purchase' },
  purchaseRemoveItem: {
    method: 'DELETE',
    path: `${purchasePath}/remove-item/:id`,
    replyKey: 'purchase',
    access: { module: 'products.Purchases', action: 'delete' },
  },
  purchaseSubmit: { method: 'PUT', path: `${purchasePath}/:id/submit`, replyKey: 'purchase' },
  purchaseComplete: { method: 'GET', path: `${purchasePath}/:id/complete`, replyKey: 'purchase' },
  purchaseCancel: { method: 'PUT', path: `${purchasePath}/:id/cancel`, replyKey: 'purchase' },
  receiptList: { method: 'GET', path: receiptPath, replyKey: 'purchaseReceiptPage' },
  receiptCreate: { method: 'POST', path: receiptPath, replyKey: 'purchaseReceipt' },
  receiptUpdate: { method: 'PUT', path: receiptPath, replyKey: 'purchaseReceipt' },
  receiptReceive: { method: 'POST', path: `${receiptPath}/receive`, replyKey: 'purchaseReceipt' },
  receiptCancel: { method: 'POST', path: `${receiptPath}/cancel`, replyKey: 'purchaseReceipt' },
  receiptDelete: {
    method: 'DELETE',
    path: receiptPath,
    replyKey: 'purchaseReceipt',
    access: { module: 'products.Purchase Receipts', action: 'delete' },
  },
} as const satisfies Record<string, RouteDeclaration>;
