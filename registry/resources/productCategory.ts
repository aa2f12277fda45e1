import { nameField } from '../fields';
import { defineResource, toastsUnder } from '../types';

/**
 * Product categories (inventory.md 3), nested through `parent`. Replies also carry `children`
 * and `isParent` (server/catalogue/categoryHooks.ts).
 */
export const productCategory = defineResource({
  name: 'product-category',
  path: '/v1/product/category',
  table: 'productCategories',
  replyKey: 'category',
  createReplyKey: 'result',
  businessAlias: 'business',
  pageKey: 'categoryPage',
  module: 'products.Product Category',
  titleField: 'category_name',
  fields: {
    category_name: nameField('saluni.spec.validation.categoryNameRequired'),
    category_description: { type: 'text', maxLength: 2000 },
    parent: { type: 'reference', reference: 'product-category', filterable: true },
  },
  aliases: { name: 'category_name' },
  defaultSort: '-createdAt',
  toasts: toastsUnder('saluni.spec.toast.category'),
  menu: { area: 'inventory', order: 20 },
});
