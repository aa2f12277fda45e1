import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Country } from '../../registry/business';
import { bandsOf, rateOf, type TaxBand } from '../../registry/tax';
import type { TaxReport, TaxReportBand } from '../../registry/taxInvoices';
import type { Database } from '../db/database';
import { minorToNumber } from '../db/money';
import { taxInvoices } from '../db/schema';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { businessLocale } from '../tenancy/locale';
import { addToWallClock, instantOf, localDate } from '../tenancy/zonedTime';

const V = 'saluni.taxReport.validation';
const DAY = /^(19|2\d)\d{2}-\d{2}-\d{2}$/;

const isCalendarDay = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};

/** A calendar day that exists (2026-02-30 does not), or absent. */
const dayParam = (query: Record<string, unknown>, key: string): string | undefined => {
  const value = query[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !DAY.test(value) || !isCalendarDay(value))
    throw validationFailed({ [key]: text(`${V}.notADay`) });
  return value;
};

/** `from` and `to`, both included, days of the business's zone; absent, this month so far. */
export const taxPeriodOf = (query: Record<string, unknown>, zone: string, now: Date) => {
  const today = localDate(now, zone);
  const from = dayParam(query, 'from') ?? `${today.slice(0, 8)}01`;
  const to = dayParam(query, 'to') ?? today;
  if (to < from) throw validationFailed({ to: text(`${V}.toBeforeFrom`) });
  return {
    from,
    to,
    start: instantOf(`${from}T00:00:00`, zone),
    end: instantOf(addToWallClock(`${to}T00:00:00`, 1, 'day'), zone),
  };
};

interface BandSums {
  taxable: number;
  tax: number;
}

/** Per kind and band, the sums (minor units) of the invoices issued in [start, end). */
const bandSums = async (db: Database, businessId: string, start: Date, end: Date) => {
  const band = sql`band`;
  return (
    db
      .select({
        kind: taxInvoices.kind,
        band: sql<TaxBand>`${band}->>'band'`,
        taxable: sql<number>`coalesce(sum((${band}->>'taxable')::bigint), 0)`.mapWith(Number),
        tax: sql<number>`coalesce(sum((${band}->>'tax')::bigint), 0)`.mapWith(Number),
      })
      .from(taxInvoices)
      // One row per band of each invoice.
      .innerJoin(sql`jsonb_array_elements(${taxInvoices.bands}) as band`, sql`true`)
      .where(
        and(
          eq(taxInvoices.businessId, businessId),
          gte(taxInvoices.createdAt, start),
          lt(taxInvoices.createdAt, end),
        ),
      )
      .groupBy(sql`1`, sql`2`)
  );
};

const counts = async (db: Database, businessId: string, start: Date, end: Date) => {
  const [row] = await db
    .select({
      invoices: sql<number>`count(*) filter (where ${taxInvoices.kind} = 'sale')`.mapWith(Number),
      creditNotes: sql<number>`count(*) filter (where ${taxInvoices.kind} = 'credit')`.mapWith(
        Number,
      ),
    })
    .from(taxInvoices)
    .where(
      and(
        eq(taxInvoices.businessId, businessId),
        gte(taxInvoices.createdAt, start),
        lt(taxInvoices.createdAt, end),
      ),
    );
  return { invoices: row?.invoices ?? 0, creditNotes: row?.creditNotes ?? 0 };
};

const NONE: BandSums = { taxable: 0, tax: 0 };

/** Every band of the country in its order (a return lists them all), then any other band found. */
const reportBands = (
  country: Country,
  rows: Awaited<ReturnType<typeof bandSums>>,
): TaxReportBand[] => {
  const found = rows.map((row) => row.band);
  const bands = [...new Set([...bandsOf(country), ...found])];
  return bands.map((band) => {
    const sums = (kind: 'sale' | 'credit') =>
      rows.find((row) => row.kind === kind && row.band === band) ?? NONE;
    const sales = sums('sale');
    const credit = sums('credit');
    return {
      band,
      rate: rateOf(country, band),
      salesTaxable: minorToNumber(sales.taxable),
      salesTax: minorToNumber(sales.tax),
      creditTaxable: minorToNumber(credit.taxable),
      creditTax: minorToNumber(credit.tax),
      netTaxable: minorToNumber(sales.taxable - credit.taxable),
      netTax: minorToNumber(sales.tax - credit.tax),
    };
  });
};

/**
 * `GET /v1/report/tax`: what the return asks for the period, from the invoices and credit notes
 * issued in it (every state: a sale made is owed tax on, whether or not eTIMS accepted it yet).
 * Australia's BAS: G1 is every sale, GST-free ones too, GST included; 1A the GST in them.
 */
export const taxReportOf = async (
  db: Database,
  businessId: string,
  query: Record<string, unknown>,
  now = new Date(),
): Promise<TaxReport> => {
  const locale = await businessLocale(db, businessId);
  const period = taxPeriodOf(query, locale.timezone, now);
  const rows = await bandSums(db, businessId, period.start, period.end);
  const counted = await counts(db, businessId, period.start, period.end);
  const bands = reportBands(locale.country, rows);
  const net = (pick: (sums: BandSums) => number) =>
    rows.reduce((sum, row) => sum + (row.kind === 'sale' ? pick(row) : -pick(row)), 0);
  return {
    country: locale.country,
    currency: locale.currency,
    from: period.from,
    to: period.to,
    bands,
    ...counted,
    bas:
      locale.country === 'AU'
        ? {
            g1: minorToNumber(net((sums) => sums.taxable)),
            gst1A: minorToNumber(net((sums) => sums.tax)),
          }
        : null,
  };
};
