import { and, desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import { FREQUENCY_TYPES, type MembershipDuration } from '../../registry/offerings/membershipTerms';
import { choiceSchema, LAST_DAY } from '../../registry/validation';
import type { Database } from '../db/database';
import { clientMemberships, clients, memberships } from '../db/schema';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { isUuid } from '../http/ids';
import { businessTimeZone, localDate } from '../tenancy/zonedTime';
import { holdingEnd } from './dates';
import { businessIdField, dayField, idField, wholeNumberField } from '../http/fields';
import { joinReferenced } from '../db/businessRows';
import { filteredList, readPage } from '../registry/pages';

type ClientMembershipRow = typeof clientMemberships.$inferSelect;

/** How a client membership reads; `expired` once its last covered day is past. */
export const toClientMembershipDocument = (
  row: ClientMembershipRow,
  membershipName: string,
  today: string,
) => ({
  _id: row.id,
  businessId: row.businessId,
  clientId: row.clientId,
  membershipId: row.membershipId,
  membershipName,
  frequency: row.frequency,
  price: Number(row.price),
  periods: row.periods,
  startDate: row.startDate,
  endDate: row.endDate,
  status:
    row.status === 'cancelled'
      ? 'cancelled'
      : row.endDate !== null && row.endDate < today
        ? 'expired'
        : 'active',
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** `POST /v1/membership/client`: a client joins a membership programme. */
export const recordSchema = yup.object({
  businessId: businessIdField(),
  clientId: idField('saluni.spec.validation.clientRequired'),
  membershipId: idField('saluni.offerings.validation.membershipRequired'),
  frequency: choiceSchema(FREQUENCY_TYPES).required(
    'saluni.offerings.validation.frequencyRequired',
  ),
  startDate: dayField(),
  periods: wholeNumberField(1, 120),
});

/** `POST /v1/membership/client/{id}/cancel` names only its business. */
export const cancelSchema = yup.object({ businessId: businessIdField() });

/** The client exists in this business, or the field is refused like a registry reference. */
export const checkClient = async (db: Database, businessId: string, clientId: string) => {
  const [client] = await db
    .select({ id: clients.id, fullName: clients.fullName })
    .from(clients)
    .where(and(eq(clients.businessId, businessId), eq(clients.id, clientId)));
  if (!client) throw validationFailed({ clientId: text('saluni.validation.referenceNotFound') });
  return client;
};

/**
 * A change for a client of the business (a sale, a visit), made in one transaction that first
 * checks the client is the business's, and given the business's time zone for its dates.
 */
export const changeForClient = async <T>(
  db: Database,
  businessId: string,
  clientId: string,
  change: (tx: Database, client: { id: string; fullName: string }, timeZone: string) => Promise<T>,
): Promise<T> => {
  const timeZone = await businessTimeZone(db, businessId);
  return db.transaction(async (tx) =>
    change(tx, await checkClient(tx, businessId, clientId), timeZone),
  );
};

/**
 * A client now holds a membership, inside the caller's transaction: the programme's price for the
 * frequency, `periods` durations from the start day (today in the business zone by default). The
 * counter sale and the checkout both add memberships this way; the caller has checked the client.
 */
export const addClientMembership = async (
  tx: Database,
  businessId: string,
  holding: {
    clientId: string;
    membershipId: string;
    frequency: string;
    periods?: number | null;
    startDate?: string | null;
  },
  timeZone: string,
): Promise<{ row: ClientMembershipRow; membershipName: string }> => {
  const [programme] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.businessId, businessId), eq(memberships.id, holding.membershipId)));
  if (!programme)
    throw validationFailed({ membershipId: text('saluni.validation.referenceNotFound') });
  const price = (programme.price as Record<string, number>)[holding.frequency];
  if (price === undefined)
    throw validationFailed({ frequency: text('saluni.offerings.validation.frequencyNotOffered') });
  const periods = holding.periods ?? 1;
  const startDate = holding.startDate ?? localDate(new Date(), timeZone);
  const endDate = holdingEnd(startDate, periods, programme.duration as MembershipDuration | null);
  if (endDate === undefined)
    throw validationFailed({
      periods: text('saluni.offerings.validation.endsTooLate', { max: LAST_DAY }),
    });
  const [row] = await tx
    .insert(clientMemberships)
    .values({
      businessId,
      id: uuidv7(),
      clientId: holding.clientId,
      membershipId: programme.id,
      frequency: holding.frequency,
      price: String(price),
      periods,
      startDate,
      endDate,
    })
    .returning();
  return { row: row!, membershipName: programme.name };
};

/** A new client membership of a programme, from a checked body (its client must be of the business). */
export const recordClientMembership = (
  db: Database,
  businessId: string,
  body: yup.InferType<typeof recordSchema>,
) =>
  changeForClient(db, businessId, body.clientId, async (tx, _client, timeZone) => {
    const { row, membershipName } = await addClientMembership(tx, businessId, body, timeZone);
    return toClientMembershipDocument(row, membershipName, localDate(new Date(), timeZone));
  });

/** A page of client memberships, newest start first; `clientId` and `membershipId` narrow it. */
export const listClientMemberships = async (
  db: Database,
  businessId: string,
  queried: Record<string, unknown>,
) => {
  const { query, where, total } = filteredList(db, clientMemberships, businessId, queried, [
    'clientId',
    'membershipId',
  ]);
  const rows = db
    .select({ row: clientMemberships, name: memberships.name })
    .from(clientMemberships)
    .innerJoin(memberships, joinReferenced(memberships, clientMemberships.membershipId))
    .where(where)
    .orderBy(desc(clientMemberships.startDate), desc(clientMemberships.id))
    .$dynamic();
  const today = localDate(new Date(), await businessTimeZone(db, businessId));
  const sort = { field: 'startDate', direction: -1 } as const;
  return readPage({ rows, total, ...query, sort }, (found) =>
    found.map(({ row, name }) => toClientMembershipDocument(row, name, today)),
  );
};

/** Cancels a client membership; cancelling twice is a 409, an id not of the business a 404. */
export const cancelClientMembership = async (db: Database, businessId: string, id: string) => {
  if (!isUuid(id)) throw notFound();
  const byId = and(eq(clientMemberships.businessId, businessId), eq(clientMemberships.id, id));
  const timeZone = await businessTimeZone(db, businessId);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(clientMemberships).where(byId).for('update');
    if (!existing) throw notFound();
    if (existing.status === 'cancelled')
      throw new HttpError(409, 'INVALID_STATE', text('saluni.offerings.errors.alreadyCancelled'));
    const [row] = await tx
      .update(clientMemberships)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(byId)
      .returning();
    const [programme] = await tx
      .select({ name: memberships.name })
      .from(memberships)
      .where(
        and(eq(memberships.businessId, businessId), eq(memberships.id, existing.membershipId)),
      );
    return toClientMembershipDocument(row!, programme?.name ?? '', localDate(new Date(), timeZone));
  });
};
