/** The purchasing contract: purchases and receipts as the server sends and takes them (inventory.md 7). */
/** A purchase request's states (inventory.md 4; CANCELLED is the Cancel Request button). */
export const PURCHASE_STATUSES = ['CREATED', 'SUBMITTED', 'RECEIVED', 'CANCELLED'] as const;
/** A purchase receipt's states (inventory.md 4). */
export const RECEIPT_STATUSES = ['pending', 'received', 'cancelled'] as const;

/** The purchasing calls of inventory.md 7 as the purchasing screens use them (docs/areas/purchases.md). */
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

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
  businessId: string;
  supplierId: string;
  supplier: { _id: string; fullName: string; email: string; phone: string } | null;
  purchase_status: PurchaseStatus;
  required_by: string | null;
  notes: string | null;
  items: PurchaseItem[];
  total: number;
  receiptId: string | null;
  createdAt: string;
  updatedAt: string;
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
  businessId: string;
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
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ReceiptInput {
  receiptNumber?: string | null;
  supplier: string;
  warehouse: string;
  receiptDate: string;
  notes: string | null;
  items: ReceiptItem[];
}

export interface SupplierOption {
  _id: string;
  fullName: string;
  email: string;
}
