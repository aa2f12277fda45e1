import type { Purchase, Receipt } from '../../registry/purchases';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
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

const pageOf = <T>(docs: T[], total: number, page: number, limit: number) => ({
  docs,
  total,
  page,
  limit,
  pages: limit === 0 ? 1 : Math.max(1, Math.ceil(total / limit)),
  sort: { createdAt: -1 },
});

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
        and(
          eq(suppliers.businessId, businessId),
          inArray(suppliers.id, [...new Set(rows.map((row) => row.supplierId))]),
        ),
      ),
    db
      .select()
      .from(purchaseItems)
      .where(and(eq(purchaseItems.businessId, businessId), inArray(purchaseItems.purchaseId, ids)))
      .orderBy(asc(purchaseItems.createdAt), asc(purchaseItems.id)),
    // Summed in SQL on numeric: a total never picks up binary floating-point drift.
    db
      .select({
        purchaseId: purchaseItems.purchaseId,
        total: sql<string>`sum(${purchaseItems.quantity} * ${purchaseItems.unitPrice})::text`,
      })
      .from(purchaseItems)
      .where(and(eq(purchaseItems.businessId, businessId), inArray(purchaseItems.purchaseId, ids)))
      .groupBy(purchaseItems.purchaseId),
    db
      .select({ id: purchaseReceipts.id, purchaseId: purchaseReceipts.purchaseId })
      .from(purchaseReceipts)
      .where(
        and(eq(purchaseReceipts.businessId, businessId), inArray(purchaseReceipts.purchaseId, ids)),
      ),
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

export const findPurchase = async (
  db: Database,
  businessId: string,
  id: string,
): Promise<Purchase | undefined> => {
  const rows = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.businessId, businessId), eq(purchases.id, id)));
  return (await purchaseDocuments(db, businessId, rows))[0];
};

export const listPurchases = async (
  db: Database,
  businessId: string,
  page: number,
  limit: number,
) => {
  const where = eq(purchases.businessId, businessId);
  const query = db
    .select()
    .from(purchases)
    .where(where)
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
  const rows = limit === 0 ? await query : await query.limit(limit).offset((page - 1) * limit);
  const [{ total }] = await db.select({ total: count() }).from(purchases).where(where);
  return pageOf(await purchaseDocuments(db, businessId, rows), total, page, limit);
};

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
      .innerJoin(
        suppliers,
        and(
          eq(suppliers.businessId, purchaseReceipts.businessId),
          eq(suppliers.id, purchaseReceipts.supplierId),
        ),
      )
      .innerJoin(
        warehouses,
        and(
          eq(warehouses.businessId, purchaseReceipts.businessId),
          eq(warehouses.id, purchaseReceipts.warehouseId),
        ),
      )
      .where(and(eq(purchaseReceipts.businessId, businessId), inArray(purchaseReceipts.id, ids))),
    db
      .select({ item: purchaseReceiptItems, title: products.title, sku: productVariants.sku })
      .from(purchaseReceiptItems)
      .innerJoin(
        products,
        and(
          eq(products.businessId, purchaseReceiptItems.businessId),
          eq(products.id, purchaseReceiptItems.productId),
        ),
      )
      .innerJoin(
        productVariants,
        and(
          eq(productVariants.businessId, purchaseReceiptItems.businessId),
          eq(productVariants.id, purchaseReceiptItems.variantId),
        ),
      )
      .where(
        and(
          eq(purchaseReceiptItems.businessId, businessId),
          inArray(purchaseReceiptItems.receiptId, ids),
        ),
      )
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

export const findReceipt = async (
  db: Database,
  businessId: string,
  id: string,
): Promise<Receipt | undefined> => {
  const rows = await db
    .select()
    .from(purchaseReceipts)
    .where(and(eq(purchaseReceipts.businessId, businessId), eq(purchaseReceipts.id, id)));
  return (await receiptDocuments(db, businessId, rows))[0];
};

export const listReceipts = async (
  db: Database,
  businessId: string,
  page: number,
  limit: number,
) => {
  const where = eq(purchaseReceipts.businessId, businessId);
  const query = db
    .select()
    .from(purchaseReceipts)
    .where(where)
    .orderBy(desc(purchaseReceipts.createdAt), desc(purchaseReceipts.id));
  const rows = limit === 0 ? await query : await query.limit(limit).offset((page - 1) * limit);
  const [{ total }] = await db.select({ total: count() }).from(purchaseReceipts).where(where);
  return pageOf(await receiptDocuments(db, businessId, rows), total, page, limit);
};
