import type { PaymentMethod } from '../../registry/orders';
import type { TaxInvoiceLine } from '../../registry/taxInvoices';
import { TAX_BANDS } from '../../registry/tax';
import { minorToNumber, moneyNumber } from '../db/money';
import {
  BAND_LETTERS,
  type BandLetter,
  oscuDateTime,
  type ItemRequest,
  type SaleItem,
  type SaleRequest,
  type StockMovementRequest,
} from '../etims';
import type { TaxInvoiceRow } from './documents';
import type { BusinessTax } from './settings';

/**
 * KRA's item classification codes (UNSPSC-based, 10 digits) used when an item names none of its
 * own (a service's or product's `kra_item_class_code` is copied onto the invoice line and wins):
 * hairdressing and beauty services for what a salon does, hair and beauty products for goods.
 * Owners should check theirs against KRA's list (`selectItemClsList`).
 */
export const DEFAULT_ITEM_CLASS_CODES = {
  service: '9111150100',
  product: '5313160200',
} as const;

/** Who the records name as registering them (`regrId`/`modrId`): the system, not a person. */
const REGISTRAR = { regrId: 'saluni', regrNm: 'Saluni', modrId: 'saluni', modrNm: 'Saluni' };
/** One unit, no packaging: a salon sells services and single products. */
const UNITS = { pkgUnitCd: 'NT', qtyUnitCd: 'U' } as const;

const money = minorToNumber;

export const itemClassCodeOf = (line: TaxInvoiceLine): string =>
  line.itemClassCode ??
  (line.kind === 'product' ? DEFAULT_ITEM_CLASS_CODES.product : DEFAULT_ITEM_CLASS_CODES.service);

/** `itemTyCd`: 2 a finished product, 3 a service (memberships, packages and vouchers are sold as services). */
const itemTypeOf = (line: TaxInvoiceLine) => (line.kind === 'product' ? '2' : '3');

/** KRA's item code shape: country, type, packaging and quantity units, then a 7-digit number. */
export const itemCodeFor = (line: TaxInvoiceLine, sequence: number) =>
  `KE${itemTypeOf(line)}${UNITS.pkgUnitCd}X${UNITS.qtyUnitCd}${String(sequence).padStart(7, '0')}`;

export const itemRequest = (
  line: TaxInvoiceLine,
  itemCode: string,
  itemClassCode: string,
): ItemRequest => ({
  itemCd: itemCode,
  itemClsCd: itemClassCode,
  itemTyCd: itemTypeOf(line),
  itemNm: line.name.slice(0, 200),
  orgnNatCd: 'KE',
  ...UNITS,
  taxTyCd: line.band,
  dftPrc: money(line.unitPrice),
  isrcAplcbYn: 'N',
  useYn: 'Y',
  ...REGISTRAR,
});

/** The registered code and class of each line, by line id. */
export type LineItems = ReadonlyMap<string, { itemCode: string; itemClassCode: string }>;

const saleItems = (lines: readonly TaxInvoiceLine[], items: LineItems): SaleItem[] =>
  lines.map((line, index) => {
    const supply = line.unitPrice * line.quantity;
    const item = items.get(line.lineId)!;
    return {
      itemSeq: index + 1,
      itemCd: item.itemCode,
      itemClsCd: item.itemClassCode,
      itemNm: line.name.slice(0, 200),
      ...UNITS,
      pkg: line.quantity,
      qty: line.quantity,
      prc: money(line.unitPrice),
      splyAmt: money(supply),
      dcRt: supply > 0 ? Math.round((line.discount / supply) * 10_000) / 100 : 0,
      dcAmt: money(line.discount),
      taxTyCd: line.band,
      taxblAmt: money(line.taxable),
      taxAmt: money(line.tax),
      totAmt: money(line.taxable),
    };
  });

/** The per-band fields: every band of Kenya present, zero where the invoice has none. */
const bandFields = (row: TaxInvoiceRow) => {
  const fields: Record<string, number> = {};
  for (const letter of BAND_LETTERS) {
    const band = row.bands.find((total) => total.band === letter);
    fields[`taxblAmt${letter}`] = money(band?.taxable ?? 0);
    fields[`taxRt${letter}`] = TAX_BANDS.KE[letter];
    fields[`taxAmt${letter}`] = money(band?.tax ?? 0);
  }
  return fields as Pick<SaleRequest, `${'taxblAmt' | 'taxRt' | 'taxAmt'}${BandLetter}`>;
};

/**
 * KRA's payment type codes (01 cash, 05 debit and credit card, 06 mobile money, 07 other) by the
 * method that paid the invoice most, or the credit note's refund. A gift voucher, or an invoice
 * no payment is recorded for, is "other".
 */
const PAYMENT_TYPE_CODES: Record<PaymentMethod | 'other', string> = {
  cash: '01',
  card: '05',
  'm-pesa': '06',
  voucher: '07',
  other: '07',
};

/** `saveTrnsSalesOsdc` for an invoice (S) or a credit note (R, naming its invoice's number). */
export const saleRequest = (
  row: TaxInvoiceRow,
  originalInvoiceNo: number | null,
  items: LineItems,
  tax: BusinessTax,
): SaleRequest => {
  const issued = oscuDateTime(row.createdAt, tax.timezone);
  const credit = row.kind === 'credit';
  return {
    trdInvcNo: String(row.invoiceNo),
    invcNo: row.invoiceNo,
    orgInvcNo: credit ? (originalInvoiceNo ?? 0) : 0,
    custTin: row.buyerTaxId,
    custNm: row.buyerName,
    salesTyCd: 'N',
    rcptTyCd: credit ? 'R' : 'S',
    pmtTyCd: PAYMENT_TYPE_CODES[row.paidBy ?? 'other'],
    // 02 approved; 05 a credit note was issued.
    salesSttsCd: credit ? '05' : '02',
    cfmDt: issued,
    salesDt: issued.slice(0, 8),
    rfdDt: credit ? issued : null,
    // 06 refund.
    rfdRsnCd: credit ? '06' : null,
    totItemCnt: row.lines.length,
    ...bandFields(row),
    totTaxblAmt: moneyNumber(row.total),
    totTaxAmt: moneyNumber(row.tax),
    totAmt: moneyNumber(row.total),
    prchrAcptcYn: 'N',
    ...REGISTRAR,
    receipt: {
      custTin: row.buyerTaxId,
      rcptPbctDt: issued,
      trdeNm: tax.settings.legalName ?? tax.name,
      adrs: tax.address,
      prchrAcptcYn: 'N',
    },
    itemList: saleItems(row.lines, items),
  };
};

/** `insertStockIO` for the products of an accepted invoice or credit note; null without products. */
export const stockMovementRequest = (
  sale: SaleRequest,
  lines: readonly TaxInvoiceLine[],
): StockMovementRequest | null => {
  // The sale's items are the invoice's lines, in order.
  const goods = sale.itemList.filter((_item, index) => lines[index]?.kind === 'product');
  if (!goods.length) return null;
  const sum = (pick: (item: SaleItem) => number) =>
    Math.round(goods.reduce((total, item) => total + pick(item) * 100, 0)) / 100;
  return {
    sarNo: sale.invcNo,
    orgSarNo: sale.orgInvcNo,
    regTyCd: 'A',
    custTin: sale.custTin,
    sarTyCd: sale.rcptTyCd === 'R' ? '03' : '11',
    ocrnDt: sale.salesDt,
    totItemCnt: goods.length,
    totTaxblAmt: sum((item) => item.taxblAmt),
    totTaxAmt: sum((item) => item.taxAmt),
    totAmt: sum((item) => item.totAmt),
    ...REGISTRAR,
    itemList: goods.map(({ dcRt: _rate, dcAmt, ...item }, index) => ({
      ...item,
      itemSeq: index + 1,
      totDcAmt: dcAmt,
    })),
  };
};
