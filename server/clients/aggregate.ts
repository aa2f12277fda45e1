import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { asc, count, eq, gte, sql } from 'drizzle-orm';
import { GENDERS } from '../../registry/resources/client';
import type { Database } from '../db/database';
import { businesses, clientCategories, clientCategoryMembers, clients } from '../db/schema';
import { joinReferenced } from '../db/businessRows';

dayjs.extend(utc);
dayjs.extend(timezone);

type Gender = (typeof GENDERS)[number]['value'];

/** The reply of `GET /v1/client/aggregate` under `clientAggregate` (docs/areas/clients.md). */
export interface ClientAggregate {
  clients: number;
  /** Clients added since the first day of this month, 00:00 in the business time zone. */
  newThisMonth: number;
  monthStart: string;
  timeZone: string;
  byGender: Record<Gender, number>;
  /** Every category of the business, by name, with its number of clients. */
  byCategory: { _id: string; category_name: string; name: string; clients: number }[];
  /** Clients in no category. */
  uncategorised: number;
}

/** The instant this month began in `timeZone`, as seen at `now`. */
export const monthStartIn = (timeZone: string, now: Date): Date =>
  dayjs(now).tz(timeZone).startOf('month').toDate();

export const clientAggregate = async (
  db: Database,
  businessId: string,
  now = new Date(),
): Promise<ClientAggregate> => {
  const [business] = await db
    .select({ timeZone: businesses.timezone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const timeZone = business!.timeZone;
  const monthStart = monthStartIn(timeZone, now);
  const ofBusiness = eq(clients.businessId, businessId);
  const memberOfAny = sql`exists (select 1 from ${clientCategoryMembers} where ${clientCategoryMembers.businessId} = ${clients.businessId} and ${clientCategoryMembers.clientId} = ${clients.id})`;

  const [[totals], genders, categories] = await Promise.all([
    db
      .select({
        clients: count(),
        newThisMonth: count(sql`case when ${gte(clients.createdAt, monthStart)} then 1 end`),
        uncategorised: count(sql`case when not ${memberOfAny} then 1 end`),
      })
      .from(clients)
      .where(ofBusiness),
    db
      .select({ gender: clients.gender, clients: count() })
      .from(clients)
      .where(ofBusiness)
      .groupBy(clients.gender),
    db
      .select({
        id: clientCategories.id,
        name: clientCategories.category_name,
        clients: count(clientCategoryMembers.id),
      })
      .from(clientCategories)
      .leftJoin(
        clientCategoryMembers,
        joinReferenced(clientCategories, clientCategoryMembers.categoryId),
      )
      .where(eq(clientCategories.businessId, businessId))
      .groupBy(clientCategories.id, clientCategories.category_name)
      .orderBy(asc(clientCategories.category_name), asc(clientCategories.id)),
  ]);

  const byGender = Object.fromEntries(GENDERS.map(({ value }) => [value, 0])) as Record<
    Gender,
    number
  >;
  for (const row of genders)
    if (row.gender in byGender) byGender[row.gender as Gender] = row.clients;
  return {
    clients: totals!.clients,
    newThisMonth: totals!.newThisMonth,
    monthStart: monthStart.toISOString(),
    timeZone,
    byGender,
    byCategory: categories.map((row) => ({
      _id: row.id,
      category_name: row.name,
      name: row.name,
      clients: row.clients,
    })),
    uncategorised: totals!.uncategorised,
  };
};
