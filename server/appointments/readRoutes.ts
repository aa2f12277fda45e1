import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../registry/appointments';
import { and, asc, count, countDistinct, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { employee } from '../../registry';
import type { WorkingDay } from '../../registry/staff/workingHours';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { appointments, employees, serviceRooms } from '../db/schema';
import { badRequest } from '../http/errors';
import { text } from '../http/messages';
import { isRealInstant } from '../http/fields';
import { parsePageQuery } from '../http/pageQuery';
import { toPage } from '../registry/documents';
import { authorize, isUuid } from '../tenancy/access';
import { availabilityRule } from './availability';
import { businessCalendarOf, busyOfEveryone } from './booking';
import { toAppointmentDocument } from './documents';
import { APPOINTMENTS_MODULE } from './module';
import { DURATION_OPTIONS } from './schemas';
import { addToWallClock, instantOf } from '../tenancy/zonedTime';

const MINUTE = 60_000;

type Query = Record<string, unknown>;

/** Only what the staff picker shows (back-office.md 3: _id, fullName, phone, user) and the week the rule reads; prepared. */
const staffWithHours = preparedStatement((db) =>
  db
    .select({
      _id: employees.id,
      fullName: employees.fullName,
      phone: employees.phone,
      email: employees.email,
      workingHours: employees.workingHours,
    })
    .from(employees)
    .where(eq(employees.businessId, sql.placeholder('businessId')))
    .orderBy(asc(employees.fullName), asc(employees.id))
    .prepare('saluni_appointments_staff_with_hours'),
);

/** An ISO instant of a query string, or a 400. */
const instantParam = (value: unknown): Date => {
  if (typeof value !== 'string' || !isRealInstant(value))
    throw badRequest('saluni.validation.invalidQuery');
  return new Date(value);
};

/** The conditions and paging of the list and count queries: a time range, staff, client, status, room. */
const listQuery = (businessId: string, query: Query) => {
  const { startDate, endDate, status, ...rest } = query;
  const { page, limit, filters } = parsePageQuery(rest, ['employeeId', 'clientId', 'location']);
  const conditions: SQL[] = [eq(appointments.businessId, businessId)];
  if (startDate !== undefined) conditions.push(gt(appointments.endDate, instantParam(startDate)));
  if (endDate !== undefined) conditions.push(lt(appointments.startDate, instantParam(endDate)));
  if (status !== undefined) {
    const statuses: readonly string[] = APPOINTMENT_STATUSES;
    if (typeof status !== 'string' || !statuses.includes(status))
      throw badRequest('saluni.validation.invalidQuery');
    conditions.push(eq(appointments.status, status as AppointmentStatus));
  }
  if (filters.employeeId) conditions.push(eq(appointments.employeeId, filters.employeeId));
  if (filters.clientId) conditions.push(eq(appointments.clientId, filters.clientId));
  if (filters.location) conditions.push(eq(appointments.roomId, filters.location));
  return { where: and(...conditions), page, limit };
};

/**
 * The appointment reads (docs/areas/appointments.md):
 *   GET  /v1/appointment?businessId&startDate&endDate&employeeId&clientId&status&location&page&limit
 *        -> { appointmentPage: page + uniqueClientsCount }, by start time
 *   GET  /v1/appointment/count?<the same filters> -> { appointmentCount }
 *   GET  /v1/appointment/grouped-by-room?businessId&date=YYYY-MM-DD (the business's day)
 *        -> { groupedAppointments: [{ room: { _id, name }, appointments }, …, { room: null, appointments }] }
 *   GET  /v1/employee/get-with-availability?businessId&startDate&durationInMinutes&serviceIds…
 *        -> { employees: [{ _id, fullName, phone, email, available, reason?, message? }] }
 */
export const registerAppointmentReads = (app: FastifyInstance, db: Database) => {
  app.get<{ Querystring: Query }>('/v1/appointment', async (request) => {
    const access = await authorize(
      db,
      request,
      request.query.businessId,
      APPOINTMENTS_MODULE,
      'read',
    );
    const { where, page, limit } = listQuery(access.businessId, request.query);
    let rows = db
      .select()
      .from(appointments)
      .where(where)
      .orderBy(asc(appointments.startDate), asc(appointments.id))
      .$dynamic();
    if (limit > 0) rows = rows.limit(limit).offset((page - 1) * limit);
    const [docs, [totals]] = await Promise.all([
      rows,
      db
        .select({ total: count(), uniqueClients: countDistinct(appointments.clientId) })
        .from(appointments)
        .where(where),
    ]);
    return {
      appointmentPage: {
        ...toPage(docs.map(toAppointmentDocument), totals!.total, limit > 0 ? page : 1, limit, {
          field: 'startDate',
          direction: 1,
        }),
        uniqueClientsCount: totals!.uniqueClients,
      },
    };
  });

  app.get<{ Querystring: Query }>('/v1/appointment/count', async (request) => {
    const access = await authorize(
      db,
      request,
      request.query.businessId,
      APPOINTMENTS_MODULE,
      'read',
    );
    const { where } = listQuery(access.businessId, request.query);
    const [totals] = await db.select({ total: count() }).from(appointments).where(where);
    return { appointmentCount: totals!.total };
  });

  app.get<{ Querystring: Query }>('/v1/appointment/grouped-by-room', async (request) => {
    const access = await authorize(
      db,
      request,
      request.query.businessId,
      APPOINTMENTS_MODULE,
      'read',
    );
    const { date, businessId: _businessId, ...unknown } = request.query;
    if (
      Object.keys(unknown).length ||
      typeof date !== 'string' ||
      !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
      !isRealInstant(`${date}T00:00:00Z`)
    ) {
      throw badRequest('saluni.validation.invalidQuery');
    }
    const { timezone } = await businessCalendarOf(db, access.businessId);
    const dayStart = instantOf(`${date}T00:00:00`, timezone);
    const dayEnd = instantOf(`${addToWallClock(`${date}T00:00:00`, 1, 'day')}`, timezone);
    const [rooms, rows] = await Promise.all([
      db
        .select({ _id: serviceRooms.id, name: serviceRooms.name })
        .from(serviceRooms)
        .where(eq(serviceRooms.businessId, access.businessId))
        .orderBy(asc(serviceRooms.name), asc(serviceRooms.id)),
      db
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.businessId, access.businessId),
            lt(appointments.startDate, dayEnd),
            gt(appointments.endDate, dayStart),
          ),
        )
        .orderBy(asc(appointments.startDate), asc(appointments.id)),
    ]);
    const inRoom = (roomId: string | null) =>
      rows.filter((row) => row.roomId === roomId).map(toAppointmentDocument);
    return {
      groupedAppointments: [
        ...rooms.map((room) => ({ room, appointments: inRoom(room._id) })),
        { room: null, appointments: inRoom(null) },
      ],
    };
  });

  app.get<{ Querystring: Query }>('/v1/employee/get-with-availability', async (request) => {
    const access = await authorize(db, request, request.query.businessId, employee.module, 'read');
    const {
      startDate,
      durationInMinutes,
      serviceIds,
      businessId: _businessId,
      ...unknown
    } = request.query;
    if (Object.keys(unknown).length) throw badRequest('saluni.validation.invalidQuery');
    const start = instantParam(startDate);
    const duration = Number(durationInMinutes);
    if (
      typeof durationInMinutes !== 'string' ||
      !(DURATION_OPTIONS as readonly number[]).includes(duration)
    )
      throw badRequest('saluni.validation.invalidQuery');
    const services =
      serviceIds === undefined ? [] : Array.isArray(serviceIds) ? serviceIds : [serviceIds];
    if (!services.every(isUuid)) throw badRequest('saluni.validation.invalidQuery');
    const business = await businessCalendarOf(db, access.businessId);
    const staff = await staffWithHours(db).execute({ businessId: access.businessId });
    const slot = { start, durationInMinutes: duration };
    const gap = business.appointmentGapInMinutes * MINUTE;
    const end = new Date(start.getTime() + duration * MINUTE);
    const busy = staff.length
      ? await busyOfEveryone(
          db,
          access.businessId,
          new Date(start.getTime() - gap),
          new Date(end.getTime() + gap),
        )
      : [];
    const busyOf = new Map<string, typeof busy>();
    for (const interval of busy) {
      const list = busyOf.get(interval.employeeId);
      if (list) list.push(interval);
      else busyOf.set(interval.employeeId, [interval]);
    }
    const rule = availabilityRule(business, slot, request.language);
    // One message per reason (and holiday): every booked staff member shares it.
    const messages = new Map<string, string>();
    const messageOf = (reason: string, holiday?: string) => {
      const key = `${reason}/${holiday ?? ''}`;
      let message = messages.get(key);
      if (message === undefined) {
        message = text(
          `saluni.appointments.unavailable.${reason}`,
          holiday ? { holiday } : undefined,
        );
        messages.set(key, message);
      }
      return message;
    };
    return {
      employees: staff.map(({ workingHours, ...member }) => {
        const availability = rule(workingHours as WorkingDay[], busyOf.get(member._id) ?? []);
        if (availability.available) return { ...member, available: true };
        return {
          ...member,
          available: false,
          reason: availability.reason,
          message: messageOf(availability.reason, availability.holiday),
        };
      }),
    };
  });
};
