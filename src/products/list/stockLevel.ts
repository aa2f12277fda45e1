import type { Attribute, Product } from '../../dataProvider/products';

/** inventory.md 4: 0 out of stock (red), below 10 low (orange), below 50 medium (yellow), else good (green). */
export type StockLevel = 'out' | 'low' | 'medium' | 'good';

const LOW_STOCK = 10;
const MEDIUM_STOCK = 50;

export const stockLevel = (quantity: number): StockLevel => {
  if (quantity <= 0) return 'out';
  if (quantity < LOW_STOCK) return 'low';
  if (quantity < MEDIUM_STOCK) return 'medium';
  return 'good';
};

export const STOCK_COLOURS: Record<StockLevel, string> = {
  out: '#d32f2f',
  low: '#ed6c02',
  medium: '#fbc02d',
  good: '#2e7d32',
};

/** A product's stock: the sum of its variants' positions over every warehouse. */
export const productStock = (product: Pick<Product, 'variants'>): number =>
  product.variants.reduce(
    (total, variant) => total + Number(variant.stock?.stock_position ?? 0),
    0,
  );

/** The value of a special attribute (brand, manufacturer, weight), or ''. */
export const attributeValue = (attributes: Attribute[] | undefined, name: string): string =>
  attributes?.find((attribute) => attribute.attr_name === name)?.attr_value ?? '';
