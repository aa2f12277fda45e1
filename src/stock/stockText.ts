import type { TranslateFunction as Translate } from 'react-admin';
/** The stock modules' failure text: the server's (or client error's) message, else the call's own fallback (inventory.md 8). */
export const errorMessage = (
  error: unknown,
  fallback = 'saluni.spec.errors.anErrorOccurred',
): string => (error instanceof Error && error.message ? error.message : fallback);

/**
 * A variant's name in pickers and the table: its SKU. A variant saved without one is named by
 * its place among the product's variants in a picker, and as having no SKU in the ledger.
 */
export const variantLabel = (
  translate: Translate,
  variant: { sku: string | null },
  index?: number,
): string =>
  variant.sku ??
  (index === undefined
    ? translate('saluni.stock.ui.noSku')
    : translate('saluni.stock.ui.variantNumber', { n: index + 1 }));
