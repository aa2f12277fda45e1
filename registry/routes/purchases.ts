import { moduleRoutes } from './moduleRoutes';
import type { RouteDeclaration } from './declaration';

const purchasePath = '/v1/purchase';
const receiptPath = '/v1/purchase-receipts';
const purchase = moduleRoutes('products.Purchases');
const receipt = moduleRoutes('products.Purchase Receipts');

/** Purchases and purchase receipts (inventory.md 7, docs/areas/purchases.md). */
export const purchasesRoutes = {
  // Purchasing (inventory.md 7, docs/areas/purchases.md).
  purchaseList: purchase.read(purchasePath, 'purchasePage'),
  purchaseGet: purchase.read(`${purchasePath}/:id`, 'purchase'),
  purchaseCreate: purchase.create(purchasePath, 'purchase'),
  purchaseDelete: purchase.remove(`${purchasePath}/:id`, 'purchase'),
  purchaseAddItem: purchase.update(`${purchasePath}/add-item/:id`, 'purchase', 'POST'),
  // Removing a line changes the request: an update, though the call is a DELETE.
  purchaseRemoveItem: purchase.update(`${purchasePath}/remove-item/:id`, 'purchase', 'DELETE'),
  purchaseSubmit: purchase.update(`${purchasePath}/:id/submit`, 'purchase'),
  // Receiving at once (`receive=true`) also needs `update` in the receipts' module.
  purchaseComplete: purchase.update(`${purchasePath}/:id/complete`, 'purchase', 'GET'),
  purchaseCancel: purchase.update(`${purchasePath}/:id/cancel`, 'purchase'),
  receiptList: { ...receipt.read(receiptPath, 'purchaseReceiptPage'), businessAlias: 'business' },
  receiptCreate: receipt.create(receiptPath, 'purchaseReceipt'),
  receiptUpdate: receipt.update(receiptPath, 'purchaseReceipt'),
  receiptReceive: receipt.update(`${receiptPath}/receive`, 'purchaseReceipt', 'POST'),
  receiptCancel: receipt.update(`${receiptPath}/cancel`, 'purchaseReceipt', 'POST'),
  receiptDelete: receipt.remove(receiptPath, 'purchaseReceipt'),
} as const satisfies Record<string, RouteDeclaration>;
