import { ROUTES } from '../../registry/routes';
import type { Query } from './http';
import type { RouteCaller } from './routeCall';

/** The purchasing calls of inventory.md 7 as the purchasing screens use them (docs/areas/purchases.md). */
export type PurchaseStatus = 'CREATED' | 'SUBMITTED' | 'RECEIVED' | 'CANCELLED';
export type ReceiptStatus = 'pending' | 'received' | 'cancelled';

export interface PurchaseItem {
  _id: string;
  productId: string;
  variantId: string;
  quantity: number;
  unitPrice: number;
  productName: string;
}

export type NewPurchaseItem = Omit<PurchaseItem, '_id'>;

export interface Purchase {
  _id: string;
  supplierId: string;
  supplier: { _id: string; fullName: string; email: string; phone: string } | null;
  purchase_status: PurchaseStatus;
  required_by: string | null;
  notes: string | null;
  items: PurchaseItem[];
  total: number;
  receiptId: string | null;
  createdAt: string;
}

export interface NewPurchase {
  supplierId: string;
  requiredBy: string | null;
  notes: string | null;
  items: NewPurchaseItem[];
}

export interface ReceiptItem {
  itemCode: string;
  variant: string;
  quantity: number;
  unitPrice: number;
  sellingPrice?: number | null;
}

export interface Receipt {
  _id: string;
  receiptNumber: string;
  supplier: string;
  supplierName: string | null;
  warehouse: string;
  warehouseName: string | null;
  purchaseId: string | null;
  receiptDate: string;
  notes: string | null;
  status: ReceiptStatus;
  totalAmount: number;
  items: (ReceiptItem & {
    _id: string;
    productName: string;
    sku: string | null;
    totalPrice: number;
  })[];
  createdAt: string;
}

export interface ReceiptInput {
  receiptNumber?: string | null;
  supplier: string;
  warehouse: string;
  receiptDate: string;
  notes: string | null;
  items: ReceiptItem[];
}

export interface PurchasingPage<T> {
  docs: T[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

export interface SupplierOption {
  _id: string;
  fullName: string;
  email: string;
}

/** The purchasing calls as dataProvider methods; a receipt is named by `?receiptId`, as the spec's calls do. */
export const purchaseMethods = ({ call }: RouteCaller) => ({
  listPurchases: (query: Query) => call<PurchasingPage<Purchase>>(ROUTES.purchaseList, { query }),
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
  listReceipts: (query: Query) => call<PurchasingPage<Receipt>>(ROUTES.receiptList, { query }),
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
