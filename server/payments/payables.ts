import type { ModuleName } from '../../registry/modules';
import type { PgTable } from 'drizzle-orm/pg-core';
import { lockBusinessRow, rowOfAnyBusiness, type BusinessKeyed } from '../db/businessRows';
import type { Database } from '../db/database';
import type { PayableKind, PaymentStatus } from '../db/schema';

/** What a payment is for, as the pay route and the settlement need it. */
export interface AmountDue {
  businessId: string;
  /** Whole units of `currency`, as M-Pesa takes it. */
  amount: number;
  /** The same in minor units (cents), as cards charge it. */
  amountMinor: number;
  currency: string;
  /** Only a pending payable may be paid. */
  status: PaymentStatus;
}

export interface PaidDetails {
  /** How it was paid: an M-Pesa push, or a card on the provider's hosted page. */
  method: 'm-pesa' | 'card';
  /** The M-Pesa receipt, or the card provider's payment id. */
  receipt: string | null;
  paidAt: Date;
  resultDescription: string | null;
}

export type UnpaidStatus = Exclude<PaymentStatus, 'pending' | 'paid'>;

/**
 * Something a payment (M-Pesa, or a card for the kinds in CARD_PAYABLE_KINDS) can pay for: an
 * SMS bundle order, a checkout order, an appointment's deposit.
 * Its `transactionRef` is the record's id. The settlement calls `onPaid` or `onUnpaid` once per
 * payment, inside the transaction that settles the payment, so what the payable does (crediting
 * SMS, closing a sale) commits with it or not at all.
 */
export interface Payable {
  kind: PayableKind;
  /** The module whose `create` the caller of `POST /mpesa/pay` needs (owners and admins always). */
  module: ModuleName;
  /** Daraja's TransactionDesc (at most 13 characters), and the card checkout's line. */
  description: string;
  /** The payable of a reference, whichever business holds it (the pay route names only the reference). */
  find: (db: Database, transactionRef: string) => Promise<AmountDue | undefined>;
  /** The same, its row locked until the transaction ends, so two pushes for one payable queue up. */
  lock: (
    tx: Database,
    businessId: string,
    transactionRef: string,
  ) => Promise<AmountDue | undefined>;
  onPaid: (
    tx: Database,
    businessId: string,
    transactionRef: string,
    details: PaidDetails,
  ) => Promise<void>;
  /** `resultCode`: M-Pesa's, null when the push expired unanswered; a payable may show the reason it names. */
  onUnpaid: (
    tx: Database,
    businessId: string,
    transactionRef: string,
    status: UnpaidStatus,
    resultDescription: string | null,
    resultCode: number | null,
  ) => Promise<void>;
  /**
   * A payment already settled paid by a status query (which carries no receipt) hears its
   * callback after all: the payable records the receipt where it shows one. Nothing else changes.
   */
  onReceipt: (
    tx: Database,
    businessId: string,
    transactionRef: string,
    receipt: string,
  ) => Promise<void>;
}

/**
 * `find` and `lock` of a payable whose `transactionRef` is the id of a row of `table`: the row,
 * of any business or locked in the caller's, made into what it owes by `dueOf`.
 */
export const payableRow = <T extends PgTable & BusinessKeyed>(
  table: T,
  dueOf: (db: Database, row: T['$inferSelect'], transactionRef: string) => Promise<AmountDue>,
): Pick<Payable, 'find' | 'lock'> => ({
  async find(db, transactionRef) {
    const row = await rowOfAnyBusiness(db, table, transactionRef);
    return row && dueOf(db, row, transactionRef);
  },
  async lock(tx, businessId, transactionRef) {
    const row = await lockBusinessRow(tx, table, businessId, transactionRef);
    return row && dueOf(tx, row, transactionRef);
  },
});

export type Payables = ReadonlyMap<PayableKind, Payable>;

export const payablesOf = (list: Payable[]): Payables =>
  new Map(list.map((payable) => [payable.kind, payable]));
