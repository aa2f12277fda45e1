import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { clients, employees, serviceRooms } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';
import type { BusyInterval, Slot } from './availability';

const MINUTE = 60_000;

/** What a conflict takes: the staff member's time, the room, or the client's own time elsewhere. */
export type Taken = 'staff' | 'room' | 'client';

/** A live appointment's time and who holds it, or a live hold of the booking site (`held`: no client yet). */
export interface HeldInterval extends BusyInterval {
  employeeId: string;
  roomId: string | null;
  clientId: string | null;
  held?: boolean;
}

export interface Holders {
  employeeId: string;
  roomId: string | null;
  clientId: string;
}

const meets = (slot: Slot, other: BusyInterval, gap: number) => {
  const start = slot.start.getTime();
  const end = start + slot.durationInMinutes * MINUTE;
  return other.start.getTime() - gap < end && start < other.end.getTime() + gap;
};

/**
 * The first appointment the slot meets and what it takes, the staff member first, then the
 * room, then the client. The gap keeps staff and rooms apart (time to clean up); a client only
 * cannot be in two places at once, so their appointments may follow each other directly.
 */
export const takenBy = (
  slot: Slot,
  holders: Holders,
  busy: HeldInterval[],
  gapInMinutes: number,
): { taken: Taken; other: HeldInterval } | undefined => {
  const gap = gapInMinutes * MINUTE;
  const staff = busy.find(
    (other) => other.employeeId === holders.employeeId && meets(slot, other, gap),
  );
  if (staff) return { taken: 'staff', other: staff };
  const room = holders.roomId
    ? busy.find((other) => other.roomId === holders.roomId && meets(slot, other, gap))
    : undefined;
  if (room) return { taken: 'room', other: room };
  const client = busy.find((other) => other.clientId === holders.clientId && meets(slot, other, 0));
  return client ? { taken: 'client', other: client } : undefined;
};

const employeeName = async (tx: Database, businessId: string, id: string) =>
  (
    await tx
      .select({ name: employees.fullName })
      .from(employees)
      .where(and(eq(employees.businessId, businessId), eq(employees.id, id)))
  )[0]?.name ?? '';

/**
 * The 409 of a conflict, naming what is taken (design: a refusal says why): the staff member or
 * the room by name, or the client with the staff member they are already booked with.
 * `fields.taken` tells the web app which field to point at.
 */
export const conflictRefused = async (
  tx: Database,
  businessId: string,
  taken: Taken,
  other: HeldInterval,
): Promise<HttpError> => {
  if (taken === 'room') {
    const [room] = await tx
      .select({ name: serviceRooms.name })
      .from(serviceRooms)
      .where(and(eq(serviceRooms.businessId, businessId), eq(serviceRooms.id, other.roomId!)));
    return new HttpError(
      409,
      'UNAVAILABLE',
      text('saluni.appointments.unavailable.bookedRoom', { name: room?.name ?? '' }),
      { reason: 'booked', taken },
    );
  }
  const staff = await employeeName(tx, businessId, other.employeeId);
  if (taken === 'staff' && other.held) {
    return new HttpError(
      409,
      'UNAVAILABLE',
      text('saluni.onlineBooking.site.heldOnline', { name: staff }),
      { reason: 'booked', taken },
    );
  }
  if (taken === 'staff') {
    return new HttpError(
      409,
      'UNAVAILABLE',
      text('saluni.appointments.unavailable.bookedStaff', { name: staff }),
      { reason: 'booked', taken },
    );
  }
  const [client] = await tx
    .select({ name: clients.fullName })
    .from(clients)
    .where(and(eq(clients.businessId, businessId), eq(clients.id, other.clientId!)));
  return new HttpError(
    409,
    'UNAVAILABLE',
    text('saluni.appointments.unavailable.bookedClient', { client: client?.name ?? '', staff }),
    {
      reason: 'booked',
      taken,
    },
  );
};
