import { and, eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { clientVouchers, vouchers } from '../db/schema';
import { validationFailed } from '../http/errors';
import { businessIdField, optionalIdField } from '../http/fields';
import { text } from '../http/messages';
import { businessTimeZone, localDate } from '../tenancy/zonedTime';
import {
  normaliseCode,
  toClientVoucherDocument,
  type ClientVoucherRow,
  type VoucherReason,
} from './clientVouchers';
import { businessRow, joinReferenced } from '../db/businessRows';
import { minorToNumber, minorToNumeric, toMinor, type Minor } from '../db/money';

/** `POST /v1/voucher/client/validate`: a code, and the client using it when known. */
export const codeSchema = yup.object({
  businessId: businessIdField(),
  code: textSchema(40)
    .matches(/\S/, 'saluni.offerings.validation.codeRequired')
    .required('saluni.offerings.validation.codeRequired')
    .nonNullable('saluni.offerings.validation.codeRequired'),
  clientId: optionalIdField(),
});

type CodeBody = yup.InferType<typeof codeSchema>;

/** The first rule a sold voucher breaks today, checked in this order; none means usable. */
const problemOf = (
  row: ClientVoucherRow,
  clientId: string | null | undefined,
  today: string,
): VoucherReason | undefined => {
  if (clientId && row.clientId !== clientId) return 'other_client';
  if (row.status === 'cancelled') return 'cancelled';
  if (today > row.expiresOn) return 'expired';
  if (row.uses >= row.maxUses || toMinor(row.spent) >= toMinor(row.value)) return 'used_up';
  return undefined;
};

/** The code's voucher in this business, locked when paying with it, or why it cannot be used. */
const lookUp = async (
  tx: Database,
  businessId: string,
  code: string,
  clientId: string | null | undefined,
  forUpdate: boolean,
) => {
  const byCode = and(eq(clientVouchers.businessId, businessId), eq(clientVouchers.code, code));
  const query = tx
    .select({ row: clientVouchers, name: vouchers.name })
    .from(clientVouchers)
    .innerJoin(vouchers, joinReferenced(vouchers, clientVouchers.voucherId))
    .where(byCode);
  const [found] = forUpdate ? await query.for('update', { of: clientVouchers }) : await query;
  if (!found) {
    // A code of another business is told apart from a mistyped one; nothing else of it is shown.
    const [elsewhere] = await tx
      .select({ id: clientVouchers.id })
      .from(clientVouchers)
      .where(eq(clientVouchers.code, code))
      .limit(1);
    return { reason: (elsewhere ? 'other_business' : 'not_found') as VoucherReason };
  }
  const reason = problemOf(
    found.row,
    clientId,
    localDate(new Date(), await businessTimeZone(tx, businessId)),
  );
  return reason ? { reason } : { found };
};

/** Whether a code can be used now: `{ valid, clientVoucher }`, or `{ valid: false, reason, message }`. */
export const validateVoucherCode = async (db: Database, businessId: string, body: CodeBody) => {
  const result = await lookUp(db, businessId, normaliseCode(body.code), body.clientId, false);
  if (!result.found)
    return {
      valid: false,
      reason: result.reason,
      message: text(`saluni.offerings.voucherReasons.${result.reason}`),
    };
  return {
    valid: true,
    clientVoucher: toClientVoucherDocument(result.found.row, result.found.name),
  };
};

/**
 * Pays `amount` (minor units) with the voucher of `code`, inside the order's transaction: one use
 * and that much of its balance, under the voucher's row lock. Whoever holds the code may use it
 * (a gift is often for someone else), so no client is checked. A code that cannot pay is a 422
 * on `field` saying why, and the caller's transaction writes nothing.
 */
export const spendVoucher = async (
  tx: Database,
  businessId: string,
  code: string,
  amount: Minor,
  field: string,
) => {
  const result = await lookUp(tx, businessId, normaliseCode(code), undefined, true);
  if (!result.found)
    throw validationFailed({
      [field]: text(`saluni.offerings.voucherReasons.${result.reason}`),
    });
  const { row } = result.found;
  const balance = toMinor(row.value) - toMinor(row.spent);
  if (amount > balance)
    throw validationFailed({
      [field]: text('saluni.offerings.validation.aboveBalance', {
        amount: minorToNumber(balance).toFixed(2),
      }),
    });
  await tx
    .update(clientVouchers)
    .set({
      uses: row.uses + 1,
      spent: minorToNumeric(toMinor(row.spent) + amount),
      updatedAt: new Date(),
    })
    .where(businessRow(clientVouchers, businessId, row.id));
  // The last four characters tell the voucher apart on the order and the receipt without
  // printing a code that is still worth money.
  return { clientVoucherId: row.id, reference: row.code.slice(-4) };
};

/**
 * Gives `amount` back to a voucher that paid an order (a refund to the voucher), and the use that
 * payment took once all of it is back, so a one-use voucher of a cancelled visit can be used again.
 */
export const giveBackToVoucher = async (
  tx: Database,
  businessId: string,
  clientVoucherId: string,
  amount: Minor,
  useBack: boolean,
) => {
  await tx
    .update(clientVouchers)
    .set({
      spent: sql`${clientVouchers.spent} - ${minorToNumeric(amount)}::numeric`,
      uses: useBack ? sql`greatest(${clientVouchers.uses} - 1, 0)` : clientVouchers.uses,
      updatedAt: new Date(),
    })
    .where(businessRow(clientVouchers, businessId, clientVoucherId));
};
