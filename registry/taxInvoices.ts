import type { CartEntryKind } from './orders';
import type { BandTotal, TaxBand } from './tax';

/**
 * Tax settings, invoices, receipts and the tax report as the API sends them (docs/areas/tax.md).
 * Money is in major units on the wire, like every amount of the API.
 */

/** A business's tax settings (`GET/PUT /v1/tax-settings`); absent fields are null. */
export interface TaxSettings {
  /** The name registered with the tax authority; the business's name when null. */
  legalName: string | null;
  phone: string | null;
  /** Kenya: the KRA PIN (a letter, 9 digits, a letter: P051234567X). */
  kraPin: string | null;
  vatRegistered: boolean;
  /** Kenya: the eTIMS branch id (`bhfId`, '00' for the head office). */
  etimsBranchId: string | null;
  /** Kenya: the OSCU device serial KRA issued (`dvcSrlNo`). */
  etimsDeviceSerial: string | null;
  /** Australia: the 11-digit ABN. */
  abn: string | null;
  gstRegistered: boolean;
}

export const TAX_INVOICE_KINDS = ['sale', 'credit'] as const;
export type TaxInvoiceKind = (typeof TAX_INVOICE_KINDS)[number];

/**
 * Where an invoice stands: Kenyan invoices go `pending` until the control unit accepts or refuses
 * them; Australian ones are `issued` at once (nothing is submitted).
 */
export const TAX_INVOICE_STATES = ['pending', 'accepted', 'refused', 'issued'] as const;
export type TaxInvoiceState = (typeof TAX_INVOICE_STATES)[number];

/** A line of an invoice as it was issued (kept on the invoice, so later changes leave it as sold). */
export interface TaxInvoiceLine {
  /** The order line it is for. */
  lineId: string;
  kind: CartEntryKind;
  /** The item sold (the service, product variant, membership, package or voucher), as eTIMS registers it. */
  itemId: string | null;
  name: string;
  /** KRA's item code registered for the item (Kenya), or null. */
  itemCode: string | null;
  /** KRA's item classification code (Kenya), or null. */
  itemClassCode: string | null;
  quantity: number;
  unitPrice: number;
  /** The line's own discount plus its share of the order's. */
  discount: number;
  band: TaxBand;
  rate: number;
  /** Tax included: what the line is sold for. */
  taxable: number;
  tax: number;
}

/** What the control unit answered when it accepted an invoice (what the receipt must show). */
export interface ControlUnitData {
  /** The control unit's id (`sdcId`). */
  controlUnitId: string;
  /** The control unit's receipt number (`curRcptNo`), shown as the CU invoice number. */
  receiptNo: number;
  /** `totRcptNo`. */
  totalReceiptNo: number;
  internalData: string;
  receiptSignature: string;
  /** `sdcDateTime` as an ISO time. */
  signedAt: string;
  /** The address KRA's QR code opens. */
  qrUrl: string;
  /** Whether the goods' stock movement (`insertStockIO`) reached KRA after acceptance; absent without goods. */
  stockReported?: boolean;
  /** How many times the movement was sent, and when a failed one is sent again (server/tax/stockReports.ts). */
  stockAttempts?: number;
  stockRetryAt?: string;
}

/** An invoice or credit note of an order (on the order document and the receipt). */
export interface TaxInvoice {
  _id: string;
  orderId: string;
  kind: TaxInvoiceKind;
  /** 1, 2, 3... per business, shared by invoices and credit notes. */
  invoiceNo: number;
  /** A credit note's invoice. */
  originalInvoiceNo: number | null;
  state: TaxInvoiceState;
  currency: string;
  lines: TaxInvoiceLine[];
  bands: BandTotal[];
  total: number;
  tax: number;
  buyerName: string | null;
  /** The buyer's KRA PIN (Kenya) or ABN (Australia), when given. */
  buyerTaxId: string | null;
  controlUnit: ControlUnitData | null;
  /** KRA's result code and message of a refusal, or of the last failed attempt. */
  refusal: { code: string; message: string } | null;
  attempts: number;
  issuedAt: string;
}

/** `GET /v1/tax-invoices/attention`: invoices not accepted an hour after they were issued. */
export interface TaxInvoiceAttention {
  pending: number;
  refused: number;
  /** The oldest such invoice's order, to open. */
  oldest: { orderId: string; invoiceNo: number; issuedAt: string } | null;
}

/** One row of the tax report (`GET /v1/report/tax`): a band's sales and tax, sales less credit notes. */
export interface TaxReportBand {
  band: TaxBand;
  rate: number;
  salesTaxable: number;
  salesTax: number;
  creditTaxable: number;
  creditTax: number;
  netTaxable: number;
  netTax: number;
}

export interface TaxReport {
  country: string;
  currency: string;
  from: string;
  to: string;
  bands: TaxReportBand[];
  invoices: number;
  creditNotes: number;
  /** Australia's BAS: G1, total sales (GST included), and 1A, GST on sales, net of credit notes. */
  bas: { g1: number; gst1A: number } | null;
}
