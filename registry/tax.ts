import type { Country } from './business';
import type { CartEntryKind } from './orders';

/**
 * Tax on the books (docs/areas/tax.md). Prices include tax: the shelf price is what the client
 * pays, and the tax is the part of it the authority takes. Each country has its bands:
 * - Kenya, KRA eTIMS: A exempt, B 16% (standard), C 0% (zero-rated), D non-VAT, E 8%.
 * - Australia: GST 10% (taxable) or FRE (GST-free).
 * A business not registered for VAT or GST charges none: every line falls in its country's
 * untaxed band (Kenya D, Australia FRE), and the invoice says so.
 */
export const TAX_BANDS = {
  KE: { A: 0, B: 16, C: 0, D: 0, E: 8 },
  AU: { GST: 10, FRE: 0 },
} as const satisfies Record<Country, Record<string, number>>;

export type KenyaTaxBand = keyof (typeof TAX_BANDS)['KE'];
export type AustraliaTaxBand = keyof (typeof TAX_BANDS)['AU'];
export type TaxBand = KenyaTaxBand | AustraliaTaxBand;

/** Every band code, for a column's check and a field's choices. */
export const ALL_TAX_BANDS = [
  ...Object.keys(TAX_BANDS.KE),
  ...Object.keys(TAX_BANDS.AU),
] as TaxBand[];

/** The bands a business of `country` may put on an item, in the order a select lists them. */
export const bandsOf = (country: Country): TaxBand[] =>
  Object.keys(TAX_BANDS[country]) as TaxBand[];

/** The band of an item with no class of its own, per country and registration. */
export const STANDARD_BAND: Record<Country, TaxBand> = { KE: 'B', AU: 'GST' };
/** The band of every line of a business not registered for VAT or GST. */
export const UNREGISTERED_BAND: Record<Country, TaxBand> = { KE: 'D', AU: 'FRE' };

/**
 * Multi-purpose vouchers are taxed when used, not when sold (docs/areas/tax.md): a gift
 * voucher's sale carries no tax in either country. Every other kind takes its item's class.
 */
export const UNTAXED_KINDS: readonly CartEntryKind[] = ['voucher'];

/** The rate in percent of a band in a country (0 for a code the country does not have). */
export const rateOf = (country: Country, band: TaxBand): number =>
  (TAX_BANDS[country] as Record<string, number>)[band] ?? 0;

export const isBandOf = (country: Country, band: string): band is TaxBand =>
  Object.hasOwn(TAX_BANDS[country], band);

/** What decides a line's band: the business's country and registration, the line's kind and its item's class. */
export interface TaxContext {
  country: Country;
  /** VAT-registered (Kenya) or GST-registered (Australia). */
  registered: boolean;
}

/** A line's band: untaxed when the business is not registered or the kind is untaxed, else its class or the standard band. */
export const bandFor = (
  context: TaxContext,
  kind: CartEntryKind,
  taxClass: string | null | undefined,
): TaxBand => {
  if (!context.registered || UNTAXED_KINDS.includes(kind))
    return UNREGISTERED_BAND[context.country];
  return taxClass && isBandOf(context.country, taxClass)
    ? taxClass
    : STANDARD_BAND[context.country];
};

/** A line of a sale or a credit note as tax sees it: what the client pays for it (tax included), in minor units. */
export interface TaxableLine {
  band: TaxBand;
  /** The line's total after its own discount, in minor units. */
  gross: number;
}

export interface LineTax {
  band: TaxBand;
  /** Percent. */
  rate: number;
  /** What the line is sold for after every discount, tax included (eTIMS' taxblAmt), minor units. */
  taxable: number;
  /** The tax inside `taxable`, minor units. */
  tax: number;
}

export interface BandTotal {
  band: TaxBand;
  rate: number;
  taxable: number;
  tax: number;
}

export interface InvoiceTax {
  lines: LineTax[];
  /** One entry per band that has a line, in the country's band order. */
  bands: BandTotal[];
  /** Sum of the bands' tax. */
  tax: number;
  /** Sum of the lines' taxable amounts: the invoice's total. */
  total: number;
}

/**
 * Splits `amount` over `weights` in proportion, in whole minor units, the rounding left over
 * given to the largest remainders (ties to the earlier line), so the parts add up exactly.
 */
export const spreadByWeight = (amount: number, weights: readonly number[]): number[] => {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum === 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((total, part) => total + part, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
};

/** Half away from zero, as KRA and the ATO round a cent. */
const roundHalfUp = (value: number) => Math.sign(value) * Math.floor(Math.abs(value) + 0.5);

/**
 * The one tax computation of an invoice or a credit note (docs/areas/tax.md):
 * 1. the order's discount (`orderDiscount`, minor units) is spread over the lines by their totals,
 *    so each line's taxable amount is what was really paid for it;
 * 2. each band's tax is worked out once on the band's total, tax included
 *    (total x rate / (100 + rate), rounded half up to the cent): KRA's eTIMS and the ATO both
 *    round per invoice, so 3 x A$10.00 carries A$2.73 of GST, never 3 x A$0.91;
 * 3. the band's tax is spread back over its lines by their taxable amounts, so lines add up to
 *    their band exactly.
 */
export const invoiceTax = (
  country: Country,
  lines: readonly TaxableLine[],
  orderDiscount = 0,
): InvoiceTax => {
  const discounts = spreadByWeight(
    orderDiscount,
    lines.map((line) => line.gross),
  );
  const taxables = lines.map((line, index) => Math.max(0, line.gross - discounts[index]!));
  const bands = bandsOf(country)
    .map((band): BandTotal => {
      const rate = rateOf(country, band);
      const taxable = lines.reduce(
        (sum, line, index) => (line.band === band ? sum + taxables[index]! : sum),
        0,
      );
      return { band, rate, taxable, tax: roundHalfUp((taxable * rate) / (100 + rate)) };
    })
    .filter((band) => lines.some((line) => line.band === band.band));
  const lineTax = new Map<number, number>();
  for (const band of bands) {
    const indexes = lines.flatMap((line, index) => (line.band === band.band ? [index] : []));
    const parts = spreadByWeight(
      band.tax,
      indexes.map((index) => taxables[index]!),
    );
    indexes.forEach((lineIndex, part) => lineTax.set(lineIndex, parts[part]!));
  }
  return {
    lines: lines.map((line, index) => ({
      band: line.band,
      rate: rateOf(country, line.band),
      taxable: taxables[index]!,
      tax: lineTax.get(index) ?? 0,
    })),
    bands,
    tax: bands.reduce((sum, band) => sum + band.tax, 0),
    total: taxables.reduce((sum, taxable) => sum + taxable, 0),
  };
};
