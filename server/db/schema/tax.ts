import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BandTotal } from '../../../registry/tax';
import { PAYMENT_METHODS } from '../../../registry/orders';
import {
  TAX_INVOICE_KINDS,
  TAX_INVOICE_STATES,
  type ControlUnitData,
  type TaxInvoiceLine,
} from '../../../registry/taxInvoices';
import { businesses } from './accounts';
import { createdIndex, tenantTable } from './columns';
import { createdAt, money, timestampTz } from './columnTypes';
import { ownedBy } from './rowGroups';
import { orders } from './orders';

/** A business's tax settings (registry/taxInvoices.ts `TaxSettings`): one row at most; absent means none given. */
export const taxSettings = pgTable('tax_settings', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  legalName: text('legal_name'),
  phone: text('phone'),
  kraPin: text('kra_pin'),
  vatRegistered: boolean('vat_registered').notNull().default(false),
  etimsBranchId: text('etims_branch_id'),
  etimsDeviceSerial: text('etims_device_serial'),
  abn: text('abn'),
  gstRegistered: boolean('gst_registered').notNull().default(false),
  updatedAt: timestampTz('updated_at').notNull().defaultNow(),
});

/** The last invoice number given per business (invoices and credit notes share it), taken under the row's lock. */
export const taxInvoiceCounters = pgTable('tax_invoice_counters', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  lastInvoiceNo: integer('last_invoice_no').notNull().default(0),
});

/**
 * An invoice (an order paid in full) or a credit note (a refund of an invoiced order), issued in
 * the transaction of the payment or the refund with everything the authority needs copied onto it,
 * so submission reads only this row. Kenyan ones wait in `pending` for the scheduler to submit
 * them to eTIMS (docs/areas/tax.md).
 */
export const taxInvoices = tenantTable(
  'tax_invoices',
  {
    orderId: uuid('order_id').notNull(),
    kind: text('kind', { enum: TAX_INVOICE_KINDS }).notNull(),
    invoiceNo: integer('invoice_no').notNull(),
    /** A credit note's invoice, and the refund it records. */
    originalInvoiceId: uuid('original_invoice_id'),
    refundId: uuid('refund_id'),
    state: text('state', { enum: TAX_INVOICE_STATES }).notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    /** Lines and bands in minor units, as issued. */
    lines: jsonb('lines').$type<TaxInvoiceLine[]>().notNull(),
    bands: jsonb('bands').$type<BandTotal[]>().notNull(),
    total: money('total').notNull(),
    tax: money('tax').notNull(),
    buyerName: text('buyer_name'),
    buyerTaxId: text('buyer_tax_id'),
    /**
     * How it was paid, for eTIMS' payment type: the method that paid most of a sale, the refund's
     * method for a credit note.
     */
    paidBy: text('paid_by', { enum: PAYMENT_METHODS }),
    /** What the control unit gave back on acceptance. */
    controlUnit: jsonb('control_unit').$type<ControlUnitData>(),
    refusalCode: text('refusal_code'),
    refusalMessage: text('refusal_message'),
    attempts: integer('attempts').notNull().default(0),
    /** When the submission job may try again (after a failure, with back-off). */
    nextAttemptAt: timestampTz('next_attempt_at'),
    acceptedAt: timestampTz('accepted_at'),
  },
  (t) => [
    ...ownedBy('tax_invoices', t, t.orderId, orders, 'order'),
    createdIndex('tax_invoices', t),
    uniqueIndex('tax_invoices_business_no_unique').on(t.businessId, t.invoiceNo),
    // One credit note per refund, one invoice per order: issuing twice is impossible.
    uniqueIndex('tax_invoices_refund_unique')
      .on(t.businessId, t.refundId)
      .where(sql`${t.refundId} is not null`),
    uniqueIndex('tax_invoices_order_sale_unique')
      .on(t.businessId, t.orderId)
      .where(sql`${t.kind} = 'sale'`),
    // The submission job's queue.
    index('tax_invoices_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    check('tax_invoices_money_not_negative', sql`${t.total} >= 0 and ${t.tax} >= 0`),
  ],
);

/**
 * A business's eTIMS online control unit, once initialised (`selectInitOsdcInfo`): its ids and
 * the communication key, kept encrypted (server/etims/secretBox.ts).
 */
export const etimsDevices = pgTable('etims_devices', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  kraPin: text('kra_pin').notNull(),
  branchId: text('branch_id').notNull(),
  deviceSerial: text('device_serial').notNull(),
  controlUnitId: text('control_unit_id').notNull(),
  /** `mrcNo`, the device's registration number. */
  deviceNo: text('device_no'),
  communicationKeyEncrypted: text('communication_key_encrypted').notNull(),
  initialisedAt: createdAt(),
});

/** Items registered with eTIMS (`saveItem`) before their first sale, by the item's own id. */
export const etimsItems = tenantTable(
  'etims_items',
  {
    /** The service, product variant, membership, package or voucher id. */
    itemId: uuid('item_id').notNull(),
    itemCode: text('item_code').notNull(),
    itemClassCode: text('item_class_code').notNull(),
    band: text('band').notNull(),
  },
  (t) => [
    uniqueIndex('etims_items_business_item_unique').on(t.businessId, t.itemId),
    uniqueIndex('etims_items_business_code_unique').on(t.businessId, t.itemCode),
  ],
);

/**
 * A link to a receipt's PDF sent to a client by SMS or WhatsApp: only the token's hash is kept;
 * the link opens the PDF with no sign-in until it expires.
 */
export const receiptLinks = tenantTable(
  'receipt_links',
  {
    orderId: uuid('order_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    language: text('language').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (t) => [
    ...ownedBy('receipt_links', t, t.orderId, orders, 'order'),
    uniqueIndex('receipt_links_token_unique').on(t.tokenHash),
  ],
);
