import type { RouteDeclaration } from './declaration';
import { productCategory } from '../resources/productCategory';
import { warehouse } from '../resources/warehouse';

const productPath = '/v1/product';
const optionPath = `${productPath}/options`;

/** Products, options, categories, warehouses (inventory.md 7). */
export const productsRoutes = {
  // Products (inventory.md 7).
  productList: { method: 'GET', path: productPath, replyKey: 'productPage' },
  productGet: { method: 'GET', path: productPath, replyKey: 'product' },
  productCreate: { method: 'POST', path: productPath, replyKey: 'result' },
  productUpdate: { method: 'PUT', path: `${productPath}/:id`, replyKey: 'product' },
  productDelete: {
    method: 'DELETE',
    path: `${productPath}/:id`,
    access: { module: 'products.Product', action: 'delete' },
  },
  productImages: { method: 'PUT', path: `${productPath}/images/:id` },
  productExport: { method: 'GET', path: `${productPath}/export` },
  variantUpdate: { method: 'PUT', path: `${productPath}/variant/:id` },
  variantImages: { method: 'PUT', path: `${productPath}/variant/images/:id` },
  productSkus: { method: 'GET', path: `${productPath}/skus`, replyKey: 'skus' },
  // Ours (docs/areas/products.md): many variants of a variant product at once, in one transaction.
  variantsAdd: { method: 'POST', path: `${productPath}/:id/variants`, replyKey: 'product' },
  optionList: { method: 'GET', path: optionPath, replyKey: 'optionPage' },
  optionCreate: { method: 'POST', path: optionPath, replyKey: 'option' },
  optionUpdate: { method: 'PUT', path: `${optionPath}/:id`, replyKey: 'option' },
  optionDelete: {
    method: 'DELETE',
    path: `${optionPath}/:id`,
    access: { module: 'products.Options', action: 'delete' },
  },
  optionValueDelete: {
    method: 'DELETE',
    path: `${optionPath}/value/:id`,
    access: { module: 'products.Options', action: 'delete' },
  },
  productCategoryList: {
    method: 'GET',
    path: productCategory.path,
    replyKey: productCategory.pageKey,
  },
  productCategoryCreate: {
    method: 'POST',
    path: productCategory.path,
    replyKey: productCategory.createReplyKey,
  },
  productCategoryUpdate: {
    method: 'PUT',
    path: `${productCategory.path}/:id`,
    replyKey: productCategory.replyKey,
  },
  productCategoryDelete: {
    method: 'DELETE',
    path: `${productCategory.path}/:id`,
    access: { module: productCategory.module, action: 'delete' },
  },
  warehouseList: { method: 'GET', path: warehouse.path, replyKey: warehouse.pageKey },
  saleProductList: { method: 'GET', path: '/v1/sale-product' },
  saleProductCreate: { method: 'POST', path: '/v1/sale-product' },
  saleProductUpdate: { method: 'PUT', path: '/v1/sale-product/:id' },
  saleProductDelete: { method: 'DELETE', path: '/v1/sale-product/:id' },
  saleProductImage: { method: 'PUT', path: '/v1/sale-product/image/:id' },
  productVariants: { method: 'GET', path: '/v1/products/:id/variants' },
  productReview: { method: 'POST', path: `${productPath}/:id/review` },
  optionGet: { method: 'GET', path: `${optionPath}/:id` },
  optionUpdateByBody: { method: 'PUT', path: optionPath },
  optionDeleteByQuery: { method: 'DELETE', path: optionPath },
} as const satisfies Record<string, RouteDeclaration>;
