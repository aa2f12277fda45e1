import type { TaxBand } from './tax';

/** The product area's contract: what the server sends and takes (inventory.md 3 and 7). */
export const PRODUCT_STATUSES = ['draft', 'pending', 'publish'] as const;
export const PRODUCT_TYPES = ['simple', 'variant'] as const;

export interface OptionValue {
  _id: string;
  value: string;
}

export interface ProductOption {
  _id: string;
  option_name: string;
  option_values: OptionValue[];
}

export interface ProductCategory {
  _id: string;
  category_name: string;
  category_description?: string | null;
  parent?: string | null;
  children?: ProductCategory[];
  isParent?: boolean;
}

export interface Warehouse {
  _id: string;
  name: string;
  location?: string | null;
}

export interface VariantStock {
  stock_position: number;
  sales_stock_position: number;
  monitor_stock: boolean;
}

export interface VariantPricing {
  supply_price: number;
  retail_price: number;
  last_price: number;
}

export interface VariantShipping {
  weight: number | null;
  dimensions: { length: number | null; width: number | null; height: number | null };
}

/** A name the product still points at; null once its option or value is gone. */
export interface NamedOption {
  option_name_id: { _id: string; option_name: string | null };
  option_value_id: { _id: string; value: string | null };
}

export interface Variant {
  _id: string;
  productId: string;
  sku: string | null;
  images: string[];
  options: NamedOption[];
  stock: VariantStock;
  pricing: VariantPricing;
  shipping: VariantShipping;
  isAvailable: boolean;
}

export interface Attribute {
  attr_name: string;
  attr_value: string;
}

export interface Product {
  _id: string;
  businessId: string;
  title: string;
  status: (typeof PRODUCT_STATUSES)[number];
  product_type: (typeof PRODUCT_TYPES)[number];
  in_store: boolean;
  short_description: string;
  description: string | null;
  images: string[];
  attributes: Attribute[];
  category: ProductCategory | null;
  salesWarehouse: Warehouse | null;
  /** Its tax class (docs/areas/tax.md), null for its country's standard band. */
  tax_class: TaxBand | null;
  /** KRA's item classification code (Kenya). */
  kra_item_class_code: string | null;
  option_set: {
    option_name_id: { _id: string; option_name: string | null };
    option_values: { _id: string; value: string | null }[];
  }[];
  variants: Variant[];
  isAvailable: boolean;
  /** Every SKU of its variants, for a search by SKU. */
  skus: string[];
  createdAt: string;
  updatedAt: string;
}

/** The create payload of inventory.md 3 ("Product being created"). */
export interface NewVariant {
  sku: string | null;
  options: { option_name_id: string; option_value_id: string }[];
  stock: { stock_position: number; monitor_stock: boolean };
  pricing: { supply_price: number; retail_price: number; last_price: number };
}

export interface NewProduct {
  product_type: (typeof PRODUCT_TYPES)[number];
  title: string;
  in_store: boolean;
  short_description: string;
  description: string;
  status: Product['status'];
  /** Absent: the server takes the business's warehouse named General. */
  salesWarehouse?: string;
  category?: string;
  attributes: Attribute[];
  tax_class?: TaxBand | null;
  kra_item_class_code?: string | null;
  option_set: { option_name_id: string; option_values: string[] }[];
  variants: NewVariant[];
}

export interface ProductUpdate {
  title: string;
  status: Product['status'];
  product_type: Product['product_type'];
  short_description: string;
  description: string;
  salesWarehouse: string;
  category: string;
  attributes: Attribute[];
  tax_class?: TaxBand | null;
  kra_item_class_code?: string | null;
  variants?: VariantUpdate[];
}

export interface VariantUpdate {
  sku: string | null;
  stock: { monitor_stock: boolean };
  pricing: { supply_price: number; retail_price: number; last_price: number };
  shipping: {
    weight: number | null;
    dimensions: { length: number | null; width: number | null; height: number | null };
  };
}

/** A variant to add: one value per option of the product, by id or typed (new to the option or not). */
export interface NewVariantChoice {
  sku: string | null;
  options: (
    { option_name_id: string; option_value_id: string } | { option_name_id: string; value: string }
  )[];
}
