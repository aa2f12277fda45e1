import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Country } from '../../registry/business';
import type { PaymentMethod, SoldItem } from '../../registry/orders';
import {
  invoiceTax,
  spreadByWeight,
  UNREGISTERED_BAND,
  type BandTotal,
  type TaxBand,
} from '../../registry/tax';
import type { TaxInvoiceLine, TaxInvoiceState } from '../../registry/taxInvoices';
import { businessRow, businessRowsMatching } from '../db/businessRows';
import type { Database } from '../db/database';
import { toMinor, minorToNumeric, type Minor } from '../db/money';
import {
  orderLines,
  orderPayments,
  orderRefunds,
  orders,
  taxInvoiceCounters,
  taxInvoices,
} from '../db/schema';
import { readBusinessTax } from './settings';

type OrderLineRow = typeof orderLines.$inferSelect;

/** Every Kenyan invoice goes to eTIMS (registered for VAT or not); an Australian one is final at once. */
const stateIn = (country: Country): TaxInvoiceState => (country === 'KE' ? 'pending' : 'issued');

/** The business's next invoice number, shared by invoices and credit notes (the upsert serialises). */
const nextInvoiceNo = async (tx: Database, businessId: string): Promise<number> => {
  const [counter] = await tx
    .insert(taxInvoiceCounters)
    .values({ businessId, lastInvoiceNo: 1 })
    .onConflictDoUpdate({
      target: taxInvoiceCounters.businessId,
      set: { lastInvoiceNo: sql`${taxInvoiceCounters.lastInvoiceNo} + 1` },
    })
    .returning({ invoiceNo: taxInvoiceCounters.lastInvoiceNo });
  return counter!.invoiceNo;
};

/** The item eTIMS registers for a line: the service, the product's variant, the membership, package or voucher. */
const itemIdOf = (line: OrderLineRow): string | null => {
  const item = line.item as SoldItem;
  switch (line.kind) {
    case 'service':
      return line.serviceId ?? item.serviceId ?? null;
    case 'product':
      return line.variantId ?? item.variantId ?? null;
    case 'membership':
      return item.membershipId ?? null;
    case 'servicePackage':
      return item.servicePackageId ?? null;
    case 'voucher':
      return item.voucherId ?? null;
  }
};

/** An order line as its invoice keeps it, in minor units; the discount is what its taxable amount lacks of its price. */
const invoiceLineOf = (line: OrderLineRow, country: Country): TaxInvoiceLine => {
  const unitPrice = toMinor(line.unitPrice);
  const taxable = toMinor(line.taxable);
  return {
    lineId: line.id,
    kind: line.kind,
    itemId: itemIdOf(line),
    name: line.name,
    // Filled by eTIMS' item registration, which knows the codes KRA gave.
    itemCode: null,
    itemClassCode: null,
    quantity: line.quantity,
    unitPrice,
    discount: Math.max(0, unitPrice * line.quantity - taxable),
    band: (line.taxBand as TaxBand | null) ?? UNREGISTERED_BAND[country],
    rate: line.taxRate,
    taxable,
    tax: toMinor(line.tax),
  };
};

interface NewInvoice {
  orderId: string;
  country: Country;
  currency: string;
  kind: 'sale' | 'credit';
  lines: TaxInvoiceLine[];
  bands: BandTotal[];
  total: Minor;
  tax: Minor;
  buyerName: string | null;
  buyerTaxId: string | null;
  paidBy: PaymentMethod | null;
  originalInvoiceId?: string;
  refundId?: string;
}

const insertInvoice = async (tx: Database, businessId: string, invoice: NewInvoice) => {
  await tx.insert(taxInvoices).values({
    businessId,
    id: uuidv7(),
    ...invoice,
    invoiceNo: await nextInvoiceNo(tx, businessId),
    state: stateIn(invoice.country),
    total: minorToNumeric(invoice.total),
    tax: minorToNumeric(invoice.tax),
    nextAttemptAt: new Date(),
  });
};

const saleInvoiceOf = async (tx: Database, businessId: string, orderId: string) =>
  (
    await tx
      .select()
      .from(taxInvoices)
      .where(businessRowsMatching(taxInvoices, businessId, { orderId, kind: 'sale' }))
      .limit(1)
  )[0];

/** The method that paid most of the order (eTIMS takes one payment type per invoice). */
const mainMethodOf = async (tx: Database, businessId: string, orderId: string) => {
  const paid = await tx
    .select({ method: orderPayments.method, amount: orderPayments.amount })
    .from(orderPayments)
    .where(businessRowsMatching(orderPayments, businessId, { orderId, status: 'paid' }));
  const byMethod = new Map<PaymentMethod, Minor>();
  for (const { method, amount } of paid)
    byMethod.set(method, (byMethod.get(method) ?? 0) + toMinor(amount));
  return [...byMethod].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
};

/**
 * Issues the invoice of an order paid in full, in the payment's transaction; once per order (a
 * second call finds it, and the unique index refuses a concurrent one). The lines, bands and
 * buyer are copied as the order was priced (docs/areas/tax.md).
 */
export const issueSaleInvoice = async (
  tx: Database,
  businessId: string,
  orderId: string,
): Promise<void> => {
  if (await saleInvoiceOf(tx, businessId, orderId)) return;
  const [order] = await tx
    .select()
    .from(orders)
    .where(businessRow(orders, businessId, orderId));
  if (!order) return;
  const { country } = await readBusinessTax(tx, businessId);
  const lines = (
    await tx
      .select()
      .from(orderLines)
      .where(businessRowsMatching(orderLines, businessId, { orderId }))
  ).map((line) => invoiceLineOf(line, country));
  await insertInvoice(tx, businessId, {
    orderId,
    country,
    currency: order.currency,
    kind: 'sale',
    lines,
    bands: order.taxBands,
    total: lines.reduce((sum, line) => sum + line.taxable, 0),
    tax: toMinor(order.tax),
    buyerName: order.buyerName,
    buyerTaxId: order.buyerTaxId,
    paidBy: await mainMethodOf(tx, businessId, orderId),
  });
};

/** The invoice lines a refund gives back and their weights: the returned units' value, else every line by its taxable amount. */
const creditedLines = (invoiceLines: TaxInvoiceLine[], returned: RefundLine[]) => {
  const byLine = new Map(invoiceLines.map((line) => [line.lineId, line]));
  const named = returned.flatMap(({ lineId, quantity }) => {
    const line = byLine.get(lineId);
    return line ? [{ line, quantity, weight: (line.taxable * quantity) / line.quantity }] : [];
  });
  if (named.some(({ weight }) => weight > 0)) return named;
  return invoiceLines.map((line) => ({ line, quantity: line.quantity, weight: line.taxable }));
};

interface RefundLine {
  lineId: string;
  quantity: number;
}

/**
 * Issues the credit note of a refund of an invoiced order, in the refund's transaction: the
 * refund's amount spread over the lines it gives back, taxed by band like the invoice, so the
 * note's total is the refund exactly. An order with no invoice (not paid in full) has none to
 * credit, and a refund of no money credits nothing.
 */
export const issueCreditNote = async (
  tx: Database,
  businessId: string,
  orderId: string,
  refundId: string,
): Promise<void> => {
  const invoice = await saleInvoiceOf(tx, businessId, orderId);
  if (!invoice) return;
  const [refund] = await tx
    .select()
    .from(orderRefunds)
    .where(businessRow(orderRefunds, businessId, refundId));
  const amount = refund ? toMinor(refund.amount) : 0;
  if (!refund || amount === 0) return;
  const credited = creditedLines(invoice.lines, refund.lines as RefundLine[]);
  const grosses = spreadByWeight(
    amount,
    credited.map(({ weight }) => weight),
  );
  const tax = invoiceTax(
    invoice.country as Country,
    credited.map(({ line }, index) => ({ band: line.band, gross: grosses[index]! })),
    0,
  );
  await insertInvoice(tx, businessId, {
    orderId,
    country: invoice.country as Country,
    currency: invoice.currency,
    kind: 'credit',
    lines: credited.map(({ line, quantity }, index) => ({
      ...line,
      quantity,
      discount: Math.max(0, line.unitPrice * quantity - tax.lines[index]!.taxable),
      taxable: tax.lines[index]!.taxable,
      tax: tax.lines[index]!.tax,
    })),
    bands: tax.bands,
    total: tax.total,
    tax: tax.tax,
    buyerName: invoice.buyerName,
    buyerTaxId: invoice.buyerTaxId,
    paidBy: refund.method,
    originalInvoiceId: invoice.id,
    refundId,
  });
};
