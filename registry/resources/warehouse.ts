import { defineResource, toastsUnder } from '../types';

/** A place stock is kept; every business has one named General (inventory.md 3, design.md 4). */
export const warehouse = defineResource({
  name: 'warehouse',
  path: '/v1/warehouse',
  table: 'warehouses',
  replyKey: 'warehouse',
  pageKey: 'warehousePage',
  module: 'products.Warehouses',
  titleField: 'name',
  fields: {
    name: {
      type: 'string',
      required: 'saluni.spec.validation.required',
      maxLength: 120,
      list: true,
      sortable: true,
      filterable: true,
      searchable: true,
    },
    location: { type: 'string', maxLength: 200, list: true },
  },
  defaultSort: '-createdAt',
  toasts: toastsUnder('saluni.spec.toast.warehouse'),
  menu: { area: 'inventory', order: 80 },
});
