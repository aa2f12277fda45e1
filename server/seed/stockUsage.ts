import { and, asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import {
  appointments,
  productVariants,
  products,
  stockUsageItems,
  stockUsages,
  warehouses,
} from '../db/schema';
import { GENERAL_WAREHOUSE } from '../stock';

/**
 * A demo salon's stock usages: pending and cancelled ones only, so the seeded stock stays what
 * the catalogue opened with; confirming one in the app shows the ledger at work.
 */
export const seedStockUsage = async (tx: Database, businessId: string, today: string) => {
  const [general] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.businessId, businessId), eq(warehouses.name, GENERAL_WAREHOUSE)));
  const [variant] = await tx
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .innerJoin(
      products,
      and(
        eq(products.businessId, productVariants.businessId),
        eq(products.id, productVariants.productId),
      ),
    )
    .where(and(eq(productVariants.businessId, businessId), eq(products.in_store, true)))
    .orderBy(asc(products.title))
    .limit(1);
  const [visit] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.businessId, businessId))
    .orderBy(asc(appointments.startDate))
    .limit(1);
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
    ...(visit
      ? [
          {
            usageNumber: 'SU-000003',
            purpose: 'appointment' as const,
            businessReason: null,
            appointmentId: visit.id,
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
      variantId: variant.id,
      warehouseId: general.id,
      quantity: 1,
    })),
  );
};
