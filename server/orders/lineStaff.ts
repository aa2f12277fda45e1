import { asc } from 'drizzle-orm';
import { businessRow, businessRowsMatching, hasBusinessRow } from '../db/businessRows';
import type { Database } from '../db/database';
import { appointments, employees } from '../db/schema';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';

/**
 * The staff member of a cart entry or an order line (docs/areas/orders.md): who did the service
 * or sold the item, credited with it in the reports.
 */

/** The employee record of the signed-in user in the business, or null: the person at the till. */
export const tillEmployee = async (
  tx: Database,
  businessId: string,
  userId: string,
): Promise<string | null> => {
  // An account may be linked to more than one record: the first by id, as the migration chose for older lines.
  const [row] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(businessRowsMatching(employees, businessId, { userId }))
    .orderBy(asc(employees.id))
    .limit(1);
  return row?.id ?? null;
};

/** The client and employee of an appointment of the business, or null when none is named or it is gone. */
export const appointmentPeople = async (
  tx: Database,
  businessId: string,
  appointmentId: string | null | undefined,
): Promise<{ clientId: string; employeeId: string } | null> => {
  if (!appointmentId) return null;
  const [row] = await tx
    .select({ clientId: appointments.clientId, employeeId: appointments.employeeId })
    .from(appointments)
    .where(businessRow(appointments, businessId, appointmentId));
  return row ?? null;
};

/** The chosen staff member: null when cleared, else an employee of the business (422 on `employeeId` otherwise). */
export const checkedEmployee = async (
  tx: Database,
  businessId: string,
  employeeId: string | null,
): Promise<string | null> => {
  if (!employeeId) return null;
  if (!(await hasBusinessRow(tx, employees, businessId, employeeId)))
    throw validationFailed({ employeeId: text('saluni.validation.referenceNotFound') });
  return employeeId;
};

/** The lines' staff as documents show them, read in one query whatever the number of lines. */
export const staffById = async (
  db: Database,
  businessId: string,
  ids: (string | null)[],
): Promise<Map<string, { _id: string; fullName: string }>> => {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: employees.id, fullName: employees.fullName })
    .from(employees)
    .where(businessRowsMatching(employees, businessId, { id: wanted }));
  return new Map(rows.map((row) => [row.id, { _id: row.id, fullName: row.fullName }]));
};
