import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import type { Database } from '../db/database';
import { clientVouchers, vouchers } from '../db/schema';
import { validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { changeForClient } from './clientMemberships';
import { localDate } from '../tenancy/zonedTime';
import { addDays } from './dates';
import { businessIdField, dayField, idField } from '../http/fields';
import { minorToNumber, toMinor } from '../db/money';
import { joinReferenced } from '../db/businessRows';
import { filteredList, NEWEST_FIRST, readPage } from '../registry/pages';

/** Why a code cannot be used, as `reason` of a validation (docs/areas/offerings.md). */
export type VoucherReason =
  'not_found' | 'other_business' | 'other_client' | 'cancelled' | 'expired' | 'used_up';

export type ClientVoucherRow = typeof clientVouchers.$inferSelect;

/** No 0/O or 1/I, so a code read out over the phone is typed right: 32 letters, 60 random bits. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () =>
  Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
  ).join('-');
/** Codes are typed by people: case and surrounding spaces do not matter. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

export const toClientVoucherDocument = (row: ClientVoucherRow, voucherName: string) => ({
  _id: row.id,
  businessId: row.businessId,
  voucherId: row.voucherId,
  voucherName,
  clientId: row.clientId,
  code: row.code,
  value: Number(row.value),
  spent: Number(row.spent),
  balance: minorToNumber(toMinor(row.value) - toMinor(row.spent)),
  maxUses: row.maxUses,
  uses: row.uses,
  soldOn: row.soldOn,
  expiresOn: row.expiresOn,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** `POST /v1/voucher/client`: a voucher sold to a client. */
export const sellSchema = yup.object({
  businessId: businessIdField(),
  voucherId: idField('saluni.offerings.validation.voucherRequired'),
  clientId: idField('saluni.spec.validation.clientRequired'),
  soldOn: dayField(),
});
/**
 * Sells a voucher to a client inside the caller's transaction: a new code, the voucher's value,
 * saleLimit uses and validityDays from the sale day. The counter sale and the checkout both sell
 * this way; the caller has checked the client.
 */
export const sellClientVoucher = async (
  tx: Database,
  businessId: string,
  sale: { voucherId: string; clientId: string; soldOn?: string | null },
  timeZone: string,
): Promise<{ row: ClientVoucherRow; voucherName: string }> => {
  const [product] = await tx
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.businessId, businessId), eq(vouchers.id, sale.voucherId)));
  if (!product) throw validationFailed({ voucherId: text('saluni.validation.referenceNotFound') });
  const soldOn = sale.soldOn ?? localDate(new Date(), timeZone);
  const [row] = await tx
    .insert(clientVouchers)
    .values({
      businessId,
      id: uuidv7(),
      voucherId: product.id,
      clientId: sale.clientId,
      code: newCode(),
      value: product.value,
      maxUses: product.saleLimit,
      soldOn,
      expiresOn: addDays(soldOn, product.validityDays),
    })
    .returning();
  return { row: row!, voucherName: product.name };
};

/** Sells a voucher to a client of the business at the counter. */
export const sellVoucherToClient = (
  db: Database,
  businessId: string,
  body: yup.InferType<typeof sellSchema>,
) =>
  changeForClient(db, businessId, body.clientId, async (tx, _client, timeZone) => {
    const { row, voucherName } = await sellClientVoucher(tx, businessId, body, timeZone);
    return toClientVoucherDocument(row, voucherName);
  });

/** A page of sold vouchers, newest first; `clientId` and `voucherId` narrow it. */
export const listClientVouchers = async (
  db: Database,
  businessId: string,
  queried: Record<string, unknown>,
) => {
  const { query, where, total } = filteredList(db, clientVouchers, businessId, queried, [
    'clientId',
    'voucherId',
  ]);
  const rows = db
    .select({ row: clientVouchers, name: vouchers.name })
    .from(clientVouchers)
    .innerJoin(vouchers, joinReferenced(vouchers, clientVouchers.voucherId))
    .where(where)
    .orderBy(desc(clientVouchers.createdAt), desc(clientVouchers.id))
    .$dynamic();
  return readPage({ rows, total, ...query, sort: NEWEST_FIRST }, (found) =>
    found.map(({ row, name }) => toClientVoucherDocument(row, name)),
  );
};
