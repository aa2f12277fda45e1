import { randomInt } from 'node:crypto';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import { voucher } from '../../registry';
import { textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { clientVouchers, vouchers } from '../db/schema';
import { HttpError, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { parseBody } from '../http/parseBody';
import { toPage } from '../registry/documents';
import { authorize } from '../tenancy/access';
import { checkClient } from './clientMemberships';
import { businessTimeZone, localDate } from '../tenancy/zonedTime';
import { addDays } from './dates';
import { parsePageQuery } from '../http/pageQuery';
import { businessIdField, businessIdOf, dayField, idField, optionalIdField } from '../http/fields';

/** Why a code cannot be used, as `reason` of a validation (docs/areas/offerings.md). */
export type VoucherReason =
  'not_found' | 'other_business' | 'other_client' | 'cancelled' | 'expired' | 'used_up';

type ClientVoucherRow = typeof clientVouchers.$inferSelect;

/** No 0/O or 1/I, so a code read out over the phone is typed right: 32 letters, 60 random bits. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () =>
  Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
  ).join('-');
/** Codes are typed by people: case and surrounding spaces do not matter. */
const normaliseCode = (code: string) => code.trim().toUpperCase();

const toClientVoucherDocument = (row: ClientVoucherRow, voucherName: string) => ({
  _id: row.id,
  businessId: row.businessId,
  voucherId: row.voucherId,
  voucherName,
  clientId: row.clientId,
  code: row.code,
  value: Number(row.value),
  maxUses: row.maxUses,
  uses: row.uses,
  soldOn: row.soldOn,
  expiresOn: row.expiresOn,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const sellSchema = yup.object({
  businessId: businessIdField(),
  voucherId: idField('saluni.offerings.validation.voucherRequired'),
  clientId: idField('saluni.spec.validation.clientRequired'),
  soldOn: dayField(),
});
const codeSchema = yup.object({
  businessId: businessIdField(),
  code: textSchema(40)
    .matches(/\S/, 'saluni.offerings.validation.codeRequired')
    .required('saluni.offerings.validation.codeRequired')
    .nonNullable('saluni.offerings.validation.codeRequired'),
  clientId: optionalIdField(),
});

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

/**
 * Client vouchers: gift vouchers sold to clients, each with its own code.
 *   POST /v1/voucher/client {businessId, voucherId, clientId, soldOn?} -> 201 { clientVoucher }
 *   GET  /v1/voucher/client?businessId&clientId&voucherId&page&limit -> { clientVoucherPage }
 *   POST /v1/voucher/client/validate {businessId, code, clientId?} -> { valid, clientVoucher } | { valid: false, reason, message }
 *   POST /v1/voucher/client/redeem {businessId, code, clientId?} -> { clientVoucher } (one use), 409 when not valid
 */
export const registerClientVoucherRoutes = (app: FastifyInstance, db: Database) => {
  const base = `${voucher.path}/client`;

  app.post(base, async (request, reply) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      voucher.module,
      'create',
    );
    const body = await parseBody(sellSchema, request.body);
    const timeZone = await businessTimeZone(db, access.businessId);
    const sold = await db.transaction(async (tx) => {
      await checkClient(tx, access.businessId, body.clientId);
      const { row, voucherName } = await sellClientVoucher(tx, access.businessId, body, timeZone);
      return toClientVoucherDocument(row, voucherName);
    });
    return reply.status(201).send({ clientVoucher: sold });
  });

  app.get<{ Querystring: Record<string, unknown> }>(base, async (request) => {
    const access = await authorize(db, request, request.query.businessId, voucher.module, 'read');
    const query = parsePageQuery(request.query, ['clientId', 'voucherId']);
    const conditions: SQL[] = [eq(clientVouchers.businessId, access.businessId)];
    if (query.filters.clientId)
      conditions.push(eq(clientVouchers.clientId, query.filters.clientId));
    if (query.filters.voucherId)
      conditions.push(eq(clientVouchers.voucherId, query.filters.voucherId));
    const where = and(...conditions);
    let rows = db
      .select({ row: clientVouchers, name: vouchers.name })
      .from(clientVouchers)
      .innerJoin(
        vouchers,
        and(
          eq(vouchers.businessId, clientVouchers.businessId),
          eq(vouchers.id, clientVouchers.voucherId),
        ),
      )
      .where(where)
      .orderBy(desc(clientVouchers.createdAt), desc(clientVouchers.id))
      .$dynamic();
    if (query.limit > 0) rows = rows.limit(query.limit).offset((query.page - 1) * query.limit);
    const [found, [{ total }]] = await Promise.all([
      rows,
      db.select({ total: count() }).from(clientVouchers).where(where),
    ]);
    const docs = found.map(({ row, name }) => toClientVoucherDocument(row, name));
    return {
      clientVoucherPage: toPage(docs, total, query.limit > 0 ? query.page : 1, query.limit, {
        field: 'createdAt',
        direction: -1,
      }),
    };
  });

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
      .innerJoin(
        vouchers,
        and(
          eq(vouchers.businessId, clientVouchers.businessId),
          eq(vouchers.id, clientVouchers.voucherId),
        ),
      )
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

  app.post(`${base}/validate`, async (request) => {
    const access = await authorize(db, request, businessIdOf(request.body), voucher.module, 'read');
    const body = await parseBody(codeSchema, request.body);
    const result = await lookUp(
      db,
      access.businessId,
      normaliseCode(body.code),
      body.clientId,
      false,
    );
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
  });

  app.post(`${base}/redeem`, async (request) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      voucher.module,
      'update',
    );
    const body = await parseBody(codeSchema, request.body);
    const redeemed = await db.transaction(async (tx) => {
      const result = await lookUp(
        tx,
        access.businessId,
        normaliseCode(body.code),
        body.clientId,
        true,
      );
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
    return { clientVoucher: redeemed };
  });
};
