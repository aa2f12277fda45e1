import type {
  NewPurchaseItem,
  Purchase,
  NewPurchase,
  Receipt,
  ReceiptInput,
} from '../../registry/purchases';
import type { Page } from '../../registry/page';
import { ROUTES } from '../../registry/routes';
import type { Query } from './http';
import type { RouteCaller } from './routeCall';

export type * from '../../registry/purchases';
export type * from '../../registry/page';

/** The purchasing calls as dataProvider methods; a receipt is named by `?receiptId`, as the spec's calls do. */
export const purchaseMethods = ({ call }: RouteCaller) => ({
  listPurchases: (query: Query) => call<Page<Purchase>>(ROUTES.purchaseList, { query }),
  getPurchase: (id: string) => call<Purchase>(ROUTES.purchaseGet, { id }),
  createPurchase: (purchase: NewPurchase) =>
    call<Purchase>(ROUTES.purchaseCreate, { body: { ...purchase } }),
  deletePurchase: (id: string) => call<Purchase>(ROUTES.purchaseDelete, { id }),
  addPurchaseItem: (id: string, item: NewPurchaseItem) =>
    call<Purchase>(ROUTES.purchaseAddItem, { id, body: { ...item } }),
  removePurchaseItem: (purchaseId: string, itemId: string) =>
    call<Purchase>(ROUTES.purchaseRemoveItem, { id: itemId, query: { purchaseId } }),
  submitPurchase: (id: string) => call<Purchase>(ROUTES.purchaseSubmit, { id, body: {} }),
  /**
   * Receive Purchase: a receipt of the request in `warehouseId`; with `receive` that receipt is
   * received at once (the stock goes in), else it waits, pending.
   */
  completePurchase: (id: string, warehouseId: string, receive: boolean) =>
    call<Purchase>(ROUTES.purchaseComplete, {
      id,
      query: { warehouseId, receive: String(receive) },
    }),
  cancelPurchase: (id: string) => call<Purchase>(ROUTES.purchaseCancel, { id, body: {} }),
  listReceipts: (query: Query) => call<Page<Receipt>>(ROUTES.receiptList, { query }),
  createReceipt: (receipt: ReceiptInput) =>
    call<Receipt>(ROUTES.receiptCreate, { body: { ...receipt } }),
  updateReceipt: (receiptId: string, receipt: ReceiptInput) =>
    call<Receipt>(ROUTES.receiptUpdate, { query: { receiptId }, body: { ...receipt } }),
  receiveReceipt: (receiptId: string) =>
    call<Receipt>(ROUTES.receiptReceive, { query: { receiptId }, body: {} }),
  cancelReceipt: (receiptId: string) =>
    call<Receipt>(ROUTES.receiptCancel, { query: { receiptId }, body: {} }),
  deleteReceipt: (receiptId: string) =>
    call<Receipt>(ROUTES.receiptDelete, { query: { receiptId } }),
});
