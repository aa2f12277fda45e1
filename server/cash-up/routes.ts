import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import * as yup from 'yup';
import type { ModuleName } from '../../registry/modules';
import { CASH_UP_METHODS, type CashUp, type CashUpExpected } from '../../registry/cashUp';
import { moneySchema, textSchema } from '../../registry/validation';
import { businessLocale } from '../tenancy/locale';
import type { Database } from '../db/database';
import { cashUps, orderPayments, tills, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { refuseUnknownQueryKeys } from '../http/listQuery';
import { text } from '../http/messages';
import { parseBody } from '../http/parseBody';
import { optionalIdField } from '../http/fields';
import { minorToNumeric, toMinor } from '../db/money';
import { fieldRefusal, type Query, rangeOf, textParam, within } from '../reports';
import { authorize, isUuid } from '../tenancy/access';
import { expectedOver, figuresOf, lockTill, openPeriod, tillOf, type TillRow } from './period';

export const CASH_UP_MODULE: ModuleName = 'sales.Cash-up';

const closeSchema = yup.object({
  businessId: textSchema(),
  tillId: optionalIdField().optional(),
  counted: yup
    .object({
      cash: moneySchema().required('saluni.spec.validation.fieldRequired'),
      card: moneySchema().required('saluni.spec.validation.fieldRequired'),
      'm-pesa': moneySchema().required('saluni.spec.validation.fieldRequired'),
    })
    .noUnknown('saluni.validation.unknownField')
    .strict()
    .required('saluni.spec.validation.fieldRequired'),
  notes: textSchema(2000).nullable().optional(),
});

const tillReply = (till: TillRow) => ({ _id: till.id, name: till.name });
const businessIdOf = (body: unknown): unknown =>
  body && typeof body === 'object' ? (body as { businessId?: unknown }).businessId : undefined;

/** The query's till (a 422 on `tillId` when it names none of the business's), or the default one. */
const queriedTill = async (db: Database, businessId: string, query: Query) => {
  const tillId = textParam(query, 'tillId');
  const till = tillId === undefined || isUuid(tillId) ? await tillOf(db, businessId, tillId) : null;
  if (!till) throw fieldRefusal('tillId', 'saluni.validation.referenceNotFound');
  return till;
};

type CashUpRow = typeof cashUps.$inferSelect;

const cashUpReply = (row: CashUpRow, till: TillRow, currency: string, closedBy: string): CashUp => {
  const expected = {
    cash: toMinor(row.expectedCash),
    card: toMinor(row.expectedCard),
    'm-pesa': toMinor(row.expectedMpesa),
  };
  const counted = {
    cash: toMinor(row.countedCash),
    card: toMinor(row.countedCard),
    'm-pesa': toMinor(row.countedMpesa),
  };
  const difference = Object.fromEntries(
    CASH_UP_METHODS.map((method) => [method, counted[method] - expected[method]]),
  ) as typeof counted;
  return {
    _id: row.id,
    till: tillReply(till),
    currency,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    expected: figuresOf(expected),
    mpesaCodes: row.mpesaCodes,
    counted: figuresOf(counted),
    difference: figuresOf(difference),
    notes: row.notes,
    closedBy: { _id: row.closedBy, fullName: closedBy },
    closedAt: row.periodEnd.toISOString(),
  };
};

/** The business's closes matching `where`, newest first, as replies. */
const loadCashUps = async (db: Database, businessId: string, where: ReturnType<typeof and>) => {
  const { currency } = await businessLocale(db, businessId);
  const rows = await db
    .select({ cashUp: cashUps, till: tills, closedBy: users.fullName })
    .from(cashUps)
    .innerJoin(tills, and(eq(tills.businessId, cashUps.businessId), eq(tills.id, cashUps.tillId)))
    .innerJoin(users, eq(users.id, cashUps.closedBy))
    .where(and(eq(cashUps.businessId, businessId), where))
    .orderBy(desc(cashUps.periodEnd), desc(cashUps.id));
  return rows.map((row) => cashUpReply(row.cashUp, row.till, currency, row.closedBy));
};

/**
 * The cash-up calls (docs/areas/cash-up.md), module sales.Cash-up:
 *   GET  /v1/cash-up/expected?tillId -> { cashUpExpected }   POST /v1/cash-up {tillId?, counted, notes?} -> { cashUp }
 *   GET  /v1/cash-up?startDate&endDate&tillId -> { cashUps }  GET  /v1/cash-up/{id} -> { cashUp }
 * A close holds its till exclusively while it reads the period's takings and records itself.
 */
export const registerCashUpRoutes = (app: FastifyInstance, db: Database) => {
  app.get<{ Querystring: Query }>('/v1/cash-up/expected', async (request) => {
    const access = await authorize(db, request, request.query.businessId, CASH_UP_MODULE, 'read');
    refuseUnknownQueryKeys(request.query, ['businessId', 'tillId']);
    const till = await queriedTill(db, access.businessId, request.query);
    const { currency, timezone } = await businessLocale(db, access.businessId);
    const period = await openPeriod(db, till, timezone);
    const { expected, mpesaCodes } = await expectedOver(
      db,
      access.businessId,
      period.range,
      timezone,
    );
    const cashUpExpected: CashUpExpected = {
      till: tillReply(till),
      currency,
      periodStart: period.periodStart.toISOString(),
      periodEnd: period.range.end.toISOString(),
      expected: figuresOf(expected),
      mpesaCodes,
    };
    return { cashUpExpected };
  });

  app.post('/v1/cash-up', async (request) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      CASH_UP_MODULE,
      'create',
    );
    const body = await parseBody(closeSchema, request.body);
    const till = await tillOf(db, access.businessId, body.tillId ?? undefined);
    if (!till)
      throw new HttpError(422, 'VALIDATION', text('saluni.validation.referenceNotFound'), {
        tillId: text('saluni.validation.referenceNotFound'),
      });
    const { timezone } = await businessLocale(db, access.businessId);
    const id = uuidv7();
    await db.transaction(async (tx) => {
      await lockTill(tx, till, 'update');
      const period = await openPeriod(tx, till, timezone);
      // A push still waiting for its answer would change the period's M-Pesa after the close.
      const [pending] = await tx
        .select({ id: orderPayments.id })
        .from(orderPayments)
        .where(
          and(
            eq(orderPayments.businessId, access.businessId),
            eq(orderPayments.status, 'pending'),
            within(orderPayments.createdAt, period.range),
          ),
        )
        .limit(1);
      if (pending) throw new HttpError(409, 'INVALID_STATE', text('saluni.cashUp.paymentPending'));
      const { expected, mpesaCodes } = await expectedOver(
        tx,
        access.businessId,
        period.range,
        timezone,
      );
      await tx.insert(cashUps).values({
        businessId: access.businessId,
        id,
        tillId: till.id,
        periodStart: period.periodStart,
        afterPreviousClose: period.afterPreviousClose,
        periodEnd: period.range.end,
        expectedCash: minorToNumeric(expected.cash),
        expectedCard: minorToNumeric(expected.card),
        expectedMpesa: minorToNumeric(expected['m-pesa']),
        countedCash: minorToNumeric(toMinor(body.counted.cash)),
        countedCard: minorToNumeric(toMinor(body.counted.card)),
        countedMpesa: minorToNumeric(toMinor(body.counted['m-pesa'])),
        mpesaCodes,
        notes: body.notes?.trim() || null,
        closedBy: access.user.id,
      });
    });
    const [cashUp] = await loadCashUps(db, access.businessId, eq(cashUps.id, id));
    return { cashUp };
  });

  app.get<{ Querystring: Query }>('/v1/cash-up', async (request) => {
    const access = await authorize(db, request, request.query.businessId, CASH_UP_MODULE, 'read');
    refuseUnknownQueryKeys(request.query, ['businessId', 'startDate', 'endDate', 'tillId']);
    const range = rangeOf(request.query);
    const tillId = textParam(request.query, 'tillId');
    const till =
      tillId === undefined ? undefined : await queriedTill(db, access.businessId, request.query);
    // A close belongs to the range its end falls in, as the report's takings do to their day.
    const where = and(
      within(cashUps.periodEnd, range),
      till ? eq(cashUps.tillId, till.id) : undefined,
    );
    return { cashUps: await loadCashUps(db, access.businessId, where) };
  });

  app.get<{ Params: { id: string }; Querystring: Query }>('/v1/cash-up/:id', async (request) => {
    const access = await authorize(db, request, request.query.businessId, CASH_UP_MODULE, 'read');
    refuseUnknownQueryKeys(request.query, ['businessId']);
    if (!isUuid(request.params.id)) throw notFound();
    const [cashUp] = await loadCashUps(db, access.businessId, eq(cashUps.id, request.params.id));
    if (!cashUp) throw notFound();
    return { cashUp };
  });
};
