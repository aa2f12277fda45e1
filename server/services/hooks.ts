import type { Database } from '../db/database';
import { removeFromIdLists } from '../db/idArrays';
import { servicePackages, services } from '../db/schema';
import type { HooksByResource, ResourceHooks } from '../registry/hooks';
import type { DepositRule } from '../../registry/onlineBooking';
import { depositFits, lowestPriceOf } from '../../registry/onlineBookingSchemas';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import type { TenantRow } from '../registry/table';

/**
 * A fixed deposit never above the lowest pricing option. The body's schema checks the two
 * when sent together; an update sending one of them alone is checked against the stored other.
 */
export const checkDeposit = (values: Record<string, unknown>, existing: TenantRow | undefined) => {
  const rule = ('depositRule' in values ? values.depositRule : existing?.depositRule) as
    DepositRule | null | undefined;
  const pricing = 'advancedPricing' in values ? values.advancedPricing : existing?.advancedPricing;
  if (!depositFits(rule, lowestPriceOf(pricing)))
    throw validationFailed({
      depositRule: text('saluni.onlineBooking.validation.depositAbovePrice'),
    });
};

/**
 * A deleted service leaves the packages that listed it, in the delete's transaction, so no
 * package points at a service that is gone. Held packages keep their copy (what was sold).
 */
export const serviceHooks: ResourceHooks = {
  beforeWrite: async (_context, values, existing) => checkDeposit(values, existing),
  afterDelete: ({ db, access }, row) =>
    removeFromIdLists(db, servicePackages, 'services', access.businessId, row.id),
};

/** A deleted category leaves the services filed under it. */
export const serviceCategoryHooks: ResourceHooks = {
  afterDelete: ({ db, access }, row) =>
    removeFromIdLists(db, services, 'categoryIds', access.businessId, row.id),
};

/**
 * For the employee's own delete hook (staff area): a deleted employee stops performing services.
 * Kept here because the services table is this area's.
 */
export const removePerformer = (db: Database, businessId: string, employeeId: string) =>
  removeFromIdLists(db, services, 'performerIds', businessId, employeeId);

/** The hooks this area hands to the registry engine, by resource name. */
export const servicesResourceHooks: HooksByResource = {
  service: serviceHooks,
  'service-category': serviceCategoryHooks,
};
