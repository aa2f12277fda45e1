import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import type { InferType } from 'yup';
import type { Currency } from '../../registry/business';
import {
  MAX_STARTER_SERVICES,
  STARTER_SERVICES,
  starterLanguageOf,
  type FirstRunChecklist,
  type StarterServicesResult,
} from '../../registry/firstRun';
import { textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import {
  appointments,
  businesses,
  employees,
  serviceRooms,
  services,
  smsBundleOrders,
} from '../db/schema';
import { notFound } from '../http/errors';
import type { Access } from '../tenancy/access';

const STARTER_KEYS = STARTER_SERVICES.map((item) => item.key);

export const starterSchema = yup.object({
  businessId: textSchema(),
  keys: yup
    .array(
      textSchema()
        .oneOf(STARTER_KEYS, 'saluni.firstRun.validation.unknownStarter')
        .required('saluni.firstRun.validation.unknownStarter'),
    )
    .strict()
    .typeError('saluni.firstRun.validation.keysRequired')
    .required('saluni.firstRun.validation.keysRequired')
    .min(1, 'saluni.firstRun.validation.keysRequired')
    .max(MAX_STARTER_SERVICES, {
      message: 'saluni.validation.max',
      args: { max: MAX_STARTER_SERVICES },
    }),
});

/** Whether the business has a row of `table` (matching `condition`): one row at most, by its index. */
const hasAnyOf = async (
  db: Database,
  businessId: string,
  table: PgTable & { businessId: AnyPgColumn; id: AnyPgColumn },
  condition?: SQL,
) => {
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.businessId, businessId), condition))
    .limit(1);
  return found.length > 0;
};

/** The checklist of a new business's first steps (docs/areas/first-run.md). */
export const checklistOf = async (db: Database, businessId: string): Promise<FirstRunChecklist> => {
  const [business] = await db
    .select({
      createdAt: businesses.createdAt,
      updatedAt: businesses.updatedAt,
      smsBalance: businesses.smsBalance,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw notFound();
  const [hasService, hasStaff, hasRoom, hasPaidBundle, hasBooking] = await Promise.all([
    hasAnyOf(db, businessId, services),
    hasAnyOf(db, businessId, employees),
    hasAnyOf(db, businessId, serviceRooms),
    hasAnyOf(db, businessId, smsBundleOrders, eq(smsBundleOrders.status, 'paid')),
    hasAnyOf(db, businessId, appointments),
  ]);
  return {
    steps: {
      // Saved once: the owner has looked at country, currency, time zone and logo.
      settings: business.updatedAt.getTime() > business.createdAt.getTime(),
      services: hasService,
      staff: hasStaff,
      rooms: hasRoom,
      sms: business.smsBalance > 0 || hasPaidBundle,
      booking: hasBooking,
    },
  };
};

/**
 * Adds the chosen starter services (docs/areas/first-run.md), named in the caller's language and
 * priced in the business's currency; a name the business already has is skipped, so offering
 * them again creates no duplicates.
 */
export const addStarterServices = async (
  db: Database,
  access: Access,
  body: InferType<typeof starterSchema>,
) => {
  const language = starterLanguageOf(access.user.language);
  const chosen = STARTER_SERVICES.filter((item) => body.keys.includes(item.key));
  return db.transaction(async (tx): Promise<StarterServicesResult> => {
    // Holding the business row makes two confirmations in a row add each name once.
    const [business] = await tx
      .select({ currency: businesses.currency })
      .from(businesses)
      .where(eq(businesses.id, access.businessId))
      .for('update');
    if (!business) throw notFound();
    const present = await tx
      .select({ name: sql<string>`lower(trim(${services.name}))` })
      .from(services)
      .where(eq(services.businessId, access.businessId));
    const taken = new Set(present.map((row) => row.name));
    const toCreate = chosen.filter((item) => !taken.has(item.name[language].toLowerCase()));
    const skipped = chosen
      .filter((item) => taken.has(item.name[language].toLowerCase()))
      .map((item) => item.name[language]);
    const rows = toCreate.map((item) => ({
      businessId: access.businessId,
      id: uuidv7(),
      name: item.name[language],
      advancedPricing: [
        {
          price: item.price[business.currency as Currency],
          durationInMinutes: item.durationInMinutes,
        },
      ],
    }));
    const created = rows.length
      ? await tx.insert(services).values(rows).returning({ _id: services.id, name: services.name })
      : [];
    return { created, skipped };
  });
};
