import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../db/database';
import { isExclusionViolation } from '../db/database';
import type { AppointmentStatus, StatusChange } from '../../registry/appointments';
import { appointments } from '../db/schema';
import { notFound } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { businessIdOf } from '../http/fields';
import { idsOfQuery } from '../registry/deleteQuery';
import { authorize, checkVendorModule, isUuid, type Access } from '../tenancy/access';
import {
  businessCalendarOf,
  checkBookingReferences,
  checkSlots,
  newAppointmentRows,
  overlapRefused,
  RELEASED_STATUSES,
  type BookingInput,
} from './booking';
import { toAppointmentDocument, type AppointmentRow } from './documents';
import { APPOINTMENTS_MODULE } from './module';
import type { RecurringPeriod } from '../../registry/appointments';
import { occurrences } from './recurrence';
import { seriesSlots } from './series';
import {
  bookingSchema,
  changeSchema,
  clientChangeSchema,
  recurringSchema,
  toBookingInput,
  type ChangeBody,
} from './schemas';

type Params = { id: string };
type CancelledBy = NonNullable<AppointmentRow['cancelledBy']>;

/** Writes that an exclusion constraint refuses: a booking of the same time committed first. */
const refusingOverlaps = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isExclusionViolation(error)) throw overlapRefused();
    throw error;
  }
};

const isReleased = (status: string) => (RELEASED_STATUSES as readonly string[]).includes(status);

/**
 * Applies a change to an appointment in one transaction. A new time, staff member, room,
 * client or duration (or a cancelled appointment made live again) goes through the availability rule
 * with the appointment's own time left out; other changes only check what they name. A status
 * change is added to the history, with who cancelled for a cancellation (the business unless told).
 */
const changeAppointment = async (
  db: Database,
  access: Access,
  id: string,
  change: ChangeBody,
): Promise<AppointmentRow> =>
  refusingOverlaps(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(appointments)
        .where(and(eq(appointments.businessId, access.businessId), eq(appointments.id, id)))
        .for('update');
      if (!row) throw notFound();
      const input: BookingInput = {
        clientId: change.clientId ?? row.clientId,
        employeeId: change.employeeId ?? row.employeeId,
        serviceIds: change.serviceIds ?? row.serviceIds,
        roomId: change.location === undefined ? row.roomId : change.location,
        consultationFormId:
          change.consultationFormId === undefined
            ? row.consultationFormId
            : change.consultationFormId,
        notes: change.notes === undefined ? row.notes : change.notes,
        startDate: change.startDate ? new Date(change.startDate) : row.startDate,
        durationInMinutes: change.durationInMinutes ?? row.durationInMinutes,
        allowOverlap: change.allowOverlap ?? false,
      };
      const status = (change.status as AppointmentStatus | undefined) ?? row.status;
      const moved =
        input.startDate.getTime() !== row.startDate.getTime() ||
        input.durationInMinutes !== row.durationInMinutes ||
        input.employeeId !== row.employeeId ||
        input.roomId !== row.roomId ||
        input.clientId !== row.clientId ||
        (isReleased(row.status) && !isReleased(status));
      const slot = { start: input.startDate, durationInMinutes: input.durationInMinutes };
      if (moved && !isReleased(status)) await checkSlots(tx, access, input, [slot], row.id);
      else await checkBookingReferences(tx, access, input);
      const cancelledBy =
        status === 'cancelled'
          ? ((change.cancelledBy as CancelledBy | undefined) ??
            (row.status === 'cancelled' ? row.cancelledBy : 'business'))
          : null;
      const history: StatusChange[] =
        status === row.status
          ? row.statusHistory
          : [
              ...row.statusHistory,
              {
                status,
                at: new Date().toISOString(),
                byUserId: access.user.id,
                ...(cancelledBy ? { cancelledBy } : {}),
              },
            ];
      const [updated] = await tx
        .update(appointments)
        .set({
          ...newAppointmentRows(access, input, [slot], row.seriesId)[0]!,
          id: row.id,
          createdAt: row.createdAt,
          allowOverlap: change.allowOverlap ?? (moved ? false : row.allowOverlap),
          status,
          cancelledBy,
          statusHistory: history,
        })
        .where(and(eq(appointments.businessId, access.businessId), eq(appointments.id, row.id)))
        .returning();
      return updated!;
    }),
  );

/**
 * The appointment writes (docs/areas/appointments.md):
 *   POST   /v1/appointment {booking} -> 201 { appointment }; 409 UNAVAILABLE with the reason
 *   POST   /v1/appointment/bulk {booking, recurringPeriod, repeatCount, skipDates?, bookAnywayDates?} -> 201 { appointments },
 *          all or none; 409 UNAVAILABLE with details.dates while a public holiday of the series is undecided
 *   PUT    /v1/appointment/{id} {any booking field, status, cancelledBy} -> { appointment }
 *   PUT    /v1/appointment/client-update/{id} {clientId, notes, consultationFormId, startDate, durationInMinutes}
 *   DELETE /v1/appointment/{id} or ?id=… (vendor-module) -> { appointment } or { deleted }
 */
export const registerAppointmentWrites = (app: FastifyInstance, db: Database) => {
  app.post('/v1/appointment', async (request, reply) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      APPOINTMENTS_MODULE,
      'create',
    );
    const input = toBookingInput(await parseBody(bookingSchema, request.body));
    const slot = { start: input.startDate, durationInMinutes: input.durationInMinutes };
    const [row] = await refusingOverlaps(() =>
      db.transaction(async (tx) => {
        await checkSlots(tx, access, input, [slot]);
        return tx
          .insert(appointments)
          .values(newAppointmentRows(access, input, [slot], null))
          .returning();
      }),
    );
    return reply.status(201).send({ appointment: toAppointmentDocument(row!) });
  });

  app.post('/v1/appointment/bulk', async (request, reply) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      APPOINTMENTS_MODULE,
      'create',
    );
    const body = await parseBody(recurringSchema, request.body);
    const input = toBookingInput(body);
    const business = await businessCalendarOf(db, access.businessId);
    const allSlots = occurrences(
      input.startDate,
      body.recurringPeriod as RecurringPeriod,
      body.repeatCount,
      business.timezone,
    ).map((start) => ({
      start,
      durationInMinutes: input.durationInMinutes,
    }));
    const { slots, holidaysBookedAnyway } = seriesSlots(
      business,
      access,
      allSlots,
      { skipDates: body.skipDates ?? [], bookAnywayDates: body.bookAnywayDates ?? [] },
      input.allowOverlap,
      request.language,
    );
    const rows = await refusingOverlaps(() =>
      db.transaction(async (tx) => {
        await checkSlots(tx, access, input, slots, undefined, holidaysBookedAnyway);
        return tx
          .insert(appointments)
          .values(newAppointmentRows(access, input, slots, uuidv7()))
          .returning();
      }),
    );
    return reply.status(201).send({ appointments: rows.map(toAppointmentDocument) });
  });

  app.put<{ Params: Params }>('/v1/appointment/client-update/:id', async (request) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      APPOINTMENTS_MODULE,
      'update',
    );
    if (!isUuid(request.params.id)) throw notFound();
    const change = await parseBody(clientChangeSchema, request.body);
    return {
      appointment: toAppointmentDocument(
        await changeAppointment(db, access, request.params.id, change),
      ),
    };
  });

  app.put<{ Params: Params }>('/v1/appointment/:id', async (request) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      APPOINTMENTS_MODULE,
      'update',
    );
    if (!isUuid(request.params.id)) throw notFound();
    const change = await parseBody(changeSchema, request.body);
    return {
      appointment: toAppointmentDocument(
        await changeAppointment(db, access, request.params.id, change),
      ),
    };
  });

  const remove = async (access: Access, ids: string[]) =>
    db
      .delete(appointments)
      .where(and(eq(appointments.businessId, access.businessId), inArray(appointments.id, ids)))
      .returning();

  app.delete<{ Params: Params; Querystring: Record<string, unknown> }>(
    '/v1/appointment/:id',
    async (request) => {
      const access = await authorize(
        db,
        request,
        request.query.businessId,
        APPOINTMENTS_MODULE,
        'delete',
      );
      checkVendorModule(request, APPOINTMENTS_MODULE);
      if (!isUuid(request.params.id)) throw notFound();
      const [row] = await remove(access, [request.params.id]);
      if (!row) throw notFound();
      return { appointment: toAppointmentDocument(row) };
    },
  );

  app.delete<{ Querystring: Record<string, unknown> }>('/v1/appointment', async (request) => {
    const access = await authorize(
      db,
      request,
      request.query.businessId,
      APPOINTMENTS_MODULE,
      'delete',
    );
    checkVendorModule(request, APPOINTMENTS_MODULE);
    const ids = idsOfQuery(request.query);
    const rows = await remove(access, ids);
    if (rows.length !== ids.length && ids.length === 1) throw notFound();
    return ids.length === 1
      ? { appointment: toAppointmentDocument(rows[0]!) }
      : { deleted: rows.map(toAppointmentDocument) };
  });
};
