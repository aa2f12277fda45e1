import { and, desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import { textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import {
  clientMemberships,
  clients,
  memberships,
  membershipSessions,
  services,
} from '../db/schema';
import { HttpError, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { changeForClient, checkClient, toClientMembershipDocument } from './clientMemberships';
import { findCoverage } from './coverage';
import { businessTimeZone, localDate } from '../tenancy/zonedTime';
import { businessIdField, idField, instantField, optionalIdField } from '../http/fields';
import { joinReferenced } from '../db/businessRows';
import { filteredList, readPage } from '../registry/pages';

const visitFields = {
  businessId: businessIdField(),
  clientId: idField('saluni.spec.validation.clientRequired'),
  serviceId: optionalIdField(),
};
/** `POST /v1/membership-session/verify`: a visit to check, on `date` (today by default). */
export const verifySchema = yup.object({ ...visitFields, date: instantField() });
/** `POST /v1/membership-session`: a visit to record. */
export const sessionSchema = yup.object({
  ...visitFields,
  sessionAt: instantField(),
  clientMembershipId: optionalIdField(),
  notes: textSchema(1000).nullable(),
});

/** The named service's name, when one is named; it must be of this business. */
const checkService = async (
  db: Database,
  businessId: string,
  serviceId: string | null | undefined,
): Promise<string | null> => {
  if (!serviceId) return null;
  const [service] = await db
    .select({ name: services.name })
    .from(services)
    .where(and(eq(services.businessId, businessId), eq(services.id, serviceId)));
  if (!service) throw validationFailed({ serviceId: text('saluni.validation.referenceNotFound') });
  return service.name;
};

interface SessionParts {
  row: typeof membershipSessions.$inferSelect;
  clientName: string;
  membershipId: string;
  membershipName: string;
  serviceName: string | null;
}

const toSessionDocument = ({
  row,
  clientName,
  membershipId,
  membershipName,
  serviceName,
}: SessionParts) => ({
  _id: row.id,
  businessId: row.businessId,
  clientId: row.clientId,
  clientName,
  clientMembershipId: row.clientMembershipId,
  membershipId,
  membershipName,
  serviceId: row.serviceId,
  serviceName,
  sessionAt: row.sessionAt.toISOString(),
  notes: row.notes,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Whether a client's memberships cover a visit (on `date`, today by default; of `serviceId` when
 * named): `{ valid, clientMembership }`, or `{ valid: false, reason, message }`.
 */
export const verifyMembershipVisit = async (
  db: Database,
  businessId: string,
  body: yup.InferType<typeof verifySchema>,
) => {
  await checkClient(db, businessId, body.clientId);
  await checkService(db, businessId, body.serviceId);
  const timeZone = await businessTimeZone(db, businessId);
  const coverage = await findCoverage(
    db,
    businessId,
    body.clientId,
    localDate(body.date ? new Date(body.date) : new Date(), timeZone),
    body.serviceId ?? undefined,
  );
  if (!coverage.valid)
    return {
      valid: false,
      reason: coverage.reason,
      message: text(`saluni.offerings.coverage.${coverage.reason}`),
    };
  return {
    valid: true,
    clientMembership: toClientMembershipDocument(
      coverage.clientMembership,
      coverage.membershipName,
      localDate(new Date(), timeZone),
    ),
  };
};

/**
 * Records a visit a client makes under a membership they hold (docs/areas/offerings.md); a visit
 * their memberships do not cover is a 409 saying why.
 */
export const recordMembershipSession = async (
  db: Database,
  businessId: string,
  body: yup.InferType<typeof sessionSchema>,
) => {
  const sessionAt = body.sessionAt ? new Date(body.sessionAt) : new Date();
  const session = await changeForClient(
    db,
    businessId,
    body.clientId,
    async (tx, client, timeZone) => {
      const serviceName = await checkService(tx, businessId, body.serviceId);
      const coverage = await findCoverage(
        tx,
        businessId,
        body.clientId,
        localDate(sessionAt, timeZone),
        body.serviceId ?? undefined,
        body.clientMembershipId ?? undefined,
      );
      // A visit the client's memberships do not cover is not recorded as a membership session.
      if (!coverage.valid)
        throw new HttpError(
          409,
          'INVALID_STATE',
          text(`saluni.offerings.coverage.${coverage.reason}`),
        );
      const [row] = await tx
        .insert(membershipSessions)
        .values({
          businessId,
          id: uuidv7(),
          clientMembershipId: coverage.clientMembership.id,
          clientId: client.id,
          serviceId: body.serviceId ?? null,
          sessionAt,
          notes: body.notes ?? null,
        })
        .returning();
      return {
        row: row!,
        clientName: client.fullName,
        membershipId: coverage.clientMembership.membershipId,
        membershipName: coverage.membershipName,
        serviceName,
      };
    },
  );
  return toSessionDocument(session);
};

/** A page of membership sessions, latest first; `clientId` and `clientMembershipId` narrow it. */
export const listMembershipSessions = async (
  db: Database,
  businessId: string,
  queried: Record<string, unknown>,
) => {
  const { query, where, total } = filteredList(db, membershipSessions, businessId, queried, [
    'clientId',
    'clientMembershipId',
  ]);
  const rows = db
    .select({
      row: membershipSessions,
      clientName: clients.fullName,
      membershipId: memberships.id,
      membershipName: memberships.name,
      serviceName: services.name,
    })
    .from(membershipSessions)
    .innerJoin(clients, joinReferenced(clients, membershipSessions.clientId))
    .innerJoin(
      clientMemberships,
      joinReferenced(clientMemberships, membershipSessions.clientMembershipId),
    )
    .innerJoin(memberships, joinReferenced(memberships, clientMemberships.membershipId))
    .leftJoin(services, joinReferenced(services, membershipSessions.serviceId))
    .where(where)
    .orderBy(desc(membershipSessions.sessionAt), desc(membershipSessions.id))
    .$dynamic();
  const sort = { field: 'sessionAt', direction: -1 } as const;
  return readPage({ rows, total, ...query, sort }, (found) => found.map(toSessionDocument));
};
