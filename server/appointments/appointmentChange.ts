import { and, eq } from 'drizzle-orm';
import type { AppointmentStatus, StatusChange } from '../../registry/appointments';
import type { Database } from '../db/database';
import { isExclusionViolation } from '../db/database';
import { appointments, onlineBookingSettings } from '../db/schema';
import { notFound } from '../http/errors';
import { isUuid } from '../http/ids';
import { type Access } from '../tenancy/access';
import {
  checkBookingReferences,
  checkSlots,
  newAppointmentRows,
  overlapRefused,
  RELEASED_STATUSES,
  type BookingInput,
} from './booking';
import { emitAppointmentEvent, toAppointmentDocument, type AppointmentRow } from './documents';
import type { ChangeBody } from './schemas';
import { checkedAppointmentShares, sharesWithEmployee } from './staffShares';

type CancelledBy = NonNullable<AppointmentRow['cancelledBy']>;

/** Writes that an exclusion constraint refuses: a booking of the same time committed first. */
export const refusingOverlaps = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isExclusionViolation(error)) throw overlapRefused();
    throw error;
  }
};

/**
 * What a status change does to the deposit (docs/areas/booking-site.md): a no-show keeps a paid
 * deposit; a cancellation by the client after the free-cancellation notice keeps it; any other
 * cancellation (by the business, or by the client in time) leaves it `paid` on the cancelled
 * appointment, which the booking site's deposit sweep sends back and marks refunded. A deposit
 * never paid is released with the cancelled or missed appointment.
 */
const depositAfter = async (
  tx: Database,
  row: AppointmentRow,
  status: AppointmentStatus,
  cancelledBy: CancelledBy | null,
): Promise<Pick<AppointmentRow, 'depositStatus'>> => {
  const { depositStatus } = row;
  if (status === row.status || !isReleased(status)) return { depositStatus };
  if (depositStatus === 'pending') return { depositStatus: 'released' };
  if (depositStatus !== 'paid') return { depositStatus };
  if (status === 'no_show') return { depositStatus: 'kept' };
  if (cancelledBy !== 'client') return { depositStatus };
  const [settings] = await tx
    .select({ hours: onlineBookingSettings.freeCancellationHours })
    .from(onlineBookingSettings)
    .where(eq(onlineBookingSettings.businessId, row.businessId));
  const noticeEnds = row.startDate.getTime() - (settings?.hours ?? 24) * 3_600_000;
  return { depositStatus: Date.now() >= noticeEnds ? 'kept' : depositStatus };
};

const isReleased = (status: string) => (RELEASED_STATUSES as readonly string[]).includes(status);

/**
 * Applies a change to an appointment in one transaction. A new time, staff member, room,
 * client or duration (or a cancelled appointment made live again) goes through the availability rule
 * with the appointment's own time left out; other changes only check what they name. A status
 * change is added to the history, with who cancelled for a cancellation (the business unless told).
 * Answers the changed appointment; an id that is not one is not found.
 */
export const changeAppointment = async (
  db: Database,
  access: Access,
  id: string | undefined,
  change: ChangeBody,
): Promise<ReturnType<typeof toAppointmentDocument>> => {
  if (!isUuid(id)) throw notFound();
  const row = await refusingOverlaps(() =>
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
      const staffShares =
        change.staffShares !== undefined
          ? await checkedAppointmentShares(
              tx,
              access.businessId,
              input.employeeId,
              change.staffShares,
            )
          : sharesWithEmployee(row.staffShares, row.employeeId, input.employeeId);
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
          staffShares,
          status,
          cancelledBy,
          statusHistory: history,
          ...(await depositAfter(tx, row, status, cancelledBy)),
        })
        .where(and(eq(appointments.businessId, access.businessId), eq(appointments.id, row.id)))
        .returning();
      if (status === 'cancelled' && row.status !== 'cancelled')
        await emitAppointmentEvent(tx, 'appointment.cancelled', updated!);
      else if (moved && !isReleased(status))
        await emitAppointmentEvent(tx, 'appointment.moved', updated!);
      return updated!;
    }),
  );
  return toAppointmentDocument(row);
};
