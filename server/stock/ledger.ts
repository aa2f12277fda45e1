import { and, asc, eq, sql } from 'drizzle-orm';
import { businessRow, businessRowsMatching } from '../db/businessRows';
import { v7 as uuidv7 } from 'uuid';
import { inChunks, valuesTable } from '../db/bulk';
import type { Database } from '../db/database';
import {
  businesses,
  products,
  productVariants,
  stockBalances,
  stockEntries,
  warehouses,
} from '../db/schema';
import type { TransactionType } from '../../registry/stock';
import type { ReferenceType } from '../db/schema';
import { INTEGER_MAX } from '../../registry/validation';
import { HttpError, validationFailed } from '../http/errors';
import { text } from '../http/messages';

/** One line of the ledger to post. `quantity` is a positive whole number; the type gives the sign. */
export interface StockMovement {
  productId: string;
  variantId: string;
  warehouseId: string;
  transactionType: TransactionType;
  quantity: number;
  reference?: string | null;
  /** Omitted or null: a manual entry. */
  referenceType?: ReferenceType | null;
  reversesEntryId?: string | null;
}

export type StockEntryRow = typeof stockEntries.$inferSelect;

/** A movement would take a balance below zero in a business that does not allow it. */
export class NegativeStockError extends HttpError {
  constructor(readonly available: number) {
    super(409, 'INVALID_STATE', text('saluni.spec.validation.exceedsAvailable', { n: available }));
  }
}

/** The name of the warehouse every business has; it also stands in for a product without a sales warehouse. */
export const GENERAL_WAREHOUSE = 'General';

/** A movement would take a balance or a variant's stock beyond what its column holds. */
const stockLimitExceeded = () =>
  validationFailed({ quantity: text('saluni.validation.stockLimit', { max: INTEGER_MAX }) });

const balanceKey = (m: { productId: string; variantId: string; warehouseId: string }) =>
  `${m.productId}|${m.variantId}|${m.warehouseId}`;

const signed = (m: StockMovement) => (m.transactionType === 'IN' ? m.quantity : -m.quantity);

/** 422 unless every variant belongs to its product and every warehouse to the business. */
const checkMovementTargets = async (
  tx: Database,
  businessId: string,
  movements: StockMovement[],
) => {
  const variantIds = [...new Set(movements.map((m) => m.variantId))];
  const warehouseIds = [...new Set(movements.map((m) => m.warehouseId))];
  const [variantRows, warehouseRows] = await Promise.all([
    tx
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .where(businessRowsMatching(productVariants, businessId, { id: variantIds })),
    tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(businessRowsMatching(warehouses, businessId, { id: warehouseIds })),
  ]);
  const productOfVariant = new Map(variantRows.map((row) => [row.id, row.productId]));
  const knownWarehouses = new Set(warehouseRows.map((row) => row.id));
  const notFound = text('saluni.validation.referenceNotFound');
  for (const m of movements) {
    if (!Number.isInteger(m.quantity) || m.quantity <= 0)
      throw validationFailed({ quantity: text('saluni.spec.validation.greaterThanZero') });
    if (productOfVariant.get(m.variantId) !== m.productId)
      throw validationFailed({ variantId: notFound });
    if (!knownWarehouses.has(m.warehouseId)) throw validationFailed({ warehouseId: notFound });
  }
};

/**
 * Locks the balance rows of the movements, creating missing ones first. Rows are always taken in
 * the same (product, variant, warehouse) order, so two transactions touching the same balances
 * wait for each other instead of deadlocking.
 */
const lockBalances = async (tx: Database, businessId: string, movements: StockMovement[]) => {
  const keys = [...new Map(movements.map((m) => [balanceKey(m), m])).values()]
    .map(({ productId, variantId, warehouseId }) => ({
      businessId,
      id: uuidv7(),
      productId,
      variantId,
      warehouseId,
    }))
    .sort((a, b) => (balanceKey(a) < balanceKey(b) ? -1 : 1));
  for (const chunk of inChunks(keys)) {
    await tx
      .insert(stockBalances)
      .values(chunk)
      .onConflictDoNothing({
        target: [
          stockBalances.businessId,
          stockBalances.productId,
          stockBalances.variantId,
          stockBalances.warehouseId,
        ],
      });
  }
  const rows = await tx
    .select({
      productId: stockBalances.productId,
      variantId: stockBalances.variantId,
      warehouseId: stockBalances.warehouseId,
      quantity: stockBalances.quantity,
    })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.businessId, businessId),
        sql`(${stockBalances.productId}, ${stockBalances.variantId}, ${stockBalances.warehouseId}) in (${sql.join(
          keys.map(
            (k) => sql`(${k.productId}::uuid, ${k.variantId}::uuid, ${k.warehouseId}::uuid)`,
          ),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(
      asc(stockBalances.productId),
      asc(stockBalances.variantId),
      asc(stockBalances.warehouseId),
    )
    .for('update');
  return new Map(rows.map((row) => [balanceKey(row), row.quantity]));
};

/** Each product's sales warehouse, the business's General warehouse where a product names none. */
const salesWarehouses = async (tx: Database, businessId: string, productIds: string[]) => {
  const rows = await tx
    .select({
      id: products.id,
      salesWarehouseId: sql<
        string | null
      >`coalesce(${products.salesWarehouseId}, (select ${warehouses.id} from ${warehouses} where ${warehouses.businessId} = ${businessId} and ${warehouses.name} = ${GENERAL_WAREHOUSE} limit 1))`,
    })
    .from(products)
    .where(businessRowsMatching(products, businessId, { id: productIds }));
  return new Map(rows.map((row) => [row.id, row.salesWarehouseId]));
};

/**
 * Posts stock movements inside the caller's transaction (design.md 4): locks the balances, refuses
 * a movement that takes one below zero (409 NegativeStockError naming what is available) unless
 * the business allows negative stock, appends the ledger rows, and moves the balances and the
 * variants' `stock_position` / `sales_stock_position` by the same amounts. Call it before locking
 * any variant row yourself: balances are locked first, then variants, in id order.
 */
export const postStockMovements = async (
  tx: Database,
  businessId: string,
  createdBy: string | null,
  movements: StockMovement[],
): Promise<StockEntryRow[]> => {
  if (movements.length === 0) return [];
  await checkMovementTargets(tx, businessId, movements);
  const balances = await lockBalances(tx, businessId, movements);
  const [business] = await tx
    .select({ allowNegativeStock: businesses.allowNegativeStock })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  for (const m of movements) {
    const before = balances.get(balanceKey(m)) ?? 0;
    const after = before + signed(m);
    if (after < 0 && !business?.allowNegativeStock)
      throw new NegativeStockError(Math.max(before, 0));
    if (Math.abs(after) > INTEGER_MAX) throw stockLimitExceeded();
    balances.set(balanceKey(m), after);
  }

  const now = new Date();
  const entries: StockEntryRow[] = [];
  for (const chunk of inChunks(movements)) {
    const rows = await tx
      .insert(stockEntries)
      .values(
        chunk.map((m) => ({
          businessId,
          id: uuidv7(),
          productId: m.productId,
          variantId: m.variantId,
          warehouseId: m.warehouseId,
          transactionType: m.transactionType,
          quantity: m.quantity,
          reference: m.reference ?? null,
          referenceType: m.referenceType ?? null,
          reversesEntryId: m.reversesEntryId ?? null,
          createdBy,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning();
    entries.push(...rows);
  }

  // The balance rows are locked already (lockBalances): one statement sets each to its new quantity.
  const touched = [...new Map(movements.map((m) => [balanceKey(m), m])).values()];
  for (const chunk of inChunks(touched)) {
    const rows = chunk.map(
      (m) =>
        sql`(${m.productId}::uuid, ${m.variantId}::uuid, ${m.warehouseId}::uuid, ${balances.get(balanceKey(m)) ?? 0}::int)`,
    );
    await tx
      .update(stockBalances)
      .set({ quantity: sql`moved.quantity`, updatedAt: now })
      .from(valuesTable('moved', ['product_id', 'variant_id', 'warehouse_id', 'quantity'], rows))
      .where(
        and(
          eq(stockBalances.businessId, businessId),
          sql`${stockBalances.productId} = moved.product_id and ${stockBalances.variantId} = moved.variant_id and ${stockBalances.warehouseId} = moved.warehouse_id`,
        ),
      );
  }
  await moveVariantPositions(tx, businessId, movements, now);
  return entries;
};

/** Moves each variant's positions by the net of its movements (deltas, so concurrent writers never lose one). */
const moveVariantPositions = async (
  tx: Database,
  businessId: string,
  movements: StockMovement[],
  now: Date,
) => {
  const salesWarehouseOf = await salesWarehouses(tx, businessId, [
    ...new Set(movements.map((m) => m.productId)),
  ]);
  const deltas = new Map<string, { total: number; sales: number }>();
  for (const m of movements) {
    const delta = deltas.get(m.variantId) ?? { total: 0, sales: 0 };
    delta.total += signed(m);
    if (salesWarehouseOf.get(m.productId) === m.warehouseId) delta.sales += signed(m);
    deltas.set(m.variantId, delta);
  }
  const moving = [...deltas.entries()]
    .filter(([, { total, sales }]) => total !== 0 || sales !== 0)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  for (const chunk of inChunks(moving)) {
    const ids = chunk.map(([variantId]) => variantId);
    // Locked in id order first, as every posting does, so two postings of shared variants wait
    // rather than deadlock; `no key update`, the lock the update itself takes, since the ledger rows
    // just inserted hold key-share locks on their variants, which a plain `for update` would wait on.
    await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(businessRowsMatching(productVariants, businessId, { id: ids }))
      .orderBy(asc(productVariants.id))
      .for('no key update');
    const rows = chunk.map(
      ([variantId, { total, sales }]) =>
        sql`(${variantId}::uuid, ${total}::bigint, ${sales}::bigint)`,
    );
    // A variant's stock sums its warehouses, so it can outgrow its column while every balance fits:
    // the guard is checked on the locked rows, in bigint so the check itself cannot overflow.
    const moved = await tx
      .update(productVariants)
      .set({
        stock_position: sql`${productVariants.stock_position} + delta.total`,
        sales_stock_position: sql`${productVariants.sales_stock_position} + delta.sales`,
        updatedAt: now,
      })
      .from(valuesTable('delta', ['id', 'total', 'sales'], rows))
      .where(
        and(
          eq(productVariants.businessId, businessId),
          sql`${productVariants.id} = delta.id`,
          sql`abs(${productVariants.stock_position}::bigint + delta.total) <= ${INTEGER_MAX}`,
          sql`abs(${productVariants.sales_stock_position}::bigint + delta.sales) <= ${INTEGER_MAX}`,
        ),
      )
      .returning({ id: productVariants.id });
    if (moved.length !== chunk.length) throw stockLimitExceeded();
  }
};

/**
 * Recomputes a variant's positions from its balances (after a product's sales warehouse changed,
 * or to repair): locks the balances in ledger order first, like every movement.
 */
export const syncVariantPositions = async (
  tx: Database,
  businessId: string,
  productId: string,
  variantId: string,
) => {
  const rows = await tx
    .select({ warehouseId: stockBalances.warehouseId, quantity: stockBalances.quantity })
    .from(stockBalances)
    .where(businessRowsMatching(stockBalances, businessId, { productId, variantId }))
    .orderBy(asc(stockBalances.warehouseId))
    .for('update');
  const salesWarehouseId = (await salesWarehouses(tx, businessId, [productId])).get(productId);
  const total = rows.reduce((sum, row) => sum + row.quantity, 0);
  const sales = rows
    .filter((row) => row.warehouseId === salesWarehouseId)
    .reduce((sum, row) => sum + row.quantity, 0);
  await tx
    .update(productVariants)
    .set({ stock_position: total, sales_stock_position: sales, updatedAt: new Date() })
    .where(businessRow(productVariants, businessId, variantId));
  return { total, sales };
};
