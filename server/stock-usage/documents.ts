import type { StockUsage } from '../../registry/stockUsage';
import { businessRowsMatching, joinReferenced } from '../db/businessRows';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { businessDocument } from '../registry/documentPage';
import {
  appointments,
  clients,
  products,
  productVariants,
  stockUsageItems,
  stockUsages,
  warehouses,
} from '../db/schema';

export type UsageRow = typeof stockUsages.$inferSelect;

/** The documents of `rows` (one query for their lines, one for their appointments), in the rows' order. */
export const toUsageDocuments = async (
  db: Database,
  businessId: string,
  rows: UsageRow[],
): Promise<StockUsage[]> => {
  if (!rows.length) return [];
  const usageIds = rows.map((row) => row.id);
  const appointmentIds = [
    ...new Set(rows.flatMap((row) => (row.appointmentId ? [row.appointmentId] : []))),
  ];
  // One after another: `db` may be a transaction, whose one connection runs one query at a time.
  const lines = await db
    .select({
      usageId: stockUsageItems.usageId,
      _id: stockUsageItems.id,
      productId: products.id,
      title: products.title,
      variantId: productVariants.id,
      sku: productVariants.sku,
      warehouseId: warehouses.id,
      warehouseName: warehouses.name,
      quantity: stockUsageItems.quantity,
    })
    .from(stockUsageItems)
    .innerJoin(products, joinReferenced(products, stockUsageItems.productId))
    .innerJoin(productVariants, joinReferenced(productVariants, stockUsageItems.variantId))
    .innerJoin(warehouses, joinReferenced(warehouses, stockUsageItems.warehouseId))
    .where(businessRowsMatching(stockUsageItems, businessId, { usageId: usageIds }))
    .orderBy(asc(stockUsageItems.usageId), asc(stockUsageItems.position));
  const visits = appointmentIds.length
    ? await db
        .select({
          _id: appointments.id,
          startDate: appointments.startDate,
          clientId: clients.id,
          fullName: clients.fullName,
        })
        .from(appointments)
        .innerJoin(clients, joinReferenced(clients, appointments.clientId))
        .where(businessRowsMatching(appointments, businessId, { id: appointmentIds }))
    : [];
  const appointmentOf = new Map(
    visits.map((visit) => [
      visit._id,
      {
        _id: visit._id,
        startDate: visit.startDate.toISOString(),
        client: { _id: visit.clientId, fullName: visit.fullName },
      },
    ]),
  );
  return rows.map((row) => ({
    _id: row.id,
    usageNumber: row.usageNumber,
    purpose: row.purpose,
    appointment: row.appointmentId ? (appointmentOf.get(row.appointmentId) ?? null) : null,
    businessReason: row.businessReason,
    usageDate: row.usageDate,
    notes: row.notes,
    status: row.status,
    items: lines
      .filter((line) => line.usageId === row.id)
      .map((line) => ({
        _id: line._id,
        itemCode: { _id: line.productId, title: line.title },
        variant: { _id: line.variantId, sku: line.sku },
        warehouse: { _id: line.warehouseId, name: line.warehouseName },
        quantity: line.quantity,
      })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
};

/** One usage of the business, or undefined. */
export const findUsageDocument = (db: Database, businessId: string, id: string) =>
  businessDocument(db, stockUsages, businessId, id, (rows) =>
    toUsageDocuments(db, businessId, rows),
  );
