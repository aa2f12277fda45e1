import type { Database } from '../db/database';
import { postStockMovements, type StockMovement } from './ledger';

/** A line of a document that moves stock: what moved, from or into which warehouse, how many. */
export interface MovedLine {
  productId: string;
  variantId: string;
  warehouseId: string;
  quantity: number;
}

/**
 * Posts one ledger entry per line of a document that moves stock (a purchase receipt, a usage,
 * a sale or its return, a product's opening stock), every entry of the document's one type and
 * reference, in the caller's transaction.
 */
export const postDocumentLines = (
  tx: Database,
  businessId: string,
  createdBy: string | null,
  lines: MovedLine[],
  posting: Pick<StockMovement, 'transactionType' | 'reference' | 'referenceType'>,
) =>
  postStockMovements(
    tx,
    businessId,
    createdBy,
    lines.map(({ productId, variantId, warehouseId, quantity }) => ({
      productId,
      variantId,
      warehouseId,
      quantity,
      ...posting,
    })),
  );
