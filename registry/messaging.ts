/**
 * The documents of client messaging, SMS bundles and M-Pesa payments, as the server replies
 * with them and the web app reads them (docs/areas/messaging.md, docs/areas/payments.md).
 * Paths and reply keys are in `routes.ts`.
 */

/** Why a chosen client got no message: Contact Client is marketing, so it needs recorded consent. */
export type SkipReason = 'optedOut' | 'noConsent' | 'noAddress';

/**
 * One recipient of a client e-mail or SMS: `queued` until the gateway takes it, `sent` when it
 * did, `delivered` when the network reported it (SMS only), `failed` when it never will be
 * (an SMS's units are then given back), `skipped` when it was never queued.
 */
export interface MessageRecipient {
  clientId: string;
  fullName: string;
  /** The e-mail address or the phone number (E.164) the message went to; null when skipped for lack of one. */
  address: string | null;
  status: 'queued' | 'sent' | 'delivered' | 'failed' | 'skipped';
  skipReason: SkipReason | null;
  /** The gateway's or SMTP server's last error, in its own words. */
  error: string | null;
  updatedAt: string;
}

/** How many recipients a message has in each state, and why some were skipped. */
export interface RecipientSummary {
  total: number;
  queued: number;
  sent: number;
  delivered: number;
  failed: number;
  skipped: number;
  optedOut: number;
  noConsent: number;
  noAddress: number;
}

interface MessageDocument {
  _id: string;
  businessId: string;
  clientIds: string[];
  categoryIds: string[];
  recipients: MessageRecipient[];
  summary: RecipientSummary;
  /** The user who sent it. */
  sentBy: { _id: string; fullName: string } | null;
  createdAt: string;
}

/** `POST /v1/client-email` replies `{ clientEmails: ClientEmail[] }` (one, the message sent). */
export interface ClientEmail extends MessageDocument {
  subject: string;
  /** The body (the spec's payload name). */
  intro: string;
}

/** `POST /v1/client-sms` replies `{ clientSMSs: ClientSms[] }` (one, the message sent). */
export interface ClientSms extends MessageDocument {
  message: string;
  /** Parts per recipient: GSM-7 160 characters (153 per part when longer), else UCS-2 70 (67). */
  segments: number;
  /** Units taken from the balance (queued recipients × segments), less those given back. */
  unitsCharged: number;
}

/** A bundle on sale (a global table). */
export interface SmsBundle {
  _id: string;
  title: string;
  currency: string;
  /** Whole units of `currency` (KES for M-Pesa, which takes no cents; AUD). */
  cost: number;
  status: 'active' | 'inactive';
  smsCount: number;
}

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';

export interface SmsBundleOrder {
  /** The transaction reference of its payment. */
  _id: string;
  businessId: string;
  smsBundleId: string;
  bundle: Pick<SmsBundle, 'title' | 'currency' | 'cost' | 'smsCount'>;
  paymentMethod: 'm-pesa' | 'card';
  status: PaymentStatus;
  /** The payment's result as M-Pesa or the card provider worded it (cancelled by the user, insufficient funds...). */
  resultDescription: string | null;
  /** Once paid: the M-Pesa receipt number, or the card provider's payment id. */
  receipt: string | null;
  paidAt: string | null;
  createdAt: string;
}

/** `POST /card/pay` replies `{ cardPayment: CardPayment }`: the browser goes to `checkoutUrl` to pay. */
export interface CardPayment {
  _id: string;
  status: PaymentStatus;
  checkoutUrl: string;
}

/** `POST /mpesa/pay` replies `{ payment: MpesaPayment }` once the push request was sent. */
export interface MpesaPayment {
  _id: string;
  transactionRef: string;
  amount: number;
  status: PaymentStatus;
  /** What the customer sees on the phone is up to M-Pesa; this is the provider's acknowledgement. */
  customerMessage: string;
}

/** A page of messages, newest first, as every list route sends it. */
export interface MessagePage<T> {
  docs: T[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

/** Who a message goes to: chosen clients and/or every client of the chosen categories. */
export interface Recipients {
  clientIds: string[];
  categoryIds: string[];
}
