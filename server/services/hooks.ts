import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { servicePackages, services } from '../db/schema';
import type { HooksByResource, ResourceHooks } from '../registry/hooks';

/**
 * A deleted service leaves the packages that listed it, in the delete's transaction, so no
 * package points at a service that is gone. Held packages keep their copy (what was sold).
 */
export const serviceHooks: ResourceHooks = {
  afterDelete: async ({ db, access }, row) => {
    await db
      .update(servicePackages)
      .set({ services: sql`array_remove(${servicePackages.services}, ${row.id}::uuid)` })
      .where(
        and(
          eq(servicePackages.businessId, access.businessId),
          sql`${servicePackages.services} @> array[${row.id}::uuid]`,
        ),
      );
  },
};

/** A deleted category leaves the services filed under it. */
export const serviceCategoryHooks: ResourceHooks = {
  afterDelete: async ({ db, access }, row) => {
    await db
      .update(services)
      .set({ categoryIds: sql`array_remove(${services.categoryIds}, ${row.id}::uuid)` })
      .where(
        and(
          eq(services.businessId, access.businessId),
          sql`${services.categoryIds} @> array[${row.id}::uuid]`,
        ),
      );
  },
};

/**
 * For the employee's own delete hook (staff area): a deleted employee stops performing services.
 * Kept here because the services table is this area's.
 */
export const removePerformer = async (db: Database, businessId: string, employeeId: string) => {
  await db
    .update(services)
    .set({ performerIds: sql`array_remove(${services.performerIds}, ${employeeId}::uuid)` })
    .where(
      and(
        eq(services.businessId, businessId),
        sql`${services.performerIds} @> array[${employeeId}::uuid]`,
      ),
    );
};

/** The hooks this area hands to the registry engine, by resource name. */
export const servicesResourceHooks: HooksByResource = {
  service: serviceHooks,
  'service-category': serviceCategoryHooks,
};
