import type { Purchase, Receipt } from '../../registry/purchases';
import { asc, eq, sql } from 'drizzle-orm';
import { businessRowsMatching, joinReferenced } from '../db/businessRows';
import type { Database } from '../db/database';
import {
  businessDocument,
  newestFirstPage,
  rowsOfDocuments,
  type Paging,
} from '../registry/documentPage';
import {
  products,
  productVariants,
  purchaseItems,
  purchaseReceiptItems,
  purchaseReceipts,
  purchases,
  suppliers,
  warehouses,
} from '../db/schema';

type PurchaseRow = typeof purchases.$inferSelect;
type ReceiptRow = typeof purchaseReceipts.$inferSelect;

/** Money leaves the database as numeric text and goes on the wire as a number (design.md 2). */
const money = (value: string | null) => (value === null ? null : Number(value));

/** Purchase documents (inventory.md 3) with the supplier, the lines, the total and the receipt made from it. */
const purchaseDocuments = async (
  db: Database,
  businessId: string,
  rows: PurchaseRow[],
): Promise<Purchase[]> => {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [supplierRows, itemRows, totals, receipts] = await Promise.all([
    db
      .select({
        _id: suppliers.id,
        fullName: suppliers.fullName,
        email: suppliers.email,
        phone: suppliers.phone,
      })
      .from(suppliers)
      .where(
        businessRowsMatching(suppliers, businessId, {
          id: [...new Set(rows.map((row) => row.supplierId))],
        }),
      ),
    rowsOfDocuments(db, purchaseItems, purchaseItems.purchaseId, businessId, ids),
    // Summed in SQL on numeric: a total never picks up binary floating-point drift.
    db
      .select({
        purchaseId: purchaseItems.purchaseId,
        total: sql<string>`sum(${purchaseItems.quantity} * ${purchaseItems.unitPrice})::text`,
      })
      .from(purchaseItems)
      .where(businessRowsMatching(purchaseItems, businessId, { purchaseId: ids }))
      .groupBy(purchaseItems.purchaseId),
    db
      .select({ id: purchaseReceipts.id, purchaseId: purchaseReceipts.purchaseId })
      .from(purchaseReceipts)
      .where(businessRowsMatching(purchaseReceipts, businessId, { purchaseId: ids })),
  ]);
  const supplierOf = new Map(supplierRows.map((row) => [row._id, row]));
  const totalOf = new Map(totals.map((row) => [row.purchaseId, row.total]));
  const receiptOf = new Map(receipts.map((row) => [row.purchaseId, row.id]));
  return rows.map((row) => ({
    _id: row.id,
    businessId: row.businessId,
    supplierId: row.supplierId,
    supplier: supplierOf.get(row.supplierId) ?? null,
    purchase_status: row.status,
    required_by: row.requiredBy,
    notes: row.notes,
    items: itemRows
      .filter((item) => item.purchaseId === row.id)
      .map((item) => ({
        _id: item.id,
        productId: item.productId,
        variantId: item.variantId,
        quantity: item.quantity,
        unitPrice: Number(item.unitPrice),
        productName: item.productName,
      })),
    total: Number(totalOf.get(row.id) ?? '0'),
    receiptId: receiptOf.get(row.id) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
};

/** One purchase request of the business, or undefined. */
export const findPurchase = (db: Database, businessId: string, id: string) =>
  businessDocument(db, purchases, businessId, id, (rows) =>
    purchaseDocuments(db, businessId, rows),
  );

/** One page of the business's purchase requests, newest first. */
export const listPurchases = (db: Database, businessId: string, paging: Paging) =>
  newestFirstPage(db, purchases, eq(purchases.businessId, businessId), paging, (rows) =>
    purchaseDocuments(db, businessId, rows),
  );

/** Receipt documents (inventory.md 3): `supplier` and `warehouse` are ids, their names beside them for the table. */
const receiptDocuments = async (
  db: Database,
  businessId: string,
  rows: ReceiptRow[],
): Promise<Receipt[]> => {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [names, itemRows] = await Promise.all([
    db
      .select({
        id: purchaseReceipts.id,
        supplierName: suppliers.fullName,
        warehouseName: warehouses.name,
      })
      .from(purchaseReceipts)
      .innerJoin(suppliers, joinReferenced(suppliers, purchaseReceipts.supplierId))
      .innerJoin(warehouses, joinReferenced(warehouses, purchaseReceipts.warehouseId))
      .where(businessRowsMatching(purchaseReceipts, businessId, { id: ids })),
    db
      .select({ item: purchaseReceiptItems, title: products.title, sku: productVariants.sku })
      .from(purchaseReceiptItems)
      .innerJoin(products, joinReferenced(products, purchaseReceiptItems.productId))
      .innerJoin(productVariants, joinReferenced(productVariants, purchaseReceiptItems.variantId))
      .where(businessRowsMatching(purchaseReceiptItems, businessId, { receiptId: ids }))
      .orderBy(asc(purchaseReceiptItems.createdAt), asc(purchaseReceiptItems.id)),
  ]);
  const namesOf = new Map(names.map((row) => [row.id, row]));
  return rows.map((row) => {
    const lines = itemRows.filter(({ item }) => item.receiptId === row.id);
    return {
      _id: row.id,
      businessId: row.businessId,
      receiptNumber: row.receiptNumber,
      supplier: row.supplierId,
      supplierName: namesOf.get(row.id)?.supplierName ?? null,
      warehouse: row.warehouseId,
      warehouseName: namesOf.get(row.id)?.warehouseName ?? null,
      purchaseId: row.purchaseId,
      receiptDate: row.receiptDate,
      notes: row.notes,
      status: row.status,
      // Each line's total is computed by the database in numeric; their sum is taken in cents.
      totalAmount:
        lines.reduce((sum, { item }) => sum + Math.round(Number(item.totalPrice) * 100), 0) / 100,
      items: lines.map(({ item, title, sku }) => ({
        _id: item.id,
        itemCode: item.productId,
        productName: title,
        variant: item.variantId,
        sku,
        quantity: item.quantity,
        unitPrice: Number(item.unitPrice),
        totalPrice: Number(item.totalPrice),
        sellingPrice: money(item.sellingPrice),
      })),
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
};

/** One receipt of the business, or undefined. */
export const findReceipt = (db: Database, businessId: string, id: string) =>
  businessDocument(db, purchaseReceipts, businessId, id, (rows) =>
    receiptDocuments(db, businessId, rows),
  );

/** One page of the business's receipts, newest first. */
export const listReceipts = (db: Database, businessId: string, paging: Paging) =>
  newestFirstPage(
    db,
    purchaseReceipts,
    eq(purchaseReceipts.businessId, businessId),
    paging,
    (rows) => receiptDocuments(db, businessId, rows),
  );
