import { ROUTES } from '../../registry/routes';
import type { RouteCaller } from './routeCall';

/** The product area's types, as the server sends them (inventory.md 7). */
export interface Page<T> {
  docs: T[];
  limit: number;
  page: number;
  pages: number;
  total: number;
}

/** Money and measures may come as numeric text (PostgreSQL numeric) or numbers. */
export type Amount = number | string;

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
  sales_stock_position?: number;
  monitor_stock: boolean;
}

export interface VariantPricing {
  supply_price: Amount;
  retail_price: Amount;
  last_price: Amount;
}

export interface VariantShipping {
  weight?: Amount | null;
  dimensions?: { length?: Amount | null; width?: Amount | null; height?: Amount | null };
}

export interface Variant {
  _id: string;
  productId: string;
  sku?: string | null;
  images: string[];
  options: {
    option_name_id: { _id: string; option_name: string } | string;
    option_value_id: { _id: string; value: string } | string;
  }[];
  stock: VariantStock;
  pricing: VariantPricing;
  shipping?: VariantShipping;
}

export interface Attribute {
  attr_name: string;
  attr_value: string;
}

export interface Product {
  _id: string;
  title: string;
  status: 'draft' | 'pending' | 'publish';
  product_type: 'simple' | 'variant';
  in_store: boolean;
  short_description: string;
  description?: string | null;
  images: string[];
  attributes: Attribute[];
  category?: ProductCategory | null;
  salesWarehouse?: Warehouse | string | null;
  option_set: {
    option_name_id: { _id: string; option_name: string };
    option_values: OptionValue[];
  }[];
  variants: Variant[];
  isAvailable?: boolean;
  createdAt: string;
}

/** The create payload of inventory.md 3 ("Product being created"). */
export interface NewVariant {
  sku: string | null;
  options: { option_name_id: string; option_value_id: string }[];
  stock: { stock_position: number; monitor_stock: boolean };
  pricing: { supply_price: number; retail_price: number; last_price: number };
}

export interface NewProduct {
  product_type: 'simple' | 'variant';
  title: string;
  in_store: boolean;
  short_description: string;
  description: string;
  status: Product['status'];
  /** Absent: the server takes the business's warehouse named General. */
  salesWarehouse?: string;
  category?: string;
  attributes: Attribute[];
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

export interface ProductListQuery {
  page: number;
  limit: number;
  inStore?: boolean;
  stock?: 'all' | 'in_stock' | 'out_stock';
  category?: string;
  q?: string;
  dateStart?: string;
  dateEnd?: string;
}

/** The product area's calls beyond CRUD, as dataProvider methods (inventory.md 7). */
export const productMethods = ({ call, download }: RouteCaller) => ({
  listProducts: ({ inStore, stock, ...query }: ProductListQuery) =>
    call<Page<Product>>(ROUTES.productList, {
      query: {
        ...query,
        inStore: inStore === undefined ? undefined : String(inStore),
        stock: stock === 'all' ? undefined : stock,
      },
    }),
  getProduct: (productId: string) => call<Product>(ROUTES.productGet, { query: { productId } }),
  createProduct: (product: NewProduct) =>
    call<Product>(ROUTES.productCreate, { body: { ...product } }),
  updateProduct: (id: string, update: ProductUpdate) =>
    call<Product>(ROUTES.productUpdate, { id, body: { ...update } }),
  deleteProduct: (id: string) => call<unknown>(ROUTES.productDelete, { id }),
  uploadProductImages: (id: string, files: File[]) =>
    call<unknown>(ROUTES.productImages, { id, files }),
  updateVariant: (id: string, update: VariantUpdate) =>
    call<unknown>(ROUTES.variantUpdate, { id, body: { ...update } }),
  uploadVariantImages: (id: string, files: File[]) =>
    call<unknown>(ROUTES.variantImages, { id, files }),
  /** Every SKU of the business, so suggested ones are free. */
  listSkus: async () =>
    (await call<{ sku: string }[]>(ROUTES.productSkus)).map((entry) => entry.sku),
  /** Adds the ticked combinations to a variant product in one step; the reply is the product. */
  addVariants: (id: string, variants: NewVariantChoice[]) =>
    call<Product>(ROUTES.variantsAdd, { id, body: { variants } }),
  /** Saves the server's CSV as inventory.csv. */
  exportProducts: () => download(ROUTES.productExport, 'inventory.csv'),

  listOptions: async () =>
    (await call<Page<ProductOption>>(ROUTES.optionList, { query: { limit: 0 } })).docs,
  createOption: (option_name: string, option_values: string) =>
    call<ProductOption>(ROUTES.optionCreate, { body: { option_name, option_values } }),
  updateOption: (id: string, option_name: string, option_values: string) =>
    call<ProductOption>(ROUTES.optionUpdate, { id, body: { option_name, option_values } }),
  deleteOption: (id: string) => call<unknown>(ROUTES.optionDelete, { id }),
  deleteOptionValue: (valueId: string) => call<unknown>(ROUTES.optionValueDelete, { id: valueId }),

  listProductCategories: async () =>
    (await call<Page<ProductCategory>>(ROUTES.productCategoryList, { query: { limit: 0 } })).docs,
  createProductCategory: (category: {
    category_name: string;
    category_description: string;
    parent: string | null;
  }) => call<ProductCategory>(ROUTES.productCategoryCreate, { body: category }),
  updateProductCategory: (
    id: string,
    category: { category_name: string; category_description?: string; parent?: string | null },
  ) => call<ProductCategory>(ROUTES.productCategoryUpdate, { id, body: category }),
  deleteProductCategory: (id: string) => call<unknown>(ROUTES.productCategoryDelete, { id }),

  /** Pickers need every warehouse; the spec's picker limit is 100. */
  listWarehouses: async () =>
    (
      await call<Page<Warehouse>>(ROUTES.warehouseList, {
        query: { page: 1, limit: 100, sort: '-createdAt' },
      })
    ).docs,
});

/** A stored image's address. */
export const imageUrl = (filename: string) => `/v1/file/${encodeURIComponent(filename)}`;
