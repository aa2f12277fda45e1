import type { BandTotal } from '../../registry/tax';
import type { TaxInvoice } from '../../registry/taxInvoices';
import type { Database } from '../db/database';
import { moneyNumber } from '../db/money';
import { taxInvoices } from '../db/schema';
import { rowsOfDocuments } from '../registry/documentPage';

export type TaxInvoiceRow = typeof taxInvoices.$inferSelect;

/** Minor units (as the JSON columns keep them) to money on the wire. */
const money = (minor: number) => minor / 100;

/** Per-band totals as stored (minor units) to money. */
export const bandsAsMoney = (bands: readonly BandTotal[]): BandTotal[] =>
  bands.map((band) => ({ ...band, taxable: money(band.taxable), tax: money(band.tax) }));

/**
 * An invoice or credit note as the API sends it (its JSON columns keep minor units); `originalInvoiceNo` from the invoices read with it.
 */
export const taxInvoiceDocument = (
  row: TaxInvoiceRow,
  invoiceNoById: ReadonlyMap<string, number>,
): TaxInvoice => ({
  _id: row.id,
  orderId: row.orderId,
  kind: row.kind,
  invoiceNo: row.invoiceNo,
  originalInvoiceNo:
    row.originalInvoiceId === null ? null : (invoiceNoById.get(row.originalInvoiceId) ?? null),
  state: row.state,
  currency: row.currency,
  lines: row.lines.map((line) => ({
    ...line,
    unitPrice: money(line.unitPrice),
    discount: money(line.discount),
    taxable: money(line.taxable),
    tax: money(line.tax),
  })),
  bands: bandsAsMoney(row.bands),
  total: moneyNumber(row.total),
  tax: moneyNumber(row.tax),
  buyerName: row.buyerName,
  buyerTaxId: row.buyerTaxId,
  controlUnit: row.controlUnit,
  refusal:
    row.refusalCode === null ? null : { code: row.refusalCode, message: row.refusalMessage ?? '' },
  attempts: row.attempts,
  issuedAt: row.createdAt.toISOString(),
});

/** The invoices and credit notes of some orders of one business, by order, oldest first (one query). */
export const taxInvoicesOfOrders = async (
  db: Database,
  businessId: string,
  orderIds: readonly string[],
): Promise<Map<string, TaxInvoice[]>> => {
  const rows = await rowsOfDocuments(db, taxInvoices, taxInvoices.orderId, businessId, orderIds);
  const invoiceNoById = new Map(rows.map((row) => [row.id, row.invoiceNo]));
  const byOrder = new Map<string, TaxInvoice[]>();
  for (const row of rows)
    byOrder.set(row.orderId, [
      ...(byOrder.get(row.orderId) ?? []),
      taxInvoiceDocument(row, invoiceNoById),
    ]);
  return byOrder;
};
