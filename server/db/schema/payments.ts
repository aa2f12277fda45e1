import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sortIndex, tenantTable } from './columns';
import { createdAt, timestampTz } from './columnTypes';

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const SMS_BUNDLE_STATUSES = ['active', 'inactive'] as const;

/** What a payment pays for: an SMS bundle order, a checkout order, an appointment's deposit (docs/areas/payments.md). */
export const PAYABLE_KINDS = ['sms-bundle-order', 'order', 'deposit'] as const;
export type PayableKind = (typeof PAYABLE_KINDS)[number];

/**
 * The SMS bundles on sale, one list for every business (back-office.md 3). `cost` is in whole
 * units of `currency`: M-Pesa takes whole shillings. Seeded by the migration.
 */
export const smsBundles = pgTable(
  'sms_bundles',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    currency: text('currency').notNull(),
    cost: integer('cost').notNull(),
    status: text('status', { enum: SMS_BUNDLE_STATUSES }).notNull().default('active'),
    smsCount: integer('sms_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('sms_bundles_cost_positive', sql`${t.cost} > 0`),
    check('sms_bundles_sms_count_positive', sql`${t.smsCount} > 0`),
  ],
);

/**
 * A business's order of a bundle: its `id` is the transaction reference of its payment. The
 * bundle's title, price and size are copied, so a later price change leaves the order as sold.
 */
export const smsBundleOrders = tenantTable(
  'sms_bundle_orders',
  {
    smsBundleId: uuid('sms_bundle_id')
      .notNull()
      .references(() => smsBundles.id),
    title: text('title').notNull(),
    currency: text('currency').notNull(),
    cost: integer('cost').notNull(),
    smsCount: integer('sms_count').notNull(),
    paymentMethod: text('payment_method', { enum: ['m-pesa', 'card'] }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    resultDescription: text('result_description'),
    receipt: text('receipt'),
    paidAt: timestampTz('paid_at'),
    createdBy: uuid('created_by'),
  },
  (t) => [
    sortIndex('sms_bundle_orders_business_created_idx', t, t.createdAt),
    // `POST /mpesa/pay` names only the order: its id finds the business.
    index('sms_bundle_orders_id_idx').on(t.id),
  ],
);

/**
 * One M-Pesa STK push. The provider knows no business: a callback finds its payment by the
 * hashed token of its URL, and the provider's `CheckoutRequestID` is unique across all
 * businesses, which is what makes callbacks idempotent. `amount` is whole shillings.
 */
export const mpesaPayments = tenantTable(
  'mpesa_payments',
  {
    payableKind: text('payable_kind', { enum: PAYABLE_KINDS }).notNull(),
    transactionRef: uuid('transaction_ref').notNull(),
    amount: integer('amount').notNull(),
    /** E.164, as the customer entered it; personal, so never logged. */
    phoneNumber: text('phone_number').notNull(),
    provider: text('provider', { enum: ['daraja', 'simulator'] }).notNull(),
    callbackTokenHash: text('callback_token_hash').notNull(),
    merchantRequestId: text('merchant_request_id'),
    checkoutRequestId: text('checkout_request_id'),
    customerMessage: text('customer_message'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    resultCode: integer('result_code'),
    resultDescription: text('result_description'),
    receipt: text('receipt'),
    paidAt: timestampTz('paid_at'),
    createdBy: uuid('created_by'),
  },
  (t) => [
    uniqueIndex('mpesa_payments_checkout_request_unique').on(t.checkoutRequestId),
    uniqueIndex('mpesa_payments_callback_token_unique').on(t.callbackTokenHash),
    index('mpesa_payments_reference_idx').on(t.businessId, t.transactionRef),
    // The sweeper's look-up of old pending payments.
    index('mpesa_payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('mpesa_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const CARD_PROVIDERS = ['stripe', 'simulator'] as const;
export type CardProvider = (typeof CARD_PROVIDERS)[number];

/**
 * One card payment, made on the provider's hosted payment page (docs/areas/payments.md). The
 * provider's reference (a Stripe Checkout Session) is unique across every business, which is
 * what makes its webhooks idempotent; `amount_minor` is in minor units of `currency`, as cards
 * charge cents. `refunded_minor` grows with each refund.
 */
export const cardPayments = tenantTable(
  'card_payments',
  {
    payableKind: text('payable_kind', { enum: PAYABLE_KINDS }).notNull(),
    transactionRef: uuid('transaction_ref').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: CARD_PROVIDERS }).notNull(),
    providerRef: text('provider_ref'),
    /** The provider's payment (a Stripe PaymentIntent), known once paid; refunds name it. */
    providerPaymentId: text('provider_payment_id'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    resultDescription: text('result_description'),
    paidAt: timestampTz('paid_at'),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    createdBy: uuid('created_by'),
  },
  (t) => [
    uniqueIndex('card_payments_provider_ref_unique').on(t.providerRef),
    index('card_payments_reference_idx').on(t.businessId, t.transactionRef),
    index('card_payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('card_payments_amount_positive', sql`${t.amountMinor} > 0`),
    check('card_payments_refund_within', sql`${t.refundedMinor} between 0 and ${t.amountMinor}`),
  ],
);

/** Webhook events already handled, by the provider's event id: a repeated delivery changes nothing. */
export const cardWebhookEvents = pgTable('card_webhook_events', {
  eventId: text('event_id').primaryKey(),
  receivedAt: createdAt(),
});
