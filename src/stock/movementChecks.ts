import type { TranslateFunction } from 'react-admin';
import type { StockItem } from '../dataProvider/stock';
import type { ItemChoice } from './ItemPicker';
import '../shared/specScreensTexts';

/** The item part of a stock movement: a product, and a variant when it has several. */
export const itemChoiceErrors = (
  translate: TranslateFunction,
  items: StockItem[],
  { productId, variantId }: ItemChoice,
): { itemCode?: string; variantId?: string } => {
  const required = translate('saluni.spec.validation.fieldRequired');
  const item = items.find((candidate) => candidate._id === productId);
  return {
    ...(!productId && { itemCode: required }),
    ...(item && item.variants.length > 1 && !variantId && { variantId: required }),
  };
};

/** What is wrong with a movement's quantity as typed (a whole number above zero), if anything. */
export const quantityError = (translate: TranslateFunction, text: string): string | undefined => {
  const quantity = Number(text);
  if (text.trim() === '') return translate('saluni.spec.validation.fieldRequired');
  if (Number.isNaN(quantity)) return translate('saluni.spec.validation.validNumber');
  if (quantity <= 0) return translate('saluni.spec.validation.greaterThanZero');
  if (!Number.isInteger(quantity)) return translate('saluni.validation.mustBeWholeNumber');
  return undefined;
};
