import { and, asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { OpenDatabase } from '../../../server/db/database';
import { appointments, clients, outboxMessages } from '../../../server/db/schema';
import type { Salon } from '../booking-site/flowSupport';

let serial = 0;

/** A client of the salon, written directly: these tests are about the messages. */
export const addClient = async (
  database: OpenDatabase,
  salon: Salon,
  fields: Partial<typeof clients.$inferInsert> = {},
) => {
  serial += 1;
  const id = uuidv7();
  await database.db.insert(clients).values({
    businessId: salon.businessId,
    id,
    fullName: `Zawadi Client${serial}`,
    email: `notify${serial}@example.test`,
    phone: `+2547${String(20_000_000 + serial).slice(-8)}`,
    gender: 'Female',
    ...fields,
  });
  return id;
};

/**
 * An appointment of the salon's stylist at `start`, booked at `bookedAt` (its created and
 * changed time: the job reads both against the moved clock). Overlaps allowed: each test picks its own times.
 */
export const addAppointment = async (
  database: OpenDatabase,
  salon: Salon,
  clientId: string,
  start: Date,
  bookedAt: Date,
  status: typeof appointments.$inferInsert.status = 'booked',
) => {
  const id = uuidv7();
  await database.db.insert(appointments).values({
    businessId: salon.businessId,
    id,
    clientId,
    employeeId: salon.employeeId,
    serviceIds: [salon.plainServiceId],
    startDate: start,
    durationInMinutes: 30,
    endDate: new Date(start.getTime() + 30 * 60_000),
    status,
    allowOverlap: true,
    createdAt: bookedAt,
    updatedAt: bookedAt,
  });
  return id;
};

/** The messages queued about an appointment, oldest first. */
export const messagesAbout = (database: OpenDatabase, salon: Salon, appointmentId: string) =>
  database.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.businessId, salon.businessId),
        eq(outboxMessages.appointmentId, appointmentId),
      ),
    )
    .orderBy(asc(outboxMessages.id));

export const at = (iso: string) => new Date(iso);
export const minutes = (date: Date, amount: number) => new Date(date.getTime() + amount * 60_000);
