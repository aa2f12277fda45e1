import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appointments, clients, employees } from '../db/schema';
import { HttpError } from '../http/errors';
import { text } from '../http/messages';

/**
 * Refuses to delete a staff member or client who has appointments, whatever their status: the
 * appointments are the salon's history and must not vanish with them. The person's row is
 * locked first, so a booking committing meanwhile is seen (bookings lock the employee, and the
 * client through their foreign key).
 */
const refuseWhileBooked = async (
  db: Database,
  who: 'employee' | 'client',
  businessId: string,
  id: string,
) => {
  const table = who === 'employee' ? employees : clients;
  await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.businessId, businessId), eq(table.id, id)))
    .for('update');
  const column = who === 'employee' ? appointments.employeeId : appointments.clientId;
  const [booked] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.businessId, businessId), eq(column, id)))
    .limit(1);
  if (booked)
    throw new HttpError(409, 'INVALID_STATE', text(`saluni.appointments.hasAppointments.${who}`));
};

export const refuseEmployeeWithAppointments = (
  db: Database,
  businessId: string,
  employeeId: string,
) => refuseWhileBooked(db, 'employee', businessId, employeeId);

export const refuseClientWithAppointments = (db: Database, businessId: string, clientId: string) =>
  refuseWhileBooked(db, 'client', businessId, clientId);
