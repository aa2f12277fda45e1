import { http } from '../dataProvider';
import type { Query } from '../dataProvider/http';
import { getCurrentBusinessId } from '../business/currentBusiness';

/**
 * The product calls of inventory.md section 7, typed as the server sends them. Every call
 * carries the current business; deletes carry the vendor-module the spec names.
 */
const PRODUCT_MODULE = 'products.Product';
const CATEGORY_MODULE = 'products.Product Category';
const OPTION_MODULE = 'products.Options';

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
  options: { option_name_id: { _id: string; option_name: string } | string; option_value_id: { _id: string; value: string } | string }[];
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
  option_set: { option_name_id: { _id: string; option_name: string }; option_values: OptionValue[] }[];
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
  shipping: { weight: number | null; dimensions: { length: number | null; width: number | null; height: number | null } };
}

const businessId = (): string => getCurrentBusinessId() ?? '';

const withBusiness = (query: Query = {}): Query => ({ businessId: businessId(), ...query });

const deleteHeaders = (module: string) => ({ 'vendor-module': module });

const imagesForm = (files: File[]): FormData => {
  const form = new FormData();
  form.append('businessId', businessId());
  for (const file of files) form.append('files', file);
  return form;
};

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

export const productsApi = {
  listProducts: async ({ inStore, stock, ...query }: ProductListQuery): Promise<Page<Product>> => {
    const reply = await http<{ productPage: Page<Product> }>({
      path: '/v1/product',
      query: withBusiness({ ...query, inStore: inStore === undefined ? undefined : String(inStore), stock: stock === 'all' ? undefined : stock }),
    });
    return reply.productPage;
  },
  getProduct: async (productId: string): Promise<Product> =>
    (await http<{ product: Product }>({ path: '/v1/product', query: withBusiness({ productId }) })).product,
  createProduct: async (product: NewProduct): Promise<Product> =>
    (await http<{ result: Product }>({ method: 'POST', path: '/v1/product', body: { ...product, businessId: businessId() } })).result,
  updateProduct: async (id: string, update: ProductUpdate): Promise<Product> =>
    (await http<{ product: Product }>({ method: 'PUT', path: `/v1/product/${id}`, body: { ...update, businessId: businessId() } })).product,
  deleteProduct: (id: string) =>
    http<unknown>({ method: 'DELETE', path: `/v1/product/${id}`, query: withBusiness(), headers: deleteHeaders(PRODUCT_MODULE) }),
  uploadProductImages: (id: string, files: File[]) => http<unknown>({ method: 'PUT', path: `/v1/product/images/${id}`, body: imagesForm(files) }),
  updateVariant: (id: string, update: VariantUpdate) =>
    http<unknown>({ method: 'PUT', path: `/v1/product/variant/${id}`, body: { ...update, businessId: businessId() } }),
  uploadVariantImages: (id: string, files: File[]) => http<unknown>({ method: 'PUT', path: `/v1/product/variant/images/${id}`, body: imagesForm(files) }),
  /** The CSV as the server streams it; the caller saves it as inventory.csv. */
  exportProducts: async (): Promise<Blob> => {
    const response = await fetch(`/v1/product/export?${new URLSearchParams({ businessId: businessId() })}`, { credentials: 'include' });
    if (!response.ok) throw new Error(response.statusText);
    return response.blob();
  },

  listOptions: async (): Promise<ProductOption[]> =>
    (await http<{ optionPage: Page<ProductOption> }>({ path: '/v1/product/options', query: withBusiness({ limit: 0 }) })).optionPage.docs,
  createOption: async (option_name: string, option_values: string): Promise<ProductOption> =>
    (await http<{ option: ProductOption }>({ method: 'POST', path: '/v1/product/options', body: { option_name, option_values, businessId: businessId() } })).option,
  updateOption: async (id: string, option_name: string, option_values: string): Promise<ProductOption> =>
    (await http<{ option: ProductOption }>({ method: 'PUT', path: `/v1/product/options/${id}`, body: { option_name, option_values, businessId: businessId() } }))
      .option,
  deleteOption: (id: string) =>
    http<unknown>({ method: 'DELETE', path: `/v1/product/options/${id}`, query: withBusiness(), headers: deleteHeaders(OPTION_MODULE) }),
  deleteOptionValue: (valueId: string) =>
    http<unknown>({ method: 'DELETE', path: `/v1/product/options/value/${valueId}`, query: withBusiness(), headers: deleteHeaders(OPTION_MODULE) }),

  listCategories: async (): Promise<ProductCategory[]> =>
    (await http<{ categoryPage: Page<ProductCategory> }>({ path: '/v1/product/category', query: withBusiness({ limit: 0 }) })).categoryPage.docs,
  createCategory: (category: { category_name: string; category_description: string; parent: string | null }) =>
    http<{ result: ProductCategory }>({ method: 'POST', path: '/v1/product/category', body: { ...category, businessId: businessId() } }),
  updateCategory: (id: string, category: { category_name: string; category_description?: string; parent?: string | null }) =>
    http<{ category: ProductCategory }>({ method: 'PUT', path: `/v1/product/category/${id}`, body: { ...category, businessId: businessId() } }),
  deleteCategory: (id: string) =>
    http<unknown>({ method: 'DELETE', path: `/v1/product/category/${id}`, query: withBusiness(), headers: deleteHeaders(CATEGORY_MODULE) }),

  /** Pickers need every warehouse; the spec's picker limit is 100. */
  listWarehouses: async (): Promise<Warehouse[]> =>
    (await http<{ warehousePage: Page<Warehouse> }>({ path: '/v1/warehouse', query: withBusiness({ page: 1, limit: 100 }) })).warehousePage.docs,
};

/** A stored image's address. */
export const imageUrl = (filename: string) => `/v1/file/${encodeURIComponent(filename)}`;
