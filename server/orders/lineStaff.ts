import { asc } from 'drizzle-orm';
import { businessRow, businessRowsMatching, hasBusinessRow } from '../db/businessRows';
import type { Database } from '../db/database';
import { v7 as uuidv7 } from 'uuid';
import { SHARE_SCALE, type StaffShare } from '../../registry/lineShares';
import type { LineStaffShare } from '../../registry/orders';
import { appointments, employees, orderLineStaff } from '../db/schema';
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

/**
 * The client, employee and staff shares (its employee alone when none are stored) of an
 * appointment of the business, or null when none is named or it is gone.
 */
export const appointmentPeople = async (
  tx: Database,
  businessId: string,
  appointmentId: string | null | undefined,
): Promise<{ clientId: string; employeeId: string; staff: StaffShare[] } | null> => {
  if (!appointmentId) return null;
  const [row] = await tx
    .select({
      clientId: appointments.clientId,
      employeeId: appointments.employeeId,
      staffShares: appointments.staffShares,
    })
    .from(appointments)
    .where(businessRow(appointments, businessId, appointmentId));
  return row
    ? {
        clientId: row.clientId,
        employeeId: row.employeeId,
        staff: sharesOrSole(row.staffShares, row.employeeId),
      }
    : null;
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

/**
 * Everyone credited with an entry or a line: its stored shares, else its one staff member with
 * all of it, else nobody (registry/lineShares.ts).
 */
export const sharesOrSole = (
  shares: StaffShare[] | null,
  employeeId: string | null,
): StaffShare[] => shares ?? (employeeId === null ? [] : [{ employeeId, share: 1 }]);

/** How checked shares are stored: the lead in `employee_id`, the list only when it is not the lead alone with all of it. */
export const storedShares = (
  shares: StaffShare[],
): { employeeId: string | null; staffShares: StaffShare[] | null } => ({
  employeeId: shares[0]?.employeeId ?? null,
  staffShares:
    shares.length === 0 || (shares.length === 1 && shares[0]!.share === 1) ? null : shares,
});

/** Shares as documents show them, with each staff member's name (null once removed). */
export const namedShares = (
  shares: StaffShare[],
  staff: Map<string, { fullName: string }>,
): LineStaffShare[] =>
  shares.map(({ employeeId, share }) => ({
    employeeId,
    share,
    fullName: staff.get(employeeId)?.fullName ?? null,
  }));

/** The staff and shares of order lines, in share order, read in one query whatever their number. */
export const sharesOfLines = async (
  db: Database,
  businessId: string,
  lineIds: string[],
): Promise<Map<string, StaffShare[]>> => {
  const shares = new Map<string, StaffShare[]>();
  if (lineIds.length === 0) return shares;
  const rows = await db
    .select({
      lineId: orderLineStaff.orderLineId,
      employeeId: orderLineStaff.employeeId,
      shareFrom: orderLineStaff.shareFrom,
      shareTo: orderLineStaff.shareTo,
    })
    .from(orderLineStaff)
    .where(businessRowsMatching(orderLineStaff, businessId, { orderLineId: lineIds }))
    .orderBy(asc(orderLineStaff.orderLineId), asc(orderLineStaff.shareFrom));
  for (const row of rows) {
    const share = (toUnits(row.shareTo) - toUnits(row.shareFrom)) / SHARE_SCALE;
    shares.set(row.lineId, [
      ...(shares.get(row.lineId) ?? []),
      { employeeId: row.employeeId, share },
    ]);
  }
  return shares;
};

const toUnits = (stored: string) => Math.round(Number(stored) * SHARE_SCALE);

/**
 * Writes who is credited with new order lines, in their transaction: one row per staff member,
 * each covering the part of the line from the shares before it to its own end.
 */
export const insertLineShares = async (
  tx: Database,
  businessId: string,
  lines: { lineId: string; shares: StaffShare[] }[],
) => {
  const rows = lines.flatMap(({ lineId, shares }) => {
    let fromUnits = 0;
    return shares.map(({ employeeId, share }) => {
      const toUnitsOfShare = fromUnits + Math.round(share * SHARE_SCALE);
      const row = {
        businessId,
        id: uuidv7(),
        orderLineId: lineId,
        employeeId,
        shareFrom: (fromUnits / SHARE_SCALE).toFixed(4),
        shareTo: (toUnitsOfShare / SHARE_SCALE).toFixed(4),
      };
      fromUnits = toUnitsOfShare;
      return row;
    });
  });
  if (rows.length > 0) await tx.insert(orderLineStaff).values(rows);
};
