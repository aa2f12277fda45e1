import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import QRCode from 'qrcode';
import { ORDER_AMOUNTS } from '../../registry/orderAmounts';
import type { Order } from '../../registry/orders';
import {
  RECEIPT_LABELS,
  type Receipt,
  type ReceiptEtims,
  type ReceiptLabels,
  type ReceiptSeller,
  type ReceiptTips,
} from '../../registry/receipts';
import type { TaxBand } from '../../registry/tax';
import type { TaxInvoice } from '../../registry/taxInvoices';
import type { Language } from '../../texts/languages';
import { toMinor } from '../db/money';
import { text } from '../http/messages';
import type { BusinessTax } from '../tax';

dayjs.extend(utc);
dayjs.extend(timezone);

const R = 'saluni.receipts';
/** Australia's threshold from which a tax invoice names its buyer (GST Act, s 29-70). */
const BUYER_REQUIRED_FROM = 1000;

const inZone = (instant: string, zone: string, pattern = 'YYYY-MM-DD HH:mm') =>
  dayjs(instant).tz(zone).format(pattern);

const moneyText = (currency: string, amount: number) => `${currency} ${amount.toFixed(2)}`;

const sellerOf = (business: BusinessTax): ReceiptSeller => {
  const { settings, country } = business;
  const taxId = country === 'KE' ? settings.kraPin : settings.abn;
  const legalName = settings.legalName?.trim() || null;
  return {
    name: business.name,
    legalName: legalName && legalName !== business.name ? legalName : null,
    address: business.address,
    phone: settings.phone,
    taxId: taxId ? { label: text(`${R}.taxId.${country}`), value: taxId } : null,
  };
};

const bandLabel = (band: TaxBand) => text(`${R}.bands.${band}`);

const titleOf = (business: BusinessTax, invoice: TaxInvoice | undefined) => {
  if (!invoice) return text(`${R}.title.receipt`);
  // Kenya: every business issues eTIMS tax invoices since the Finance Act 2023.
  if (business.country === 'KE' || business.context.registered)
    return text(`${R}.title.taxInvoice`);
  return text(`${R}.title.invoice`);
};

/**
 * "Total price includes GST" where the GST is exactly 1/11 of the total (to the cent, as the ATO
 * words it); the GST or VAT amount otherwise; nothing from a business not registered.
 */
const taxLineOf = (business: BusinessTax, order: Order) => {
  if (!business.context.registered) return null;
  if (business.country === 'AU' && toMinor(order.tax) * 11 === toMinor(order.cost))
    return text(`${R}.taxLine.includesGst`);
  return text(`${R}.taxLine.${business.country}`, {
    amount: moneyText(order.currency, order.tax),
  });
};

const etimsOf = async (
  invoice: TaxInvoice | undefined,
  zone: string,
): Promise<ReceiptEtims | null> => {
  if (!invoice || invoice.state === 'issued') return null;
  const unit = invoice.controlUnit;
  return {
    state: invoice.state,
    controlUnitId: unit?.controlUnitId ?? null,
    cuInvoiceNo: unit ? `${unit.controlUnitId}/${unit.receiptNo}` : null,
    internalData: unit?.internalData ?? null,
    receiptSignature: unit?.receiptSignature ?? null,
    signedAt: unit ? inZone(unit.signedAt, zone, 'YYYY-MM-DD HH:mm:ss') : null,
    qrUrl: unit?.qrUrl ?? null,
    qrImage: unit ? await QRCode.toDataURL(unit.qrUrl, { margin: 1, width: 200 }) : null,
  };
};

const noticesOf = (business: BusinessTax, order: Order, invoice: TaxInvoice | undefined) => {
  const notices: string[] = [];
  if (business.country === 'AU' && !business.context.registered)
    notices.push(text(`${R}.notices.noGst`));
  const buyerGiven = Boolean(order.buyerName || order.buyerTaxId);
  if (
    business.country === 'AU' &&
    business.context.registered &&
    order.cost >= BUYER_REQUIRED_FROM &&
    !buyerGiven
  )
    notices.push(text(`${R}.notices.buyerRequired`));
  if (invoice?.state === 'pending') notices.push(text(`${R}.notices.etimsPending`));
  if (invoice?.state === 'refused')
    notices.push(text(`${R}.notices.etimsRefused`, { reason: invoice.refusal?.message ?? '' }));
  return notices;
};

/** The tips apart from the sale: the staff's money, outside its total and its tax. */
const tipsOf = (order: Order): ReceiptTips | null =>
  order.tips.length === 0
    ? null
    : {
        heading: text('saluni.orders.receipt.tips'),
        lines: order.tips.map((tip) => ({
          name: tip.fullName ?? text('saluni.orders.receipt.formerStaff'),
          amount: tip.amount,
        })),
        totalWithTipsLabel: text(`${R}.totalWithTips`),
        totalWithTips: (toMinor(order.cost) + toMinor(order.tipTotal)) / 100,
      };

const labelsOf = (): ReceiptLabels =>
  Object.fromEntries(
    RECEIPT_LABELS.map((label) => [label, text(`${R}.labels.${label}`)]),
  ) as ReceiptLabels;

/**
 * The receipt of an order (docs/areas/receipts.md), in the language of the current request
 * (`speakingTo` for a client's link): its sale invoice gives the number, the buyer and the
 * control unit's signature; the order gives the lines with their staff, the payments and refunds.
 */
export const buildReceipt = async (
  order: Order,
  business: BusinessTax,
  language: Language,
): Promise<Receipt> => {
  const zone = business.timezone;
  const invoice = order.invoices.find((one) => one.kind === 'sale');
  const bands = order.taxBands
    .filter((band) => band.taxable !== 0 || band.tax !== 0)
    .map((band) => ({ ...band, label: bandLabel(band.band) }));
  const paid = order.payments.filter((payment) => payment.status === 'paid');
  const method = (name: string) => text(`${R}.methods.${name}`);
  const sumMinor = (amounts: number[]) =>
    amounts.reduce((sum, amount) => sum + toMinor(amount), 0) / 100;
  return {
    orderId: order._id,
    orderNo: order.orderNo,
    language,
    country: business.country,
    currency: order.currency,
    title: titleOf(business, invoice),
    seller: sellerOf(business),
    invoiceNo: invoice?.invoiceNo ?? null,
    issuedAt: inZone(invoice?.issuedAt ?? order.createdAt, zone),
    clientName: order.client.fullName,
    buyer:
      order.buyerName || order.buyerTaxId
        ? { name: order.buyerName, taxId: order.buyerTaxId }
        : null,
    lines: order.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount,
      total: line.total,
      staff: line.employee?.fullName ?? null,
      band: line.taxBand,
      bandLabel: line.taxBand ? bandLabel(line.taxBand) : null,
      taxed: line.tax > 0,
      tax: line.tax,
    })),
    subtotal: order.subtotal,
    amounts: ORDER_AMOUNTS.filter(({ key }) => order[key] > 0).map(({ key, sign }) => ({
      label: text(`${R}.amounts.${key}`),
      amount: sign * order[key],
    })),
    total: order.cost,
    bands,
    tax: order.tax,
    taxLine: taxLineOf(business, order),
    tips: tipsOf(order),
    payments: paid.map((payment) => ({
      method: payment.method,
      label: payment.depositAppointmentId
        ? text(`${R}.depositPayment`, { method: method(payment.method) })
        : method(payment.method),
      amount: payment.amount,
      tendered: payment.tendered,
      change: payment.change,
      reference: payment.reference,
      deposit: Boolean(payment.depositAppointmentId),
    })),
    change: sumMinor(paid.map((payment) => payment.change ?? 0)),
    depositPaid: sumMinor(
      paid.filter((payment) => payment.depositAppointmentId).map((payment) => payment.amount),
    ),
    balanceDue: order.balanceDue,
    refunds: order.refunds.map((refund) => ({
      label: text(`${R}.refund`, { method: method(refund.method) }),
      amount: refund.amount,
      at: inZone(refund.createdAt, zone),
    })),
    creditNotes: order.invoices
      .filter((one) => one.kind === 'credit')
      .map((note) => ({
        label: text(`${R}.creditNote`, {
          invoiceNo: note.invoiceNo,
          originalNo: note.originalInvoiceNo ?? '',
        }),
        invoiceNo: note.invoiceNo,
        originalInvoiceNo: note.originalInvoiceNo,
        total: note.total,
        tax: note.tax,
        state: note.state,
      })),
    etims: business.country === 'KE' ? await etimsOf(invoice, zone) : null,
    notices: noticesOf(business, order, invoice),
    labels: labelsOf(),
  };
};
