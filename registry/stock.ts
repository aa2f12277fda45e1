/** The stock contract: ledger entries, items and balances as the server sends and takes them (inventory.md 7). */
/** The stock calls of inventory.md 7 as the stock screens use them. */
/** A ledger movement's direction (inventory.md 3). */
export const TRANSACTION_TYPES = ['IN', 'OUT'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** One movement of the stock ledger, as every stock call answers it. */
export interface StockEntry {
  _id: string;
  businessId: string;
  itemCode: { _id: string; title: string };
  variant: { _id: string; sku: string | null; options: unknown };
  warehouse: { _id: string; name: string };
  transactionType: TransactionType;
  quantity: number;
  reference: string | null;
  referenceType: string | null;
  reversesEntryId: string | null;
  /** The entry that reversed this one, once deleted. */
  reversedBy: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StockItem {
  _id: string;
  title: string;
  salesWarehouseId: string | null;
  variants: { _id: string; sku: string | null; retail_price: number; supply_price: number }[];
}

export interface ReconcilePayload {
  itemCode: string;
  warehouseId: string;
  transactionType: 'IN';
  quantity: number;
  reference: string;
  referenceType: 'Reconciliation';
  variantId?: string;
  sellingPrice?: number;
}

export interface TransferPayload {
  itemCode: string;
  variantId?: string;
  sourceWarehouseId: string;
  destinationWarehouseId: string;
  quantity: number;
}

/** One warehouse's stock of a variant (`GET /v1/stock/warehouse-balance`). */
export interface WarehouseBalance {
  warehouse: { _id: string; name: string };
  quantity: number;
}
