import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../registry/appointments';
import { and, asc, count, countDistinct, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appointments, serviceRooms } from '../db/schema';
import { badRequest } from '../http/errors';
import { isRealInstant } from '../http/fields';
import { parsePageQuery } from '../http/pageQuery';
import { businessCalendarOf } from './booking';
import { toAppointmentDocument } from './documents';
import { addToWallClock, instantOf } from '../tenancy/zonedTime';
import { readPage } from '../registry/pages';

type Query = Record<string, unknown>;

/** An ISO instant of a query string, or a 400. */
export const instantParam = (value: unknown): Date => {
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

/** `?startDate&endDate&employeeId&clientId&status&location&page&limit`, by start time. */
export const appointmentPage = async (db: Database, businessId: string, query: Query) => {
  const { where, page, limit } = listQuery(businessId, query);
  const rows = db
    .select()
    .from(appointments)
    .where(where)
    .orderBy(asc(appointments.startDate), asc(appointments.id))
    .$dynamic();
  const totals = db
    .select({ total: count(), uniqueClients: countDistinct(appointments.clientId) })
    .from(appointments)
    .where(where)
    .then(([counted]) => counted!);
  const total = totals.then((counted) => counted.total);
  const sort = { field: 'startDate', direction: 1 } as const;
  return {
    ...(await readPage({ rows, total, page, limit, sort }, (docs) =>
      docs.map(toAppointmentDocument),
    )),
    uniqueClientsCount: (await totals).uniqueClients,
  };
};

/** How many appointments the list's filters find. */
export const appointmentCount = async (db: Database, businessId: string, query: Query) => {
  const { where } = listQuery(businessId, query);
  const [totals] = await db.select({ total: count() }).from(appointments).where(where);
  return totals!.total;
};

/**
 * `?date=YYYY-MM-DD` (the business's day): each room's appointments by name, then those in no
 * room: `[{ room: { _id, name }, appointments }, …, { room: null, appointments }]`.
 */
export const appointmentsByRoom = async (db: Database, businessId: string, date: unknown) => {
  if (
    typeof date !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
    !isRealInstant(`${date}T00:00:00Z`)
  )
    throw badRequest('saluni.validation.invalidQuery');
  const { timezone } = await businessCalendarOf(db, businessId);
  const dayStart = instantOf(`${date}T00:00:00`, timezone);
  const dayEnd = instantOf(`${addToWallClock(`${date}T00:00:00`, 1, 'day')}`, timezone);
  const overlapsDay = and(lt(appointments.startDate, dayEnd), gt(appointments.endDate, dayStart));
  const [rooms, rows] = await Promise.all([
    db
      .select({ _id: serviceRooms.id, name: serviceRooms.name })
      .from(serviceRooms)
      .where(eq(serviceRooms.businessId, businessId))
      .orderBy(asc(serviceRooms.name), asc(serviceRooms.id)),
    db
      .select()
      .from(appointments)
      .where(and(eq(appointments.businessId, businessId), overlapsDay))
      .orderBy(asc(appointments.startDate), asc(appointments.id)),
  ]);
  const inRoom = (roomId: string | null) =>
    rows.filter((row) => row.roomId === roomId).map(toAppointmentDocument);
  return [
    ...rooms.map((room) => ({ room, appointments: inRoom(room._id) })),
    { room: null, appointments: inRoom(null) },
  ];
};
