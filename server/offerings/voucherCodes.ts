import { and, eq } from 'drizzle-orm';
import * as yup from 'yup';
import { textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { clientVouchers, vouchers } from '../db/schema';
import { HttpError } from '../http/errors';
import { businessIdField, optionalIdField } from '../http/fields';
import { text } from '../http/messages';
import { businessTimeZone, localDate } from '../tenancy/zonedTime';
import {
  normaliseCode,
  toClientVoucherDocument,
  type ClientVoucherRow,
  type VoucherReason,
} from './clientVouchers';
import { joinReferenced } from '../db/businessRows';

/** `POST /v1/voucher/client/validate` and `/redeem`: a code, and the client using it when known. */
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
  if (row.uses >= row.maxUses) return 'used_up';
  return undefined;
};

/** The code's voucher in this business, locked when redeeming, or why it cannot be used. */
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

/** Spends one use of a code; a code that cannot be used now is a 409 saying why. */
export const redeemVoucherCode = (db: Database, businessId: string, body: CodeBody) =>
  db.transaction(async (tx) => {
    const result = await lookUp(tx, businessId, normaliseCode(body.code), body.clientId, true);
    if (!result.found)
      throw new HttpError(
        409,
        'INVALID_STATE',
        text(`saluni.offerings.voucherReasons.${result.reason}`),
      );
    const { row, name } = result.found;
    const [updated] = await tx
      .update(clientVouchers)
      .set({ uses: row.uses + 1, updatedAt: new Date() })
      .where(and(eq(clientVouchers.businessId, row.businessId), eq(clientVouchers.id, row.id)))
      .returning();
    return toClientVoucherDocument(updated!, name);
  });
