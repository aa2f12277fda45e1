import type { Product, ProductUpdate, Variant, VariantUpdate } from '../../dataProvider/products';
import { attributeValue } from '../list/stockLevel';
import {
  toAttributes,
  toProductTax,
  toSku,
  type ProductInformation,
  type ProductTax,
  type VariantStockPricingValues,
} from './productFormModel';

/** A variant's editable values as the edit screen and the variant dialog type them. */
export interface VariantEditValues extends VariantStockPricingValues {
  shipping_weight: string;
  length: string;
  width: string;
  height: string;
}

export interface ProductEditValues extends ProductInformation {
  product_type: Product['product_type'];
  /** The one variant of a simple product; variant products edit theirs in the variants table. */
  variant?: VariantEditValues;
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const measure = (value: string) => (value.trim() === '' ? null : Number(value));

export const variantEditValues = (variant: Variant): VariantEditValues => ({
  sku: variant.sku ?? '',
  monitor_stock: variant.stock?.monitor_stock ?? true,
  supply_price: text(variant.pricing?.supply_price ?? 0),
  retail_price: text(variant.pricing?.retail_price ?? 0),
  last_price: text(variant.pricing?.last_price ?? 0),
  shipping_weight: text(variant.shipping?.weight),
  length: text(variant.shipping?.dimensions?.length),
  width: text(variant.shipping?.dimensions?.width),
  height: text(variant.shipping?.dimensions?.height),
});

/** Stock positions are not sent: they mirror the stock ledger. */
export const toVariantUpdate = (values: VariantEditValues): VariantUpdate => ({
  sku: toSku(values.sku),
  stock: { monitor_stock: values.monitor_stock },
  pricing: {
    supply_price: Number(values.supply_price),
    retail_price: Number(values.retail_price),
    last_price: Number(values.last_price),
  },
  shipping: {
    weight: measure(values.shipping_weight),
    dimensions: {
      length: measure(values.length),
      width: measure(values.width),
      height: measure(values.height),
    },
  },
});

const idOf = (value: Product['salesWarehouse']) =>
  typeof value === 'string' ? value : (value?._id ?? '');

/** A product as the server sends it once its tax fields are declared (absent before). */
type ProductWithTax = Product & Partial<ProductTax>;

export const productEditValues = (product: ProductWithTax): ProductEditValues => ({
  product_type: product.product_type,
  title: product.title,
  short_description: product.short_description ?? '',
  description: product.description ?? '',
  brand: attributeValue(product.attributes, 'brand'),
  manufacturer: attributeValue(product.attributes, 'manufacturer'),
  weight: attributeValue(product.attributes, 'weight'),
  category: product.category?._id ?? '',
  salesWarehouse: idOf(product.salesWarehouse),
  status: product.status,
  tax_class: product.tax_class ?? null,
  kra_item_class_code: product.kra_item_class_code ?? null,
  variant:
    product.product_type === 'simple' && product.variants[0]
      ? variantEditValues(product.variants[0])
      : undefined,
});

/** The PUT /v1/product/{id} body; a simple product also sends its one variant. */
export const toProductUpdate = (values: ProductEditValues): ProductUpdate & ProductTax => ({
  title: values.title.trim(),
  status: values.status,
  product_type: values.product_type,
  short_description: values.short_description.trim(),
  description: values.description.trim(),
  salesWarehouse: values.salesWarehouse,
  category: values.category,
  attributes: toAttributes(values),
  ...toProductTax(values),
  ...(values.product_type === 'simple' && values.variant
    ? { variants: [toVariantUpdate(values.variant)] }
    : {}),
});

/** A variant's name from its option values ('Red / Large'); a simple product's one variant, which has none, by its SKU. */
export const variantName = (variant: Variant): string =>
  variant.options
    .map((option) =>
      typeof option.option_value_id === 'string'
        ? option.option_value_id
        : option.option_value_id.value,
    )
    .join(' / ') ||
  (variant.sku ?? '');
