import type { Country } from './business';
import type { PaymentMethod } from './orders';
import type { TaxBand } from './tax';
import type { TaxInvoiceState } from './taxInvoices';

/**
 * The receipt of an order as the screen prints it and the PDF draws it (docs/areas/receipts.md):
 * one builder on the server, two renderers. Its words are already in the reader's language (the
 * caller's, or the client's for a link), so both renderers only lay them out. Money is in major
 * units, times are already in the business's zone.
 */
export interface Receipt {
  orderId: string;
  orderNo: number;
  language: 'en' | 'sw';
  country: Country;
  currency: string;
  /** "Tax invoice", "Invoice" or, before the order is paid in full, "Receipt". */
  title: string;
  seller: ReceiptSeller;
  /** The invoice's number (shared with credit notes), or null before one is issued. */
  invoiceNo: number | null;
  /** The invoice's date and time (else the order's) in the business's zone, `YYYY-MM-DD HH:mm`. */
  issuedAt: string;
  clientName: string;
  /** Who the invoice is made out to, when given: the name and the PIN (Kenya) or ABN (Australia). */
  buyer: { name: string | null; taxId: string | null } | null;
  lines: ReceiptLine[];
  subtotal: number;
  /** The order's other amounts (discount, tip...) as labelled lines. */
  amounts: ReceiptAmount[];
  total: number;
  bands: ReceiptBand[];
  tax: number;
  /** "GST: A$10.00", "Total price includes GST", "VAT: KES 16.00", or null when no tax is shown. */
  taxLine: string | null;
  /** The tips given with the sale, apart from it and its tax; null when none (docs/areas/orders.md "Tips"). */
  tips: ReceiptTips | null;
  payments: ReceiptPayment[];
  change: number;
  /** Paid earlier as appointments' deposits (included in the payments). */
  depositPaid: number;
  balanceDue: number;
  refunds: ReceiptRefund[];
  creditNotes: ReceiptCreditNote[];
  etims: ReceiptEtims | null;
  /** Sentences the receipt must carry: "No GST was charged", "eTIMS invoice pending"... */
  notices: string[];
  /** The renderers' headings and column names, in the reader's language. */
  labels: ReceiptLabels;
}

export interface ReceiptSeller {
  /** The trading name. */
  name: string;
  /** The registered name, when it differs from the trading name. */
  legalName: string | null;
  address: string | null;
  phone: string | null;
  /** "KRA PIN" or "ABN", with the value; null when the business has none. */
  taxId: { label: string; value: string } | null;
}

export interface ReceiptLine {
  name: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  total: number;
  /** Who served or sold it. */
  staff: string | null;
  band: TaxBand | null;
  /** Kenya: the band letter and rate ("B 16%"); Australia: "GST" or "GST-free". */
  bandLabel: string | null;
  /** Whether the line carries tax (Australia: carries GST). */
  taxed: boolean;
  tax: number;
}

/** The tips of a receipt, with their words in the reader's language. */
export interface ReceiptTips {
  /** "Tips for the staff, not part of the sale:". */
  heading: string;
  /** Each tip: the staff member's name ("a former staff member" once removed) and its amount. */
  lines: { name: string; amount: number }[];
  /** "Total with tips", what the client paid in all. */
  totalWithTipsLabel: string;
  totalWithTips: number;
}

export interface ReceiptAmount {
  label: string;
  amount: number;
}

export interface ReceiptBand {
  band: TaxBand;
  label: string;
  rate: number;
  taxable: number;
  tax: number;
}

export interface ReceiptPayment {
  method: PaymentMethod;
  /** "Cash", "M-Pesa", or "Deposit paid (M-Pesa)". */
  label: string;
  amount: number;
  tendered: number | null;
  change: number | null;
  /** The M-Pesa receipt code or the card slip number. */
  reference: string | null;
  deposit: boolean;
}

export interface ReceiptRefund {
  label: string;
  amount: number;
  at: string;
}

export interface ReceiptCreditNote {
  /** "Credit note 12 for invoice 10". */
  label: string;
  invoiceNo: number;
  originalInvoiceNo: number | null;
  total: number;
  tax: number;
  state: TaxInvoiceState;
}

/** What eTIMS' control unit signed, or the state while it has not. */
export interface ReceiptEtims {
  state: TaxInvoiceState;
  controlUnitId: string | null;
  /** The control unit's receipt number: "CU invoice number". */
  cuInvoiceNo: string | null;
  internalData: string | null;
  receiptSignature: string | null;
  /** In the business's zone, `YYYY-MM-DD HH:mm:ss`. */
  signedAt: string | null;
  qrUrl: string | null;
  /** KRA's QR code of `qrUrl` as a PNG data URL. */
  qrImage: string | null;
}

export const RECEIPT_LABELS = [
  'invoiceNo',
  'orderNo',
  'date',
  'client',
  'buyer',
  'buyerTaxId',
  'phone',
  'price',
  'discount',
  'staff',
  'band',
  'subtotal',
  'total',
  'taxable',
  'reference',
  'change',
  'depositPaid',
  'balanceDue',
  'etims',
  'controlUnitId',
  'cuInvoiceNo',
  'internalData',
  'receiptSignature',
  'signedAt',
  'thanks',
] as const;
export type ReceiptLabel = (typeof RECEIPT_LABELS)[number];
export type ReceiptLabels = Record<ReceiptLabel, string>;

/** How a receipt is sent to its client: e-mail carries the receipt, SMS and WhatsApp a link to its PDF. */
export const RECEIPT_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type ReceiptChannel = (typeof RECEIPT_CHANNELS)[number];

/** `POST /v1/order/:id/receipt-send`'s reply. */
export interface ReceiptSent {
  channel: ReceiptChannel;
  /** When the link stops opening the PDF. */
  expiresAt: string;
}

/** The two papers the receipt prints on. */
export const RECEIPT_PAPERS = ['80mm', 'a4'] as const;
export type ReceiptPaper = (typeof RECEIPT_PAPERS)[number];
