import type { RouteDeclaration } from './declaration';
import { moduleRoutes } from './moduleRoutes';
import { productCategory } from '../resources/productCategory';
import { warehouse } from '../resources/warehouse';

const productPath = '/v1/product';
const optionPath = `${productPath}/options`;
const salePath = '/v1/sale-product';
const product = moduleRoutes('products.Product');
const option = moduleRoutes('products.Options');
const category = moduleRoutes(productCategory.module);

/** Products, options, categories, warehouses (inventory.md 7). */
export const productsRoutes = {
  // Products (inventory.md 7). One path lists them and, with `?productId`, reads one.
  productList: product.read(productPath, 'productPage'),
  productGet: product.read(productPath, 'product'),
  productCreate: product.create(productPath, 'result'),
  productUpdate: product.update(`${productPath}/:id`, 'product'),
  productDelete: product.remove(`${productPath}/:id`, 'product'),
  productImages: product.update(`${productPath}/images/:id`, 'product'),
  // A CSV file.
  productExport: { method: 'GET', access: product.access('read'), path: `${productPath}/export` },
  variantUpdate: product.update(`${productPath}/variant/:id`, 'variant'),
  variantImages: product.update(`${productPath}/variant/images/:id`, 'variant'),
  productSkus: product.read(`${productPath}/skus`, 'skus'),
  // Ours (docs/areas/products.md): many variants of a variant product at once, in one transaction.
  // Typing new option values also needs `update` in the options' module.
  variantsAdd: product.create(`${productPath}/:id/variants`, 'product'),
  optionList: option.read(optionPath, 'optionPage'),
  optionCreate: option.create(optionPath, 'option'),
  optionUpdate: option.update(`${optionPath}/:id`, 'option'),
  optionDelete: option.remove(`${optionPath}/:id`, 'option'),
  optionValueDelete: option.remove(`${optionPath}/value/:id`, 'option'),
  // Served by the registry's engine (productCategory and warehouse are resources); creating a
  // category answers 200, as the engine does.
  productCategoryList: category.read(productCategory.path, productCategory.pageKey),
  productCategoryCreate: {
    method: 'POST',
    access: category.access('create'),
    path: productCategory.path,
    replyKey: productCategory.createReplyKey,
  },
  productCategoryUpdate: category.update(`${productCategory.path}/:id`, productCategory.replyKey),
  productCategoryDelete: category.remove(`${productCategory.path}/:id`, productCategory.replyKey),
  warehouseList: moduleRoutes(warehouse.module).read(warehouse.path, warehouse.pageKey),
  // The sale products (in_store false): the product calls' bodies and replies on their own path.
  saleProductList: product.read(salePath, 'productPage'),
  saleProductCreate: product.create(salePath, 'result'),
  saleProductUpdate: product.update(`${salePath}/:id`, 'product'),
  saleProductDelete: product.remove(`${salePath}/:id`, 'product'),
  saleProductImage: product.update(`${salePath}/image/:id`, 'product'),
  productVariants: product.read('/v1/products/:id/variants', 'variants'),
  // A review is added to the product: an update, answering 201 Created.
  productReview: {
    method: 'POST',
    created: true,
    access: product.access('update'),
    path: `${productPath}/:id/review`,
    replyKey: 'review',
  },
  optionGet: option.read(`${optionPath}/:id`, 'option'),
  optionUpdateByBody: option.update(optionPath, 'option'),
  optionDeleteByQuery: option.remove(optionPath, 'option'),
} as const satisfies Record<string, RouteDeclaration>;
