import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Country } from '../../../registry/business';
import type { Order } from '../../../registry/orders';
import type { BandTotal, TaxBand } from '../../../registry/tax';
import type { ControlUnitData, TaxInvoiceState } from '../../../registry/taxInvoices';
import type { OpenDatabase } from '../../../server/db/database';
import { minorToNumeric, toMinor } from '../../../server/db/money';
import {
  businesses,
  orderLines,
  orderPayments,
  orders,
  taxInvoiceCounters,
  taxInvoices,
  taxSettings,
} from '../../../server/db/schema';
import { LOCALE_DEFAULTS } from '../../../registry/business';
import type { TaxSettings } from '../../../registry/taxInvoices';

/** Moves a business to `country` with its defaults and gives it tax settings. */
export const setBusinessTax = async (
  database: OpenDatabase,
  businessId: string,
  country: Country,
  settings: Partial<TaxSettings>,
  address = '12 Moi Avenue',
) => {
  const { currency, timezone, state } = LOCALE_DEFAULTS[country];
  await database.db
    .update(businesses)
    .set({ country, currency, timezone, state, address })
    .where(eq(businesses.id, businessId));
  await database.db
    .insert(taxSettings)
    .values({ businessId, ...settings })
    .onConflictDoUpdate({ target: taxSettings.businessId, set: settings });
};

/**
 * Puts tax on an order as the tax area leaves it: every line in `band` at `rate`, the tax given
 * per line (major units), the order's totals and buyer.
 */
export const setOrderTax = async (
  database: OpenDatabase,
  order: Order,
  band: TaxBand,
  rate: number,
  lineTax: number[],
  buyer: { name: string | null; taxId: string | null } = { name: null, taxId: null },
) => {
  const { db } = database;
  let total = 0;
  for (const [index, line] of order.lines.entries()) {
    total += toMinor(line.total);
    await db
      .update(orderLines)
      .set({
        taxBand: band,
        taxRate: rate,
        taxable: minorToNumeric(toMinor(line.total)),
        tax: minorToNumeric(toMinor(lineTax[index] ?? 0)),
      })
      .where(and(eq(orderLines.businessId, order.businessId), eq(orderLines.id, line._id)));
  }
  const tax = lineTax.reduce((sum, amount) => sum + toMinor(amount), 0);
  const bands: BandTotal[] = [{ band, rate, taxable: total, tax }];
  await db
    .update(orders)
    .set({
      tax: minorToNumeric(tax),
      taxBands: bands,
      buyerName: buyer.name,
      buyerTaxId: buyer.taxId,
    })
    .where(and(eq(orders.businessId, order.businessId), eq(orders.id, order._id)));
  return { bands, tax, total };
};

/** Issues the order's sale invoice as the tax area would (any invoice it already has replaced). */
export const insertSaleInvoice = async (
  database: OpenDatabase,
  order: Order,
  invoice: {
    country: Country;
    invoiceNo: number;
    state: TaxInvoiceState;
    bands: BandTotal[];
    total: number;
    tax: number;
    controlUnit?: ControlUnitData;
  },
) => {
  const where = and(
    eq(taxInvoices.businessId, order.businessId),
    eq(taxInvoices.orderId, order._id),
  );
  // The test's number is the order's: any invoice holding it goes, and later checkouts number after it.
  await database.db.delete(taxInvoices).where(where);
  await database.db
    .delete(taxInvoices)
    .where(
      and(
        eq(taxInvoices.businessId, order.businessId),
        eq(taxInvoices.invoiceNo, invoice.invoiceNo),
      ),
    );
  await database.db
    .insert(taxInvoiceCounters)
    .values({ businessId: order.businessId, lastInvoiceNo: invoice.invoiceNo })
    .onConflictDoUpdate({
      target: taxInvoiceCounters.businessId,
      set: {
        lastInvoiceNo: sql`greatest(${taxInvoiceCounters.lastInvoiceNo}, ${invoice.invoiceNo})`,
      },
    });
  await database.db.insert(taxInvoices).values({
    businessId: order.businessId,
    id: uuidv7(),
    orderId: order._id,
    kind: 'sale',
    invoiceNo: invoice.invoiceNo,
    state: invoice.state,
    country: invoice.country,
    currency: order.currency,
    lines: [],
    bands: invoice.bands,
    total: minorToNumeric(invoice.total),
    tax: minorToNumeric(invoice.tax),
    controlUnit: invoice.controlUnit ?? null,
  });
};

/** Makes the order's first payment an M-Pesa one with its receipt code, as Daraja's callback leaves it. */
export const makeMpesaPayment = async (database: OpenDatabase, order: Order, code: string) => {
  await database.db
    .update(orderPayments)
    .set({ method: 'm-pesa', reference: code, tendered: null, change: null })
    .where(
      and(
        eq(orderPayments.businessId, order.businessId),
        eq(orderPayments.id, order.payments[0]!._id),
      ),
    );
};
