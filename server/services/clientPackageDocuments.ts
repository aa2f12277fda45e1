import { asc } from 'drizzle-orm';
import { businessRowsMatching } from '../db/businessRows';
import type { ClientServicePackage } from '../../registry/servicePackages';
import type { Database } from '../db/database';
import { clientServicePackages, clientServicePackageUses } from '../db/schema';

type HeldRow = typeof clientServicePackages.$inferSelect;

/** A held package as the server sends it: the web's shape, with its business and last change. */
export interface ClientServicePackageDocument extends ClientServicePackage {
  businessId: string;
  updatedAt: string;
}

/** What is left of `services` once each use has taken one matching entry. */
const remainingOf = (services: string[], usedServiceIds: string[]) => {
  const remaining = [...services];
  for (const used of usedServiceIds) {
    const index = remaining.indexOf(used);
    if (index >= 0) remaining.splice(index, 1);
  }
  return remaining;
};

/** Reply documents of held packages, with their uses (one query for all rows). */
export const clientPackageDocuments = async (
  db: Database,
  businessId: string,
  rows: HeldRow[],
): Promise<ClientServicePackageDocument[]> => {
  const ids = rows.map((row) => row.id);
  const uses = ids.length
    ? await db
        .select()
        .from(clientServicePackageUses)
        .where(
          businessRowsMatching(clientServicePackageUses, businessId, {
            clientServicePackageId: ids,
          }),
        )
        .orderBy(asc(clientServicePackageUses.usedAt), asc(clientServicePackageUses.id))
    : [];
  return rows.map((row) => {
    const own = uses.filter((use) => use.clientServicePackageId === row.id);
    const remainingServices = remainingOf(
      row.services,
      own.map((use) => use.serviceId),
    );
    return {
      _id: row.id,
      businessId: row.businessId,
      clientId: row.clientId,
      servicePackageId: row.servicePackageId,
      name: row.name,
      price: Number(row.price),
      services: row.services,
      uses: own.map((use) => ({
        _id: use.id,
        serviceId: use.serviceId,
        usedAt: use.usedAt.toISOString(),
      })),
      remainingServices,
      status: remainingServices.length ? 'active' : 'usedUp',
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
};
