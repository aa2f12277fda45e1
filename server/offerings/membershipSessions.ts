import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import { membership } from '../../registry';
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
import { parseBody } from '../http/parseBody';
import { toPage } from '../registry/documents';
import { authorize } from '../tenancy/access';
import { checkClient, toClientMembershipDocument } from './clientMemberships';
import { findCoverage } from './coverage';
import { businessTimeZone, localDate } from '../tenancy/zonedTime';
import { parsePageQuery } from '../http/pageQuery';
import {
  businessIdField,
  businessIdOf,
  idField,
  instantField,
  optionalIdField,
} from '../http/fields';

const visitFields = {
  businessId: businessIdField(),
  clientId: idField('saluni.spec.validation.clientRequired'),
  serviceId: optionalIdField(),
};
const verifySchema = yup.object({ ...visitFields, date: instantField() });
const sessionSchema = yup.object({
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

/**
 * Membership sessions: visits clients make under a membership they hold (docs/areas/offerings.md).
 *   GET  /v2/membership-session?businessId&clientId&clientMembershipId&page&limit -> { membershipSessionPage }
 *   POST /v1/membership-session {businessId, clientId, serviceId?, sessionAt?, clientMembershipId?, notes?} -> 201 { membershipSession }
 *   POST /v1/membership-session/verify {businessId, clientId, serviceId?, date?} -> { valid, clientMembership | reason, message }
 */
export const registerMembershipSessionRoutes = (app: FastifyInstance, db: Database) => {
  app.post('/v1/membership-session/verify', async (request) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      membership.module,
      'read',
    );
    const body = await parseBody(verifySchema, request.body);
    await checkClient(db, access.businessId, body.clientId);
    await checkService(db, access.businessId, body.serviceId);
    const timeZone = await businessTimeZone(db, access.businessId);
    const coverage = await findCoverage(
      db,
      access.businessId,
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
  });

  app.post('/v1/membership-session', async (request, reply) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      membership.module,
      'create',
    );
    const body = await parseBody(sessionSchema, request.body);
    const timeZone = await businessTimeZone(db, access.businessId);
    const sessionAt = body.sessionAt ? new Date(body.sessionAt) : new Date();
    const session = await db.transaction(async (tx) => {
      const client = await checkClient(tx, access.businessId, body.clientId);
      const serviceName = await checkService(tx, access.businessId, body.serviceId);
      const coverage = await findCoverage(
        tx,
        access.businessId,
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
          businessId: access.businessId,
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
    });
    return reply.status(201).send({ membershipSession: toSessionDocument(session) });
  });

  app.get<{ Querystring: Record<string, unknown> }>('/v2/membership-session', async (request) => {
    const access = await authorize(
      db,
      request,
      request.query.businessId,
      membership.module,
      'read',
    );
    const query = parsePageQuery(request.query, ['clientId', 'clientMembershipId']);
    const conditions: SQL[] = [eq(membershipSessions.businessId, access.businessId)];
    if (query.filters.clientId)
      conditions.push(eq(membershipSessions.clientId, query.filters.clientId));
    if (query.filters.clientMembershipId)
      conditions.push(eq(membershipSessions.clientMembershipId, query.filters.clientMembershipId));
    const where = and(...conditions);
    let rows = db
      .select({
        row: membershipSessions,
        clientName: clients.fullName,
        membershipId: memberships.id,
        membershipName: memberships.name,
        serviceName: services.name,
      })
      .from(membershipSessions)
      .innerJoin(
        clients,
        and(
          eq(clients.businessId, membershipSessions.businessId),
          eq(clients.id, membershipSessions.clientId),
        ),
      )
      .innerJoin(
        clientMemberships,
        and(
          eq(clientMemberships.businessId, membershipSessions.businessId),
          eq(clientMemberships.id, membershipSessions.clientMembershipId),
        ),
      )
      .innerJoin(
        memberships,
        and(
          eq(memberships.businessId, clientMemberships.businessId),
          eq(memberships.id, clientMemberships.membershipId),
        ),
      )
      .leftJoin(
        services,
        and(
          eq(services.businessId, membershipSessions.businessId),
          eq(services.id, membershipSessions.serviceId),
        ),
      )
      .where(where)
      .orderBy(desc(membershipSessions.sessionAt), desc(membershipSessions.id))
      .$dynamic();
    if (query.limit > 0) rows = rows.limit(query.limit).offset((query.page - 1) * query.limit);
    const [found, [{ total }]] = await Promise.all([
      rows,
      db.select({ total: count() }).from(membershipSessions).where(where),
    ]);
    return {
      membershipSessionPage: toPage(
        found.map(toSessionDocument),
        total,
        query.limit > 0 ? query.page : 1,
        query.limit,
        { field: 'sessionAt', direction: -1 },
      ),
    };
  });
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
