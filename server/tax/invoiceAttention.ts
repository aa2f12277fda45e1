import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TaxInvoice, TaxInvoiceAttention } from '../../registry/taxInvoices';
import type { Database } from '../db/database';
import { taxInvoices } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { text } from '../http/messages';
import { taxInvoiceDocument } from './documents';

// The invoices that need the owner (docs/areas/etims.md): late ones, and the retry of a refused one.

/** Invoices not accepted this long after issue are the dashboard's warning. */
const ATTENTION_AFTER_MS = 60 * 60 * 1000;

const notAccepted = (businessId: string, issuedBefore: Date) =>
  and(
    eq(taxInvoices.businessId, businessId),
    inArray(taxInvoices.state, ['pending', 'refused']),
    lt(taxInvoices.createdAt, issuedBefore),
  );

/** Pending and refused invoices issued more than an hour ago, and the oldest of them. */
export const invoicesNeedingAttention = async (
  db: Database,
  businessId: string,
  now = new Date(),
): Promise<TaxInvoiceAttention> => {
  const issuedBefore = new Date(now.getTime() - ATTENTION_AFTER_MS);
  const counts = await db
    .select({ state: taxInvoices.state, count: sql<number>`count(*)::int` })
    .from(taxInvoices)
    .where(notAccepted(businessId, issuedBefore))
    .groupBy(taxInvoices.state);
  const [oldest] = await db
    .select({
      orderId: taxInvoices.orderId,
      invoiceNo: taxInvoices.invoiceNo,
      createdAt: taxInvoices.createdAt,
    })
    .from(taxInvoices)
    .where(notAccepted(businessId, issuedBefore))
    .orderBy(asc(taxInvoices.createdAt), asc(taxInvoices.invoiceNo))
    .limit(1);
  const countOf = (state: string) => counts.find((row) => row.state === state)?.count ?? 0;
  return {
    pending: countOf('pending'),
    refused: countOf('refused'),
    oldest: oldest
      ? {
          orderId: oldest.orderId,
          invoiceNo: oldest.invoiceNo,
          issuedAt: oldest.createdAt.toISOString(),
        }
      : null,
  };
};

/**
 * A refused invoice back in the queue, due at once, once the owner has put right what KRA
 * refused; its attempts and last refusal stay until the next answer replaces them.
 */
export const retryRefusedInvoice = async (
  db: Database,
  businessId: string,
  invoiceId: string,
): Promise<TaxInvoice> => {
  if (!isUuid(invoiceId)) throw notFound();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(taxInvoices)
      .where(and(eq(taxInvoices.businessId, businessId), eq(taxInvoices.id, invoiceId)))
      .for('update');
    if (!row) throw notFound();
    if (row.state !== 'refused')
      throw new HttpError(409, 'INVALID_STATE', text('saluni.etims.retryNotRefused'));
    const [retried] = await tx
      .update(taxInvoices)
      .set({ state: 'pending', nextAttemptAt: new Date() })
      .where(and(eq(taxInvoices.businessId, businessId), eq(taxInvoices.id, invoiceId)))
      .returning();
    const originalNumbers = new Map<string, number>();
    if (row.originalInvoiceId) {
      const [original] = await tx
        .select({ invoiceNo: taxInvoices.invoiceNo })
        .from(taxInvoices)
        .where(
          and(eq(taxInvoices.businessId, businessId), eq(taxInvoices.id, row.originalInvoiceId)),
        );
      if (original) originalNumbers.set(row.originalInvoiceId, original.invoiceNo);
    }
    return taxInvoiceDocument(retried!, originalNumbers);
  });
};
