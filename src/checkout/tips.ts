import { splitEvenly } from '../../registry/lineShares';
import type { Cart, CartEntry, TipInput } from '../dataProvider/orders';
import { fieldErrorsOf } from '../shared/errorMessage';

/** A staff member a tip may go to. */
export interface TipStaff {
  id: string;
  fullName: string;
}

/** The "To" choice that splits the tip among the line staff rather than giving it to one. */
export const SHARED_TIP = 'shared';

/** Who is credited with an entry: its shares' staff, else (before shares were kept) its one employee. */
const entryStaff = (entry: CartEntry): { id: string; fullName: string | null }[] =>
  entry.staff.length > 0
    ? entry.staff.map((share) => ({ id: share.employeeId, fullName: share.fullName }))
    : entry.employee
      ? [{ id: entry.employee._id, fullName: entry.employee.fullName }]
      : [];

/** The distinct staff credited on the cart's lines, in the order the lines name them. */
export const lineStaffOf = (cart: Cart): TipStaff[] => {
  const staff = new Map<string, TipStaff>();
  for (const member of cart.entries.flatMap(entryStaff))
    if (!staff.has(member.id))
      staff.set(member.id, { id: member.id, fullName: member.fullName ?? '' });
  return [...staff.values()];
};

/**
 * The tips `PUT /v1/cart` takes for an amount in minor units: all of it to one member, or split
 * equally and exactly among the line staff (the first take the cents left over, as shares do);
 * a part of nothing is left out, as there is no tip of 0.
 */
export const tipsFor = (amountMinor: number, to: string, lineStaff: TipStaff[]): TipInput[] => {
  if (to !== SHARED_TIP) return [{ employeeId: to, amount: amountMinor / 100 }];
  const parts = splitEvenly(amountMinor, lineStaff.length);
  return lineStaff
    .map((member, index) => ({ employeeId: member.id, amount: parts[index]! / 100 }))
    .filter((tip) => tip.amount > 0);
};

/**
 * The server's message about the tips of a refused `PUT /v1/cart` (422 on `tips`, or on one
 * tip's field such as `tips.0.amount`), or none when the refusal names no tip.
 */
export const tipRefusal = (error: unknown): string | undefined =>
  Object.entries(fieldErrorsOf(error)).find(
    ([field]) => field === 'tips' || field.startsWith('tips.') || field.startsWith('tips['),
  )?.[1];
