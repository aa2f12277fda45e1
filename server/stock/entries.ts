import type { StockEntry, TransactionType } from '../../registry/stock';
import { aliasedTable, and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { products, productVariants, stockEntries, warehouses } from '../db/schema';
import { badRequest } from '../http/errors';
import { isUuid } from '../http/ids';

/** A ledger entry on the wire (inventory.md 3): product and warehouse as small objects. */
const reversal = aliasedTable(stockEntries, 'reversal');

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
  reversedBy: reversal.id,
  createdBy: stockEntries.createdBy,
  createdAt: stockEntries.createdAt,
  updatedAt: stockEntries.updatedAt,
};

const selectDocuments = (db: Database) =>
  db
    .select(documentColumns)
    .from(stockEntries)
    .innerJoin(
      products,
      and(
        eq(products.businessId, stockEntries.businessId),
        eq(products.id, stockEntries.productId),
      ),
    )
    .innerJoin(
      productVariants,
      and(
        eq(productVariants.businessId, stockEntries.businessId),
        eq(productVariants.id, stockEntries.variantId),
      ),
    )
    .innerJoin(
      warehouses,
      and(
        eq(warehouses.businessId, stockEntries.businessId),
        eq(warehouses.id, stockEntries.warehouseId),
      ),
    )
    .leftJoin(
      reversal,
      and(
        eq(reversal.businessId, stockEntries.businessId),
        eq(reversal.reversesEntryId, stockEntries.id),
      ),
    );

const documentsWhere = (db: Database, where: SQL | undefined) => selectDocuments(db).where(where);

interface DocumentRow {
  id: string;
  businessId: string;
  productId: string;
  title: string;
  variantId: string;
  sku: string | null;
  options: unknown;
  warehouseId: string;
  warehouseName: string;
  transactionType: TransactionType;
  quantity: number;
  reference: string | null;
  referenceType: string | null;
  reversesEntryId: string | null;
  reversedBy: string | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

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
    ids.map((id) =>
      documentsWhere(db, and(eq(stockEntries.businessId, businessId), eq(stockEntries.id, id))),
    ),
  );
  return (rows.flat() as DocumentRow[]).map(toDocument);
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

const wholeNumber = (value: unknown, fallback: number, min: number, max: number) => {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) < min)
    throw badRequest('saluni.validation.invalidQuery');
  return Math.min(Number(value), max);
};

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
  const page = wholeNumber(query.page, 1, 1, 1_000_000_000);
  const limit = wholeNumber(query.limit, 10, 0, 1000);
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
    const term = `%${search.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
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
  const [rows, [total]] = await Promise.all([
    limit === 0 ? listed : listed.limit(limit).offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(stockEntries)
      .innerJoin(
        products,
        and(
          eq(products.businessId, stockEntries.businessId),
          eq(products.id, stockEntries.productId),
        ),
      )
      .where(where),
  ]);
  const matching = total?.total ?? 0;
  return {
    docs: (rows as DocumentRow[]).map(toDocument),
    limit,
    page: limit === 0 ? 1 : page,
    pages: limit === 0 ? 1 : Math.max(1, Math.ceil(matching / limit)),
    sort: { createdAt: direction },
    total: matching,
  };
};
