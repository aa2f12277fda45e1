import { and, asc, eq, sql } from 'drizzle-orm';
import type { ControlUnitData } from '../../registry/taxInvoices';
import type { Database } from '../db/database';
import { taxInvoices } from '../db/schema';
import { ControlUnitUnavailable, type ControlUnit, type DeviceSession } from '../etims';
import type { TaxInvoiceRow } from './documents';
import { deviceSessionFor, registerLineItems, SettingsIncomplete } from './etimsDevice';
import { saleRequest, stockMovementRequest } from './etimsRequests';
import { readBusinessTax } from './settings';

/** How many times in all a goods movement is sent before it is left alone (KRA keeps refusing it). */
export const STOCK_REPORT_ATTEMPTS = 8;
const FIRST_RETRY_SECONDS = 60;
/** The most movements one run sends again; the rest wait for the next run. */
const RETRY_BATCH = 25;

/** The wait after the `attempts`th failed report: 1 minute, doubling (about two hours in all). */
const retryDelayMs = (attempts: number) => FIRST_RETRY_SECONDS * 2 ** (attempts - 1) * 1000;

/**
 * Reports the goods of an accepted invoice (`insertStockIO`): true when KRA took it, false when
 * it did not (kept on the invoice and sent again later), undefined when it has no goods.
 */
export const reportStock = async (
  unit: ControlUnit,
  session: DeviceSession,
  movement: ReturnType<typeof stockMovementRequest>,
): Promise<boolean | undefined> => {
  if (!movement) return undefined;
  try {
    await unit.sendStockMovement(session, movement);
    return true;
  } catch {
    return false;
  }
};

/** What a failed report leaves on the invoice: the attempts so far and when to try again. */
export const stockReportOutcome = (
  reported: boolean | undefined,
  attempts: number,
  now: Date,
): Pick<ControlUnitData, 'stockReported' | 'stockAttempts' | 'stockRetryAt'> =>
  reported === undefined
    ? {}
    : reported
      ? { stockReported: true, stockAttempts: attempts }
      : {
          stockReported: false,
          stockAttempts: attempts,
          stockRetryAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
        };

/** The number of the invoice a credit note credits (the movement names it), or null. */
const originalNumberOf = async (db: Database, row: TaxInvoiceRow) => {
  if (!row.originalInvoiceId) return null;
  const [original] = await db
    .select({ invoiceNo: taxInvoices.invoiceNo })
    .from(taxInvoices)
    .where(eq(taxInvoices.id, row.originalInvoiceId));
  return original?.invoiceNo ?? null;
};

/** The movement of an accepted invoice, built as when it was accepted, sent once more. */
const sendAgain = async (
  db: Database,
  unit: ControlUnit,
  keySecret: string,
  row: TaxInvoiceRow,
) => {
  const tax = await readBusinessTax(db, row.businessId);
  const session = await deviceSessionFor(db, unit, row.businessId, tax, keySecret);
  const items = await registerLineItems(db, unit, session, row.businessId, row.lines);
  const sale = saleRequest(row, await originalNumberOf(db, row), items, tax);
  return reportStock(unit, session, stockMovementRequest(sale, row.lines));
};

/**
 * Sends again the goods movements of accepted invoices that did not reach KRA, each after its
 * back-off, at most STOCK_REPORT_ATTEMPTS times in all. The invoice itself stays accepted: the
 * movement is KRA's stock record, not the sale.
 */
export const reportMissedStock = async (
  db: Database,
  unit: ControlUnit,
  keySecret: string,
  now: Date,
  onUnexpected: (error: unknown, invoiceId: string) => void,
) => {
  const missed = await db
    .select()
    .from(taxInvoices)
    .where(
      and(
        eq(taxInvoices.state, 'accepted'),
        sql`${taxInvoices.controlUnit}->>'stockReported' = 'false'`,
        sql`coalesce((${taxInvoices.controlUnit}->>'stockAttempts')::int, 1) < ${STOCK_REPORT_ATTEMPTS}`,
        sql`coalesce((${taxInvoices.controlUnit}->>'stockRetryAt')::timestamptz, '-infinity') <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(taxInvoices.acceptedAt))
    .limit(RETRY_BATCH);
  for (const row of missed) {
    const unitData = row.controlUnit!;
    const attempts = (unitData.stockAttempts ?? 1) + 1;
    let reported: boolean | undefined = false;
    try {
      reported = await sendAgain(db, unit, keySecret, row);
    } catch (error) {
      // Unreachable or settings changed: an attempt like any; anything else is told too.
      if (!(error instanceof ControlUnitUnavailable) && !(error instanceof SettingsIncomplete))
        onUnexpected(error, row.id);
    }
    await db
      .update(taxInvoices)
      .set({ controlUnit: { ...unitData, ...stockReportOutcome(reported, attempts, now) } })
      .where(eq(taxInvoices.id, row.id));
  }
};
