import { employeeHooks } from '../staff/employeeHooks';
import { serviceCategoryHooks, serviceHooks, servicePackageHooks } from '../services/hooks';
import { clientCategoryHooks, clientHooks } from '../clients/categories';
import { membershipHooks, voucherHooks } from '../offerings/hooks';
import { warehouseHooks } from '../stock/warehouses';
import { productCategoryHooks } from '../products/categoryHooks';
import { supplierCategoryHooks } from '../suppliers/hooks';
import type { ResourceHooks } from './hooks';

/**
 * The hooks of each resource that has behaviour beyond plain records, by resource name. Each
 * area keeps its hooks in its own folder and adds one line here.
 */
export const RESOURCE_HOOKS: Record<string, ResourceHooks> = {
  employee: employeeHooks,
  service: serviceHooks,
  'service-category': serviceCategoryHooks,
  'service-package': servicePackageHooks,
  client: clientHooks,
  'client-category': clientCategoryHooks,
  membership: membershipHooks,
  voucher: voucherHooks,
  warehouse: warehouseHooks,
  'product-category': productCategoryHooks,
  'supplier-category': supplierCategoryHooks,
};
