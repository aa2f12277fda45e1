import { describe, expect, it } from 'vitest';
import { bandFor, invoiceTax, type TaxableLine } from '../../../registry/tax';
import { isAbn, isKraPin, normaliseTaxId } from '../../../registry/taxIds';

const KENYA_VAT = { country: 'KE', registered: true } as const;
const AUSTRALIA_GST = { country: 'AU', registered: true } as const;

/** A small deterministic generator, so a failing cart can be found again. */
const randomFrom = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe('invoiceTax, the one tax computation', () => {
  it('taxes a Kenyan cart of bands B, E, A, C and D per band, in the band order', () => {
    const lines: TaxableLine[] = [
      { band: 'B', gross: 11600 },
      { band: 'E', gross: 10800 },
      { band: 'A', gross: 5000 },
      { band: 'C', gross: 3000 },
      { band: 'D', gross: 2000 },
    ];
    const tax = invoiceTax('KE', lines);
    expect(tax.bands).toEqual([
      { band: 'A', rate: 0, taxable: 5000, tax: 0 },
      { band: 'B', rate: 16, taxable: 11600, tax: 1600 },
      { band: 'C', rate: 0, taxable: 3000, tax: 0 },
      { band: 'D', rate: 0, taxable: 2000, tax: 0 },
      { band: 'E', rate: 8, taxable: 10800, tax: 800 },
    ]);
    expect(tax.lines.map((line) => [line.band, line.rate, line.tax])).toEqual([
      ['B', 16, 1600],
      ['E', 8, 800],
      ['A', 0, 0],
      ['C', 0, 0],
      ['D', 0, 0],
    ]);
    expect(tax).toMatchObject({ tax: 2400, total: 32400 });
  });

  it('spreads the order discount over the lines by their totals, then taxes what was paid', () => {
    const tax = invoiceTax(
      'KE',
      [
        { band: 'B', gross: 10000 },
        { band: 'B', gross: 30000 },
        { band: 'A', gross: 10000 },
      ],
      5000,
    );
    expect(tax.lines.map((line) => line.taxable)).toEqual([9000, 27000, 9000]);
    // 360.00 with 16% inside: 49.655... rounds to 49.66, spread 1:3 over the B lines.
    expect(tax.bands.find((band) => band.band === 'B')).toMatchObject({
      taxable: 36000,
      tax: 4966,
    });
    expect(tax.lines[0]!.tax + tax.lines[1]!.tax).toBe(4966);
    expect(tax.lines[2]!.tax).toBe(0);
    expect(tax.total).toBe(45000);
  });

  it('gives exactly 1/11 of a GST-inclusive total as GST, over 500 random Australian carts', () => {
    const random = randomFrom(29);
    for (let cart = 0; cart < 500; cart++) {
      const lines: TaxableLine[] = Array.from({ length: 1 + Math.floor(random() * 8) }, () => ({
        band: random() < 0.8 ? 'GST' : 'FRE',
        gross: 1 + Math.floor(random() * 200_000),
      }));
      const subtotal = lines.reduce((sum, line) => sum + line.gross, 0);
      const discount = random() < 0.3 ? Math.floor(random() * subtotal) : 0;
      const tax = invoiceTax('AU', lines, discount);
      const gst = tax.bands.find((band) => band.band === 'GST');
      const gstLines = tax.lines.filter((line) => line.band === 'GST');
      const gstTaxable = gstLines.reduce((sum, line) => sum + line.taxable, 0);
      expect(tax.total).toBe(subtotal - discount);
      expect(gst?.tax ?? 0).toBe(Math.round(gstTaxable / 11));
      expect(gstLines.reduce((sum, line) => sum + line.tax, 0)).toBe(gst?.tax ?? 0);
      expect(tax.lines.filter((line) => line.band === 'FRE').every((line) => line.tax === 0)).toBe(
        true,
      );
      expect(tax.tax).toBe(gst?.tax ?? 0);
    }
  });

  it('rounds per invoice, not per line: 3 x A$10.00 carries A$2.73 of GST', () => {
    const tax = invoiceTax(
      'AU',
      [1000, 1000, 1000].map((gross) => ({ band: 'GST', gross })),
    );
    expect(tax.tax).toBe(273);
    expect(tax.lines.map((line) => line.tax).sort()).toEqual([91, 91, 91]);
  });

  it('puts every line of a business not registered in its untaxed band, with no tax', () => {
    for (const [country, untaxed] of [
      ['KE', 'D'],
      ['AU', 'FRE'],
    ] as const) {
      const context = { country, registered: false };
      const bands = (['service', 'product', 'membership', 'servicePackage'] as const).map((kind) =>
        bandFor(context, kind, country === 'KE' ? 'B' : 'GST'),
      );
      expect(bands).toEqual([untaxed, untaxed, untaxed, untaxed]);
      const tax = invoiceTax(
        country,
        bands.map((band) => ({ band, gross: 12345 })),
      );
      expect(tax).toMatchObject({ tax: 0, total: 4 * 12345 });
      expect(tax.bands).toEqual([{ band: untaxed, rate: 0, taxable: 4 * 12345, tax: 0 }]);
    }
  });

  it('sells a gift voucher untaxed whatever its class; other kinds take their class or the standard band', () => {
    expect(bandFor(KENYA_VAT, 'voucher', 'B')).toBe('D');
    expect(bandFor(AUSTRALIA_GST, 'voucher', 'GST')).toBe('FRE');
    expect(bandFor(KENYA_VAT, 'service', null)).toBe('B');
    expect(bandFor(KENYA_VAT, 'product', 'E')).toBe('E');
    expect(bandFor(AUSTRALIA_GST, 'membership', null)).toBe('GST');
    expect(bandFor(AUSTRALIA_GST, 'servicePackage', 'FRE')).toBe('FRE');
    // A class of another country falls back to the standard band.
    expect(bandFor(AUSTRALIA_GST, 'service', 'E')).toBe('GST');
  });
});

describe('tax ids', () => {
  it('knows a KRA PIN, whatever its case and spaces around it', () => {
    expect(isKraPin('P051234567X')).toBe(true);
    expect(isKraPin(' a123456789z ')).toBe(true);
    expect(isKraPin('B051234567X')).toBe(false);
    expect(isKraPin('P05123456X')).toBe(false);
    expect(isKraPin(null)).toBe(false);
  });

  it('checks an ABN with the ATO checksum, spaces allowed', () => {
    expect(isAbn('51 824 753 556')).toBe(true);
    expect(isAbn('51824753556')).toBe(true);
    expect(isAbn('53 004 085 616')).toBe(true);
    expect(isAbn('51 824 753 557')).toBe(false);
    expect(isAbn('5182475355')).toBe(false);
    expect(isAbn('5182475355a')).toBe(false);
  });

  it('normalises a tax id: trimmed, upper case, blank is none', () => {
    expect(normaliseTaxId(' p051234567x ')).toBe('P051234567X');
    expect(normaliseTaxId('   ')).toBeNull();
    expect(normaliseTaxId(undefined)).toBeNull();
  });
});
