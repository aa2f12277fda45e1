import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ControlUnitData } from '../../registry/taxInvoices';
import type { Database } from '../db/database';
import { taxInvoices } from '../db/schema';
import {
  ControlUnitRefusal,
  ControlUnitUnavailable,
  isoFromOscu,
  openControlUnit,
  receiptQrUrl,
  type ControlUnit,
  type EtimsConfig,
} from '../etims';
import type { ScheduledJob } from '../scheduler';
import type { TaxInvoiceRow } from './documents';
import {
  SettingsIncomplete,
  controlUnitIdOf,
  deviceSessionFor,
  registerLineItems,
} from './etimsDevice';
import { saleRequest, stockMovementRequest } from './etimsRequests';
import { readBusinessTax } from './settings';
import { reportMissedStock, reportStock, stockReportOutcome } from './stockReports';

/** How many invoices one run sends at most; the rest wait for the next run (30 s later). */
export const SUBMISSION_BATCH = 25;
const FIRST_RETRY_SECONDS = 60;
const LONGEST_RETRY_SECONDS = 30 * 60;

/** The wait after the `attempts`th failed attempt: 1 minute, doubling, at most 30 minutes. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_SECONDS);

/** What submitting needs of eTIMS' settings: the key's secret and where receipts are checked. */
type SubmissionSettings = Pick<EtimsConfig, 'keySecret' | 'receiptCheckBase'>;

/** The code kept on an invoice waiting for the business's eTIMS settings (not KRA's). */
export const SETTINGS_INCOMPLETE = 'SETTINGS';

const stillPending = (id: string) => and(eq(taxInvoices.id, id), eq(taxInvoices.state, 'pending'));

/** A failed attempt: counted, retried after the back-off, still pending. */
const postpone = (db: Database, row: TaxInvoiceRow, now: Date, code: string, message: string) =>
  db
    .update(taxInvoices)
    .set({
      attempts: row.attempts + 1,
      nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(row.attempts + 1) * 1000),
      refusalCode: code,
      refusalMessage: message,
    })
    .where(stillPending(row.id));

/** Sends one invoice: initialises the device and registers the items first when needed. */
const submit = async (
  db: Database,
  unit: ControlUnit,
  etims: SubmissionSettings,
  row: TaxInvoiceRow,
  originalInvoiceNo: number | null,
  now: Date,
) => {
  const tax = await readBusinessTax(db, row.businessId);
  const session = await deviceSessionFor(db, unit, row.businessId, tax, etims.keySecret);
  const items = await registerLineItems(db, unit, session, row.businessId, row.lines);
  const sale = saleRequest(row, originalInvoiceNo, items, tax);
  const signed = await unit.sendSale(session, sale);
  const stockReported = await reportStock(unit, session, stockMovementRequest(sale, row.lines));
  const controlUnit: ControlUnitData = {
    controlUnitId: await controlUnitIdOf(db, row.businessId),
    receiptNo: signed.curRcptNo,
    totalReceiptNo: signed.totRcptNo,
    internalData: signed.intrlData,
    receiptSignature: signed.rcptSign,
    signedAt: isoFromOscu(signed.sdcDateTime),
    qrUrl: receiptQrUrl(etims.receiptCheckBase, session.tin, session.bhfId, signed.rcptSign),
    ...stockReportOutcome(stockReported, 1, now),
  };
  await db
    .update(taxInvoices)
    .set({
      state: 'accepted',
      controlUnit,
      acceptedAt: now,
      attempts: row.attempts + 1,
      nextAttemptAt: null,
      refusalCode: null,
      refusalMessage: null,
    })
    .where(stillPending(row.id));
};

/** Told of a failure that is not the control unit's (a bug, the database): the invoice id only. */
export type UnexpectedFailure = (error: unknown, invoiceId: string) => void;

const settle = async (
  db: Database,
  unit: ControlUnit,
  etims: SubmissionSettings,
  row: TaxInvoiceRow,
  originalInvoiceNo: number | null,
  now: Date,
  onUnexpected: UnexpectedFailure,
) => {
  try {
    await submit(db, unit, etims, row, originalInvoiceNo, now);
  } catch (error) {
    if (error instanceof ControlUnitRefusal)
      await db
        .update(taxInvoices)
        .set({
          state: 'refused',
          attempts: row.attempts + 1,
          nextAttemptAt: null,
          refusalCode: error.code,
          refusalMessage: error.message,
        })
        .where(stillPending(row.id));
    else if (error instanceof SettingsIncomplete)
      await postpone(db, row, now, SETTINGS_INCOMPLETE, 'settings incomplete');
    else {
      // Unreachable, a timeout, a 5xx, or anything unexpected: the invoice waits and is tried again.
      if (!(error instanceof ControlUnitUnavailable)) onUnexpected(error, row.id);
      await postpone(db, row, now, 'UNAVAILABLE', 'control unit unreachable');
    }
  }
};

/**
 * One run: the due pending invoices, oldest first, each on its own so one failure holds up no
 * other. A credit note waits until its invoice is accepted (KRA must know `orgInvcNo` first).
 * Then the goods movements that did not reach KRA are sent again.
 */
export const submitDueInvoices = async (
  db: Database,
  unit: ControlUnit,
  etims: SubmissionSettings,
  now: Date,
  onUnexpected: UnexpectedFailure,
) => {
  const due = await db
    .select()
    .from(taxInvoices)
    .where(
      and(
        eq(taxInvoices.state, 'pending'),
        or(isNull(taxInvoices.nextAttemptAt), lte(taxInvoices.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(taxInvoices.createdAt), asc(taxInvoices.invoiceNo))
    .limit(SUBMISSION_BATCH);
  for (const row of due) {
    if (row.kind !== 'credit') {
      await settle(db, unit, etims, row, null, now, onUnexpected);
      continue;
    }
    // Read now: the invoice may have been accepted earlier in this run.
    const [original] = await db
      .select({ invoiceNo: taxInvoices.invoiceNo, state: taxInvoices.state })
      .from(taxInvoices)
      .where(eq(taxInvoices.id, row.originalInvoiceId ?? row.id));
    if (original?.state === 'accepted')
      await settle(db, unit, etims, row, original.invoiceNo, now, onUnexpected);
    // Not an attempt: looked at again a minute later, so it holds no place in the next runs.
    else
      await db
        .update(taxInvoices)
        .set({ nextAttemptAt: new Date(now.getTime() + FIRST_RETRY_SECONDS * 1000) })
        .where(stillPending(row.id));
  }
  await reportMissedStock(db, unit, etims.keySecret, now, onUnexpected);
};

/** The job that submits pending invoices and credit notes to the control unit (docs/areas/etims.md). */
export const submissionJobs = async (
  app: FastifyInstance,
  etims: EtimsConfig,
): Promise<ScheduledJob[]> => {
  const unit = openControlUnit(etims);
  app.addHook('onClose', () => unit.close());
  return [
    {
      name: 'etims-submission',
      intervalSeconds: 30,
      run: (db, now) =>
        submitDueInvoices(db, unit, etims, now, (error, invoiceId) =>
          // The error's name only: a failed query's message may carry the buyer's name.
          app.log.error({ invoiceId, error: (error as Error)?.name }, 'eTIMS submission failed'),
        ),
    },
  ];
};
