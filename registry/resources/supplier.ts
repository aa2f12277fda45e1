import { defineResource, toastsUnder } from '../types';
import { nameField, phoneField, requiredEmailField } from '../fields';

/** A supplier's category as supplier documents carry it under `category` (inventory.md 3). */
export interface CategoryOfSupplier {
  _id: string;
  name: string;
}

/**
 * A supplier of the business (inventory.md 3 and 5). Replies also carry `category` (the
 * supplier category `categoryId` names) and `avatar` (the picture, the spec's name).
 * Registered by server/suppliers/routes.ts rather than listed in RESOURCES: every supplier
 * belongs to a category, and the generated registry tests cannot make a required reference
 * (as consultation forms).
 */
export const supplier = defineResource({
  name: 'supplier',
  path: '/v1/supplier',
  table: 'suppliers',
  replyKey: 'supplier',
  pageKey: 'supplierPage',
  module: 'products.Suppliers',
  titleField: 'fullName',
  fields: {
    fullName: nameField('saluni.spec.validation.fullNameRequired'),
    phone: {
      ...phoneField,
      required: 'saluni.spec.validation.supplierPhone',
      invalid: 'saluni.spec.validation.supplierPhone',
    },
    email: requiredEmailField,
    categoryId: {
      type: 'reference',
      reference: 'supplier-category',
      required: 'saluni.spec.validation.categoryRequired',
      list: true,
      filterable: true,
    },
    image: { type: 'image' },
  },
  /** The spec's name of the picture, `avatar.filename`, beside the field's own name. */
  aliases: { avatar: 'image' },
  defaultSort: '-createdAt',
  toasts: toastsUnder('saluni.spec.toast.supplier'),
  menu: { area: 'inventory', order: 60 },
});
