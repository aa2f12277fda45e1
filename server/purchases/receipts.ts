import { and, count, eq, sql } from 'drizzle-orm';
import { businessRow, businessRowsMatching, lockBusinessRow } from '../db/businessRows';
import { v7 as uuidv7 } from 'uuid';
import { inChunks, valuesTable } from '../db/bulk';
import type { Database } from '../db/database';
import { businessTimeZone, localDate } from '../tenancy/zonedTime';
import { isUniqueViolation } from '../db/database';
import { productVariants, purchaseReceiptItems, purchaseReceipts } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';
import { postDocumentLines } from '../stock';

export interface ReceiptLine {
  itemCode: string;
  variant: string;
  quantity: number;
  unitPrice: number;
  sellingPrice?: number | null;
}

export interface ReceiptInput {
  receiptNumber?: string | null;
  supplier: string;
  warehouse: string;
  receiptDate?: string | null;
  notes?: string | null;
  items: ReceiptLine[];
  /** The request Receive Purchase made it from. */
  purchaseId?: string;
}

export const invalidState = (key: string) => new HttpError(409, 'INVALID_STATE', text(key));

/** Today on the business's calendar (inventory.md 3: the receipt date defaults to today), `YYYY-MM-DD`. */
export const businessToday = async (db: Database, businessId: string) =>
  localDate(new Date(), await businessTimeZone(db, businessId));

/** Prices are written from their two-decimal text, so 0.1 + 0.2 never reaches a column. */
const cents = (value: number) => value.toFixed(2);

export const receiptItemRows = (businessId: string, receiptId: string, items: ReceiptLine[]) =>
  items.map((item) => ({
    businessId,
    id: uuidv7(),
    receiptId,
    productId: item.itemCode,
    variantId: item.variant,
    quantity: item.quantity,
    unitPrice: cents(item.unitPrice),
    sellingPrice:
      item.sellingPrice === undefined || item.sellingPrice === null
        ? null
        : cents(item.sellingPrice),
  }));

/**
 * Writes a receipt and its lines in one transaction. Without a number it gets the next free
 * `PR-00001` of the business; two creations racing for one number retry with the next, so the
 * unique index (business, number) decides and no number is handed out twice. A number the user
 * typed that is taken is a 409 DUPLICATE_KEY.
 */
export const insertReceipt = async (
  db: Database,
  businessId: string,
  createdBy: string,
  input: ReceiptInput,
  /**
   * Steps of the same transaction: `before` runs first (Receive Purchase locks and moves its
   * request there), `after` once the receipt and its lines are written (receiving it at once).
   */
  steps: {
    before?: (tx: Database) => Promise<void>;
    after?: (tx: Database, receiptId: string) => Promise<unknown>;
  } = {},
): Promise<string> => {
  const receiptDate = input.receiptDate ?? (await businessToday(db, businessId));
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await steps.before?.(tx);
        const id = uuidv7();
        let receiptNumber = input.receiptNumber?.trim();
        if (!receiptNumber) {
          const [{ n }] = await tx
            .select({ n: count() })
            .from(purchaseReceipts)
            .where(eq(purchaseReceipts.businessId, businessId));
          receiptNumber = `PR-${String(n + 1 + attempt).padStart(5, '0')}`;
        }
        await tx.insert(purchaseReceipts).values({
          businessId,
          id,
          receiptNumber,
          supplierId: input.supplier,
          warehouseId: input.warehouse,
          purchaseId: input.purchaseId ?? null,
          receiptDate,
          notes: input.notes ?? null,
          createdBy,
        });
        await tx.insert(purchaseReceiptItems).values(receiptItemRows(businessId, id, input.items));
        await steps.after?.(tx, id);
        return id;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || input.receiptNumber?.trim() || attempt >= 20) throw error;
    }
  }
};

/**
 * Receives a pending receipt exactly once (design.md 4): one IN entry per line into its
 * warehouse (referenceType PurchaseReceipt, reference the receipt number) through the ledger,
 * then each variant's supply and last price from the line's unit price and its retail price
 * from the selling price when given. A second receive, even a concurrent one, finds the row
 * received once its lock is granted and is refused.
 */
export const receiveReceipt = async (
  db: Database,
  businessId: string,
  userId: string,
  id: string,
) =>
  db.transaction(async (tx) => {
    // A receive, change, cancel or delete of the same receipt waits for this lock, then sees the
    // status the first one left.
    const receipt = await lockBusinessRow(tx, purchaseReceipts, businessId, id);
    if (!receipt) return false;
    if (receipt.status === 'received')
      throw invalidState('saluni.purchasing.receipt.alreadyReceived');
    if (receipt.status !== 'pending') throw invalidState('saluni.purchasing.receipt.notPending');
    const lines = await tx
      .select()
      .from(purchaseReceiptItems)
      .where(businessRowsMatching(purchaseReceiptItems, businessId, { receiptId: id }));
    // The ledger locks balances before variants; the prices below are written after it.
    await postDocumentLines(
      tx,
      businessId,
      userId,
      lines.map((line) => ({ ...line, warehouseId: receipt.warehouseId })),
      { transactionType: 'IN', reference: receipt.receiptNumber, referenceType: 'PurchaseReceipt' },
    );
    const now = new Date();
    // One statement per 1,000 variants (the ledger has locked their rows): a later line of a
    // variant wins over an earlier one, as the lines read.
    const priceOf = new Map(lines.map((line) => [line.variantId, line]));
    for (const chunk of inChunks([...priceOf.values()])) {
      const rows = chunk.map(
        (line) =>
          sql`(${line.variantId}::uuid, ${line.unitPrice}::numeric, ${line.sellingPrice}::numeric)`,
      );
      await tx
        .update(productVariants)
        .set({
          supply_price: sql`price.unit_price`,
          last_price: sql`price.unit_price`,
          retail_price: sql`coalesce(price.selling_price, ${productVariants.retail_price})`,
          updatedAt: now,
        })
        .from(valuesTable('price', ['id', 'unit_price', 'selling_price'], rows))
        .where(
          and(eq(productVariants.businessId, businessId), sql`${productVariants.id} = price.id`),
        );
    }
    await tx
      .update(purchaseReceipts)
      .set({ status: 'received', updatedAt: now })
      .where(businessRow(purchaseReceipts, businessId, id));
    return true;
  });
