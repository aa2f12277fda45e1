import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { appointments, stockUsageItems, stockUsages, warehouses } from '../db/schema';
import { GENERAL_WAREHOUSE } from '../stock';
import { catalogueVariants, idsInOrder } from './rows';

/**
 * A demo salon's stock usages: pending and cancelled ones only, so the seeded stock stays what
 * the catalogue opened with; confirming one in the app shows the ledger at work.
 */
export const seedStockUsage = async (tx: Database, businessId: string, today: string) => {
  const [general] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.businessId, businessId), eq(warehouses.name, GENERAL_WAREHOUSE)));
  const [variant] = await catalogueVariants(tx, businessId, true);
  const [visitId] = await idsInOrder(tx, businessId, appointments, appointments.startDate);
  if (!general || !variant) return;
  const usages = [
    {
      usageNumber: 'SU-000001',
      purpose: 'business' as const,
      businessReason: 'training' as const,
      appointmentId: null,
      status: 'pending' as const,
      notes: 'Colour demo for the juniors',
    },
    {
      usageNumber: 'SU-000002',
      purpose: 'business' as const,
      businessReason: 'damaged' as const,
      appointmentId: null,
      status: 'cancelled' as const,
      notes: null,
    },
    ...(visitId
      ? [
          {
            usageNumber: 'SU-000003',
            purpose: 'appointment' as const,
            businessReason: null,
            appointmentId: visitId,
            status: 'pending' as const,
            notes: null,
          },
        ]
      : []),
  ].map((usage) => ({ ...usage, businessId, id: uuidv7(), usageDate: today }));
  await tx.insert(stockUsages).values(usages);
  await tx.insert(stockUsageItems).values(
    usages.map((usage) => ({
      businessId,
      id: uuidv7(),
      usageId: usage.id,
      position: 0,
      productId: variant.productId,
      variantId: variant.variantId,
      warehouseId: general.id,
      quantity: 1,
    })),
  );
};
