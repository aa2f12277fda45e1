import type {
  ProductOption,
  ProductCategory,
  Warehouse,
  Product,
  NewProduct,
  ProductUpdate,
  VariantUpdate,
  NewVariantChoice,
} from '../../registry/products';
import type { Page } from '../../registry/page';
import { ROUTES } from '../../registry/routes';
import type { RouteCaller } from './routeCall';

export type * from '../../registry/products';
export type * from '../../registry/page';

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
