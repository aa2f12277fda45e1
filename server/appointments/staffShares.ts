import type { StaffShare } from '../../registry/lineShares';
import type { StaffShareInput } from '../../registry/orders';
import type { Database } from '../db/database';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { checkedShares } from './lineShares';

/**
 * The staff shares of an appointment (docs/areas/appointments.md "Shared appointments"), as
 * stored: null when its employee alone does its services. Only its employee's calendar is held
 * by it; the others are credited at checkout, not booked.
 */
export type StoredAppointmentShares = StaffShare[] | null;

/**
 * The shares a booking or a change names, checked as a cart entry's (`checkedShares`), with the
 * appointment's employee among them and put first (it leads the line at checkout); `[]` clears.
 * Refused with a 422 on `staffShares`, nothing written.
 */
export const checkedAppointmentShares = async (
  tx: Database,
  businessId: string,
  employeeId: string,
  input: StaffShareInput[],
): Promise<StoredAppointmentShares> => {
  if (input.length === 0) return null;
  const lead = input.find((entry) => entry.employeeId === employeeId);
  if (!lead)
    throw validationFailed({
      staffShares: text('saluni.lineShares.validation.employeeNotAmong'),
    });
  const shares = await checkedShares(
    tx,
    businessId,
    [lead, ...input.filter((entry) => entry !== lead)],
    'staffShares',
  );
  return shares.length === 1 ? null : shares;
};

/**
 * The stored shares once the appointment's employee changes without new shares being named: the
 * new employee takes the place of the old one (or, already among them, moves first), each
 * keeping the share they had.
 */
export const sharesWithEmployee = (
  shares: StoredAppointmentShares,
  before: string,
  after: string,
): StoredAppointmentShares => {
  if (!shares || before === after) return shares;
  const moved = shares.find((share) => share.employeeId === after);
  if (moved) return [moved, ...shares.filter((share) => share !== moved)];
  return shares.map((share) =>
    share.employeeId === before ? { ...share, employeeId: after } : share,
  );
};
