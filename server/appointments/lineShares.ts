import * as yup from 'yup';
import {
  equalShares,
  MAX_LINE_STAFF,
  SHARE_SCALE,
  shareUnits,
  type StaffShare,
} from '../../registry/lineShares';
import type { StaffShareInput } from '../../registry/orders';
import { textSchema } from '../../registry/validation';
import { businessRowsMatching } from '../db/businessRows';
import type { Database } from '../db/database';
import { employees } from '../db/schema';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';

/**
 * Staff sharing a line (docs/areas/orders.md "Shared lines"), as both a cart entry and an
 * appointment take them. Here rather than in the orders area because appointments come before
 * orders (scripts/walls/server.cjs) and checks theirs the same way.
 */

const S = 'saluni.lineShares.validation';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Staff and shares (registry/orders.ts `StaffShareInput`): the shape only; `checkedShares`
 * judges the list (its length, each employee once, the shares adding up to 1).
 */
export const staffSharesField = () =>
  yup
    .array(
      yup
        .object({
          employeeId: textSchema()
            .matches(UUID, 'saluni.validation.mustBeId')
            .required('saluni.validation.fieldRequired'),
          share: yup.number().strict().typeError(`${S}.shareInvalid`),
        })
        .noUnknown('saluni.validation.unknownField')
        .strict(),
    )
    .strict()
    .typeError('saluni.validation.invalidValue');

/**
 * The staff and shares a cart entry or an appointment is given, checked: 1 to MAX_LINE_STAFF
 * employees of the business, each once, with no share (split equally, registry/lineShares.ts
 * `equalShares`) or every share, each of at most 4 decimals in (0, 1], adding up to exactly 1.
 * An empty list is nobody. Refused with a 422 on `field`, nothing written.
 */
export const checkedShares = async (
  tx: Database,
  businessId: string,
  input: StaffShareInput[],
  field = 'staff',
): Promise<StaffShare[]> => {
  const refuse = (key: string, values?: Record<string, number>) =>
    validationFailed({ [field]: text(key, values) });
  if (input.length === 0) return [];
  if (input.length > MAX_LINE_STAFF) throw refuse(`${S}.tooMany`, { max: MAX_LINE_STAFF });
  const ids = input.map((entry) => entry.employeeId);
  if (new Set(ids).size !== ids.length) throw refuse(`${S}.staffTwice`);
  const given = input.filter((entry) => entry.share !== undefined).length;
  if (given !== 0 && given !== input.length) throw refuse(`${S}.allOrNoShares`);
  const units = input.map((entry) => (entry.share === undefined ? 0 : shareUnits(entry.share)));
  if (units.some((unit) => unit === null)) throw refuse(`${S}.shareInvalid`);
  if (given > 0 && units.reduce<number>((total, unit) => total + unit!, 0) !== SHARE_SCALE)
    throw refuse(`${S}.sharesNotWhole`);
  const found = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(businessRowsMatching(employees, businessId, { id: ids }));
  if (found.length !== ids.length) throw refuse('saluni.validation.referenceNotFound');
  const shares = given > 0 ? units.map((unit) => unit! / SHARE_SCALE) : equalShares(ids.length);
  return ids.map((employeeId, index) => ({ employeeId, share: shares[index]! }));
};
