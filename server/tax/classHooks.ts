import type { HooksByResource, ResourceHooks } from '../registry/hooks';
import { refuseTaxClassOfOtherCountry } from '../tenancy/taxClass';

/** An item's tax class is a band of its business's country (the other checks are the field's own). */
const taxClassHooks: ResourceHooks = {
  beforeWrite: async ({ db, access }, values) => {
    await refuseTaxClassOfOtherCountry(db, access.businessId, values.taxClass, 'taxClass');
  },
};

/** The catalogue's resources that carry a tax class (registry/fields.ts `taxClassField`). */
export const taxResourceHooks: HooksByResource = {
  service: taxClassHooks,
  membership: taxClassHooks,
  voucher: taxClassHooks,
  'service-package': taxClassHooks,
};
