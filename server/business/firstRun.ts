import { and, eq, sql } from 'drizzle-orm';
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

/** Whether a probe (one row at most, by the business's index) found anything. */
const hasAny = async (query: Promise<unknown[]>) => (await query).length > 0;

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
    hasAny(
      db
        .select({ id: services.id })
        .from(services)
        .where(eq(services.businessId, businessId))
        .limit(1),
    ),
    hasAny(
      db
        .select({ id: employees.id })
        .from(employees)
        .where(eq(employees.businessId, businessId))
        .limit(1),
    ),
    hasAny(
      db
        .select({ id: serviceRooms.id })
        .from(serviceRooms)
        .where(eq(serviceRooms.businessId, businessId))
        .limit(1),
    ),
    hasAny(
      db
        .select({ id: smsBundleOrders.id })
        .from(smsBundleOrders)
        .where(and(eq(smsBundleOrders.businessId, businessId), eq(smsBundleOrders.status, 'paid')))
        .limit(1),
    ),
    hasAny(
      db
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.businessId, businessId))
        .limit(1),
    ),
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
