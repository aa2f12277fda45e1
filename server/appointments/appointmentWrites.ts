import { v7 as uuidv7 } from 'uuid';
import type { InferType } from 'yup';
import type { RecurringPeriod } from '../../registry/appointments';
import type { Database } from '../db/database';
import { appointments } from '../db/schema';
import { notFound } from '../http/errors';
import { businessRowsMatching } from '../db/businessRows';
import { idsOfQuery } from '../registry/deleteQuery';
import { deletedReply } from '../registry/deletedReply';
import { isUuid } from '../http/ids';
import { type Access } from '../tenancy/access';
import { refusingOverlaps } from './appointmentChange';
import { businessCalendarOf, checkSlots, newAppointmentRows } from './booking';
import { emitAppointmentEvent, toAppointmentDocument } from './documents';
import { occurrences } from './recurrence';
import { toBookingInput, type BookingBody, type recurringSchema } from './schemas';
import { seriesSlots } from './series';
import { checkedAppointmentShares } from './staffShares';

type Query = Record<string, unknown>;

/** Books one appointment; 409 UNAVAILABLE with the reason when its slot is not free. */
export const bookAppointment = async (db: Database, access: Access, body: BookingBody) => {
  const input = toBookingInput(body);
  const slot = { start: input.startDate, durationInMinutes: input.durationInMinutes };
  const [row] = await refusingOverlaps(() =>
    db.transaction(async (tx) => {
      await checkSlots(tx, access, input, [slot]);
      const staffShares = await checkedAppointmentShares(
        tx,
        access.businessId,
        input.employeeId,
        body.staffShares ?? [],
      );
      const rows = await tx
        .insert(appointments)
        .values(
          newAppointmentRows(access, input, [slot], null).map((row) => ({ ...row, staffShares })),
        )
        .returning();
      await emitAppointmentEvent(tx, 'appointment.created', rows[0]!);
      return rows;
    }),
  );
  return toAppointmentDocument(row!);
};

/**
 * Books a series, all or none; 409 UNAVAILABLE with details.dates while a public holiday of the
 * series is undecided (holidays are named in `language`, the caller's).
 */
export const bookSeries = async (
  db: Database,
  access: Access,
  body: InferType<typeof recurringSchema>,
  language: string,
) => {
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
    language,
  );
  const rows = await refusingOverlaps(() =>
    db.transaction(async (tx) => {
      await checkSlots(tx, access, input, slots, undefined, holidaysBookedAnyway);
      const staffShares = await checkedAppointmentShares(
        tx,
        access.businessId,
        input.employeeId,
        body.staffShares ?? [],
      );
      const rows = await tx
        .insert(appointments)
        .values(
          newAppointmentRows(access, input, slots, uuidv7()).map((row) => ({
            ...row,
            staffShares,
          })),
        )
        .returning();
      for (const row of rows) await emitAppointmentEvent(tx, 'appointment.created', row);
      return rows;
    }),
  );
  return rows.map(toAppointmentDocument);
};

const remove = async (db: Database, businessId: string, ids: string[]) =>
  db
    .delete(appointments)
    .where(businessRowsMatching(appointments, businessId, { id: ids }))
    .returning();

/** `DELETE /v1/appointment/:id`: the deleted appointment. */
export const deleteAppointment = async (
  db: Database,
  businessId: string,
  id: string | undefined,
) => {
  if (!isUuid(id)) throw notFound();
  const [row] = await remove(db, businessId, [id]);
  if (!row) throw notFound();
  return toAppointmentDocument(row);
};

/** `DELETE /v1/appointment?id=…`: `{ appointment }` for one, `{ deleted }` for several. */
export const deleteAppointmentsOfQuery = async (db: Database, businessId: string, query: Query) => {
  const ids = idsOfQuery(query);
  const rows = await remove(db, businessId, ids);
  if (rows.length !== ids.length && ids.length === 1) throw notFound();
  return deletedReply(ids, 'appointment', rows.map(toAppointmentDocument));
};
