import type { StockEntry } from '../../registry/stock';
import { businessRow, joinReferenced } from '../db/businessRows';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { readPage } from '../registry/pages';
import { pagingOf } from '../http/listQuery';
import { likePattern } from '../http/paging';
import { products, productVariants, stockEntries, warehouses } from '../db/schema';
import { badRequest } from '../http/errors';
import { isUuid } from '../http/ids';

/** A ledger entry's columns (inventory.md 3): product and warehouse are sent as small objects. */
const documentColumns = {
  id: stockEntries.id,
  businessId: stockEntries.businessId,
  productId: stockEntries.productId,
  title: products.title,
  variantId: stockEntries.variantId,
  sku: productVariants.sku,
  options: productVariants.options,
  warehouseId: stockEntries.warehouseId,
  warehouseName: warehouses.name,
  transactionType: stockEntries.transactionType,
  quantity: stockEntries.quantity,
  reference: stockEntries.reference,
  referenceType: stockEntries.referenceType,
  reversesEntryId: stockEntries.reversesEntryId,
  // At most one entry reverses another (a unique index says so).
  reversedBy: sql<string | null>`(select reversal.id from stock_entries reversal
    where reversal.business_id = ${stockEntries.businessId}
    and reversal.reverses_entry_id = ${stockEntries.id})`,
  createdBy: stockEntries.createdBy,
  createdAt: stockEntries.createdAt,
  updatedAt: stockEntries.updatedAt,
};

/**
 * Ledger rows with their product, variant and warehouse names and the entry that reversed each:
 * what the ledger, an order's stock movements and the sales ledger show. The caller adds its
 * conditions, order and paging.
 */
export const selectMovements = (db: Database) =>
  db
    .select(documentColumns)
    .from(stockEntries)
    .innerJoin(products, joinReferenced(products, stockEntries.productId))
    .innerJoin(productVariants, joinReferenced(productVariants, stockEntries.variantId))
    .innerJoin(warehouses, joinReferenced(warehouses, stockEntries.warehouseId))
    .$dynamic();

const documentsWhere = (db: Database, where: SQL | undefined) => selectMovements(db).where(where);

type DocumentRow = Awaited<ReturnType<typeof documentsWhere>>[number];

const toDocument = (row: DocumentRow): StockEntry => ({
  _id: row.id,
  businessId: row.businessId,
  itemCode: { _id: row.productId, title: row.title },
  variant: { _id: row.variantId, sku: row.sku, options: row.options },
  warehouse: { _id: row.warehouseId, name: row.warehouseName },
  transactionType: row.transactionType,
  quantity: row.quantity,
  reference: row.reference,
  referenceType: row.referenceType,
  reversesEntryId: row.reversesEntryId,
  reversedBy: row.reversedBy,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const findEntryDocuments = async (db: Database, businessId: string, ids: string[]) => {
  const rows = await Promise.all(
    ids.map((id) => documentsWhere(db, businessRow(stockEntries, businessId, id))),
  );
  return rows.flat().map(toDocument);
};

/** The ledger list's query keys beside the business (`search` and `warehouse` are the spec's names). */
export const STOCK_LIST_KEYS = [
  'page',
  'limit',
  'sort',
  'q',
  'search',
  'transactionType',
  'warehouseId',
  'warehouse',
  'itemCode',
  'variantId',
] as const;

const idParam = (value: unknown): string | undefined => {
  if (value === undefined || value === '') return undefined;
  if (!isUuid(value)) throw badRequest('saluni.validation.invalidQuery');
  return value;
};

/**
 * `GET /v1/stock`: the ledger page, newest first by default. Filters: `q` (or `search`: product
 * title or reference), `transactionType`, `warehouseId` (or `warehouse`), `itemCode`, `variantId`.
 */
export const listEntries = async (
  db: Database,
  businessId: string,
  query: Record<string, unknown>,
) => {
  const paging = pagingOf(query);
  const sortText = query.sort ?? '-createdAt';
  if (sortText !== '-createdAt' && sortText !== 'createdAt')
    throw badRequest('saluni.validation.invalidSort', {
      field: String(sortText).replace(/^-/, ''),
    });
  const direction = sortText === 'createdAt' ? 1 : -1;

  const conditions: (SQL | undefined)[] = [eq(stockEntries.businessId, businessId)];
  const search = query.q ?? query.search;
  if (search !== undefined) {
    if (typeof search !== 'string') throw badRequest('saluni.validation.invalidQuery');
    const term = likePattern(search.trim());
    if (search.trim())
      conditions.push(or(ilike(products.title, term), ilike(stockEntries.reference, term)));
  }
  if (query.transactionType !== undefined && query.transactionType !== '') {
    if (query.transactionType !== 'IN' && query.transactionType !== 'OUT')
      throw badRequest('saluni.validation.invalidQuery');
    conditions.push(eq(stockEntries.transactionType, query.transactionType));
  }
  const warehouseId = idParam(query.warehouseId ?? query.warehouse);
  if (warehouseId) conditions.push(eq(stockEntries.warehouseId, warehouseId));
  const itemCode = idParam(query.itemCode);
  if (itemCode) conditions.push(eq(stockEntries.productId, itemCode));
  const variantId = idParam(query.variantId);
  if (variantId) conditions.push(eq(stockEntries.variantId, variantId));
  const where = and(...conditions);

  const order =
    direction === 1
      ? [asc(stockEntries.createdAt), asc(stockEntries.id)]
      : [desc(stockEntries.createdAt), desc(stockEntries.id)];
  const listed = documentsWhere(db, where).orderBy(...order);
  const total = db
    .select({ total: count() })
    .from(stockEntries)
    .innerJoin(products, joinReferenced(products, stockEntries.productId))
    .where(where)
    .then(([counted]) => counted?.total ?? 0);
  return readPage(
    { rows: listed, total, ...paging, sort: { field: 'createdAt', direction } },
    (rows) => rows.map(toDocument),
  );
};
