import type { TranslateFunction as Translate } from 'react-admin';
import './texts';

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
