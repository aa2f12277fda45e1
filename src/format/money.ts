/**
 * Where an amount is shown: the general screens write KES (back-office.md), the inventory and
 * product screens the prefix 'Ksh.' (inventory.md). Australian dollars are A$ in both.
 */
export type MoneyStyle = 'general' | 'inventory';

const PREFIXES: Record<string, Record<MoneyStyle, string>> = {
  KES: { general: 'KES ', inventory: 'Ksh. ' },
  AUD: { general: 'A$', inventory: 'A$' },
};

/** What goes before the digits: 'KES ', 'Ksh. ', 'A$', or an unknown currency's code and a space. */
const prefixOf = (currency: string, style: MoneyStyle): string =>
  PREFIXES[currency]?.[style] ?? `${currency} `;

/** The currency's sign alone, for an input's adornment ('KES', 'Ksh.', 'A$'). */
export const currencySign = (currency = 'KES', style: MoneyStyle = 'general'): string =>
  prefixOf(currency, style).trim();

/**
 * Money as the spec shows it: the currency's prefix, en-US thousands separators and two
 * decimals ('KES 1,234.50', 'Ksh. 1,234.50', 'A$1,234.50'). en-US is fixed on purpose: the spec
 * asks for it whatever the language.
 */
export const formatMoney = (
  amount: number | string | null | undefined,
  currency = 'KES',
  style: MoneyStyle = 'general',
): string => {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  const text = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(safe));
  return `${safe < 0 ? '-' : ''}${prefixOf(currency, style)}${text}`;
};

/**
 * Money in few characters, for a chart's axis where a whole amount would be cut: the prefix and
 * one decimal of thousands or millions ('KES 1.2M', 'A$850K', 'KES 900'). The chart's tooltip
 * and its table keep the exact amount.
 */
export const formatCompactMoney = (
  amount: number,
  currency = 'KES',
  style: MoneyStyle = 'general',
): string => {
  const safe = Number.isFinite(amount) ? amount : 0;
  const text = new Intl.NumberFormat('en-US', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(Math.abs(safe));
  return `${safe < 0 ? '-' : ''}${prefixOf(currency, style)}${text}`;
};
