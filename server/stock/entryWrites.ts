import { businessRow, businessRowsMatching, lockBusinessRow } from '../db/businessRows';
import type { InferType } from 'yup';
import type { SessionUser } from '../tenancy/sessions';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/database';
import { productVariants, stockEntries } from '../db/schema';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { isUuid } from '../http/ids';
import { resolveVariant } from './balances';
import { findEntryDocuments } from './entries';
import { postStockMovements, syncVariantPositions } from './ledger';
import type { entrySchema, transferSchema, variantSchema } from './schemas';

const invalidState = (key: string) => new HttpError(409, 'INVALID_STATE', text(key));

/** Only a manual or reconciliation entry that nothing has reversed may be reversed (design.md 4). */
const DELETABLE_REFERENCE_TYPES = new Set<string | null>([null, 'Reconciliation']);

const entryDocument = async (db: Database, businessId: string, id: string) =>
  (await findEntryDocuments(db, businessId, [id]))[0]!;

/** One entry of the business; a 404 when it has none by that id. */
export const entryById = async (db: Database, businessId: string, id: string) => {
  if (!isUuid(id)) throw notFound();
  const [entry] = await findEntryDocuments(db, businessId, [id]);
  if (!entry) throw notFound();
  return entry;
};

/** A manual or reconciliation entry; the reconcile form's selling price becomes the variant's retail price. */
export const createEntry = async (
  db: Database,
  businessId: string,
  userId: string,
  body: InferType<typeof entrySchema>,
) => {
  const entryId = await db.transaction(async (tx) => {
    const { productId, variantId } = await resolveVariant(tx, businessId, body);
    const [entry] = await postStockMovements(tx, businessId, userId, [
      {
        productId,
        variantId,
        warehouseId: body.warehouseId,
        transactionType: body.transactionType,
        quantity: body.quantity,
        reference: body.reference ?? null,
        referenceType: body.referenceType ?? null,
      },
    ]);
    if (body.sellingPrice !== undefined && body.sellingPrice !== null) {
      await tx
        .update(productVariants)
        .set({ retail_price: body.sellingPrice.toFixed(2), updatedAt: new Date() })
        .where(businessRow(productVariants, businessId, variantId));
    }
    return entry!.id;
  });
  return entryDocument(db, businessId, entryId);
};

/** An OUT from the source and an IN to the destination, in one transaction; the reference defaults to the caller's email. */
export const transferStock = async (
  db: Database,
  businessId: string,
  user: SessionUser,
  body: InferType<typeof transferSchema>,
) => {
  if (body.sourceWarehouseId === body.destinationWarehouseId) {
    throw validationFailed({
      destinationWarehouseId: text('saluni.spec.validation.sameWarehouse'),
    });
  }
  const entryIds = await db.transaction(async (tx) => {
    const { productId, variantId } = await resolveVariant(tx, businessId, body);
    const movement = {
      productId,
      variantId,
      quantity: body.quantity,
      reference: body.reference ?? user.email,
      referenceType: 'Transfer' as const,
    };
    const entries = await postStockMovements(tx, businessId, user.id, [
      { ...movement, warehouseId: body.sourceWarehouseId, transactionType: 'OUT' },
      { ...movement, warehouseId: body.destinationWarehouseId, transactionType: 'IN' },
    ]);
    return entries.map((entry) => entry.id);
  });
  const [source, destination] = await findEntryDocuments(db, businessId, entryIds);
  return { source, destination };
};

/** Recomputes a variant's stock positions from its balances, with the toast that says them. */
export const syncVariantStock = async (
  db: Database,
  businessId: string,
  body: InferType<typeof variantSchema>,
) => {
  const positions = await db.transaction(async (tx) => {
    const { productId, variantId } = await resolveVariant(tx, businessId, body);
    return syncVariantPositions(tx, businessId, productId, variantId);
  });
  return {
    stock: { stock_position: positions.total, sales_stock_position: positions.sales },
    message: text('saluni.spec.toast.stockSynced', {
      total: positions.total,
      sales: positions.sales,
    }),
  };
};

/** Editing an append-only entry changes its reference text only; quantities are corrected by a reversal and a new entry. */
export const editEntryReference = async (
  db: Database,
  businessId: string,
  id: string,
  reference: string | null | undefined,
) => {
  if (!isUuid(id)) throw notFound();
  const updated = await db
    .update(stockEntries)
    .set({ reference: reference ?? null, updatedAt: new Date() })
    .where(businessRow(stockEntries, businessId, id))
    .returning({ id: stockEntries.id });
  if (!updated.length) throw notFound();
  return entryDocument(db, businessId, id);
};

/** Deleting posts the reversing entry: the ledger keeps both rows. */
export const reverseEntry = async (
  db: Database,
  businessId: string,
  userId: string,
  id: string,
) => {
  if (!isUuid(id)) throw notFound();
  try {
    const reversalId = await db.transaction(async (tx) => {
      const entry = await lockBusinessRow(tx, stockEntries, businessId, id);
      if (!entry) throw notFound();
      if (!DELETABLE_REFERENCE_TYPES.has(entry.referenceType))
        throw invalidState('saluni.stock.entry.notManual');
      const [reversedAlready] = await tx
        .select({ id: stockEntries.id })
        .from(stockEntries)
        .where(businessRowsMatching(stockEntries, businessId, { reversesEntryId: entry.id }));
      if (reversedAlready) throw invalidState('saluni.stock.entry.alreadyReversed');
      const [reversal] = await postStockMovements(tx, businessId, userId, [
        {
          productId: entry.productId,
          variantId: entry.variantId,
          warehouseId: entry.warehouseId,
          transactionType: entry.transactionType === 'IN' ? 'OUT' : 'IN',
          quantity: entry.quantity,
          reference: entry.reference,
          referenceType: 'Reversal',
          reversesEntryId: entry.id,
        },
      ]);
      return reversal!.id;
    });
    return {
      stockEntry: await entryDocument(db, businessId, id),
      reversal: await entryDocument(db, businessId, reversalId),
    };
  } catch (error) {
    // Two deletes of one entry racing: the unique reversal index lets one through.
    if (isUniqueViolation(error)) throw invalidState('saluni.stock.entry.alreadyReversed');
    throw error;
  }
};
