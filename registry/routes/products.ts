import type { Action } from '../modules';
import type { RouteDeclaration } from './declaration';
import { productCategory } from '../resources/productCategory';
import { warehouse } from '../resources/warehouse';

const productPath = '/v1/product';
const optionPath = `${productPath}/options`;
const productAccess = <A extends Action>(action: A) =>
  ({ module: 'products.Product', action }) as const;
const optionAccess = <A extends Action>(action: A) =>
  ({ module: 'products.Options', action }) as const;
const categoryAccess = <A extends Action>(action: A) =>
  ({ module: productCategory.module, action }) as const;

/** Products, options, categories, warehouses (inventory.md 7). */
export const productsRoutes = {
  // Products (inventory.md 7). One path lists them and, with `?productId`, reads one.
  productList: {
    method: 'GET',
    access: productAccess('read'),
    path: productPath,
    replyKey: 'productPage',
  },
  productGet: {
    method: 'GET',
    access: productAccess('read'),
    path: productPath,
    replyKey: 'product',
  },
  productCreate: {
    method: 'POST',
    created: true,
    access: productAccess('create'),
    path: productPath,
    replyKey: 'result',
  },
  productUpdate: {
    method: 'PUT',
    access: productAccess('update'),
    path: `${productPath}/:id`,
    replyKey: 'product',
  },
  productDelete: {
    method: 'DELETE',
    access: productAccess('delete'),
    path: `${productPath}/:id`,
    replyKey: 'product',
  },
  productImages: {
    method: 'PUT',
    access: productAccess('update'),
    path: `${productPath}/images/:id`,
    replyKey: 'product',
  },
  // A CSV file.
  productExport: { method: 'GET', access: productAccess('read'), path: `${productPath}/export` },
  variantUpdate: {
    method: 'PUT',
    access: productAccess('update'),
    path: `${productPath}/variant/:id`,
    replyKey: 'variant',
  },
  variantImages: {
    method: 'PUT',
    access: productAccess('update'),
    path: `${productPath}/variant/images/:id`,
    replyKey: 'variant',
  },
  productSkus: {
    method: 'GET',
    access: productAccess('read'),
    path: `${productPath}/skus`,
    replyKey: 'skus',
  },
  // Ours (docs/areas/products.md): many variants of a variant product at once, in one transaction.
  // Typing new option values also needs `update` in the options' module.
  variantsAdd: {
    method: 'POST',
    created: true,
    access: productAccess('create'),
    path: `${productPath}/:id/variants`,
    replyKey: 'product',
  },
  optionList: {
    method: 'GET',
    access: optionAccess('read'),
    path: optionPath,
    replyKey: 'optionPage',
  },
  optionCreate: {
    method: 'POST',
    created: true,
    access: optionAccess('create'),
    path: optionPath,
    replyKey: 'option',
  },
  optionUpdate: {
    method: 'PUT',
    access: optionAccess('update'),
    path: `${optionPath}/:id`,
    replyKey: 'option',
  },
  optionDelete: {
    method: 'DELETE',
    access: optionAccess('delete'),
    path: `${optionPath}/:id`,
    replyKey: 'option',
  },
  optionValueDelete: {
    method: 'DELETE',
    access: optionAccess('delete'),
    path: `${optionPath}/value/:id`,
    replyKey: 'option',
  },
  // Served by the registry's engine (productCategory and warehouse are resources).
  productCategoryList: {
    method: 'GET',
    access: categoryAccess('read'),
    path: productCategory.path,
    replyKey: productCategory.pageKey,
  },
  productCategoryCreate: {
    method: 'POST',
    access: categoryAccess('create'),
    path: productCategory.path,
    replyKey: productCategory.createReplyKey,
  },
  productCategoryUpdate: {
    method: 'PUT',
    access: categoryAccess('update'),
    path: `${productCategory.path}/:id`,
    replyKey: productCategory.replyKey,
  },
  productCategoryDelete: {
    method: 'DELETE',
    access: categoryAccess('delete'),
    path: `${productCategory.path}/:id`,
    replyKey: productCategory.replyKey,
  },
  warehouseList: {
    method: 'GET',
    access: { module: warehouse.module, action: 'read' },
    path: warehouse.path,
    replyKey: warehouse.pageKey,
  },
  // The sale products (in_store false): the product calls' bodies and replies on their own path.
  saleProductList: {
    method: 'GET',
    access: productAccess('read'),
    path: '/v1/sale-product',
    replyKey: 'productPage',
  },
  saleProductCreate: {
    method: 'POST',
    created: true,
    access: productAccess('create'),
    path: '/v1/sale-product',
    replyKey: 'result',
  },
  saleProductUpdate: {
    method: 'PUT',
    access: productAccess('update'),
    path: '/v1/sale-product/:id',
    replyKey: 'product',
  },
  saleProductDelete: {
    method: 'DELETE',
    access: productAccess('delete'),
    path: '/v1/sale-product/:id',
    replyKey: 'product',
  },
  saleProductImage: {
    method: 'PUT',
    access: productAccess('update'),
    path: '/v1/sale-product/image/:id',
    replyKey: 'product',
  },
  productVariants: {
    method: 'GET',
    access: productAccess('read'),
    path: '/v1/products/:id/variants',
    replyKey: 'variants',
  },
  productReview: {
    method: 'POST',
    created: true,
    access: productAccess('update'),
    path: `${productPath}/:id/review`,
    replyKey: 'review',
  },
  optionGet: {
    method: 'GET',
    access: optionAccess('read'),
    path: `${optionPath}/:id`,
    replyKey: 'option',
  },
  optionUpdateByBody: {
    method: 'PUT',
    access: optionAccess('update'),
    path: optionPath,
    replyKey: 'option',
  },
  optionDeleteByQuery: {
    method: 'DELETE',
    access: optionAccess('delete'),
    path: optionPath,
    replyKey: 'option',
  },
} as const satisfies Record<string, RouteDeclaration>;
