/**
 * Money as the spec shows it: currency code, a space, en-US thousands separators and two
 * decimals ('KES 1,234.50'). en-US is fixed on purpose: the spec asks for it whatever the locale.
 */
export const formatMoney = (amount: number | string | null | undefined, currency = 'KES'): string => {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(safe));
  return `${safe < 0 ? '-' : ''}${currency} ${text}`;
};
