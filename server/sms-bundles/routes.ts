import { pagingOf, refuseUnknownQueryKeys } from '../http/listQuery';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { v7 as uuidv7 } from 'uuid';
import { textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { SMS_BUNDLE_STATUSES, smsBundleOrders, smsBundles } from '../db/schema';
import { badRequest, notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { parseBody } from '../http/parseBody';
import { businessIdOf } from '../http/fields';
import { toPage } from '../registry/documents';
import { authorize, isUuid, requireMember } from '../tenancy/access';
import { toBundleDocument, toOrderDocument } from './documents';
import { SMS_BUNDLES_MODULE } from './module';

type Query = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAYMENT_METHODS = ['m-pesa'] as const;

const orderSchema = yup.object({
  businessId: textSchema(),
  smsBundleId: textSchema()
    .required('saluni.spec.validation.bundleRequired')
    .nonNullable('saluni.spec.validation.bundleRequired')
    .matches(UUID, 'saluni.validation.mustBeId'),
  paymentMethod: textSchema()
    .required({
      message: 'saluni.validation.invalidChoice',
      args: { choices: PAYMENT_METHODS.join(', ') },
    })
    .nonNullable({
      message: 'saluni.validation.invalidChoice',
      args: { choices: PAYMENT_METHODS.join(', ') },
    })
    .oneOf(PAYMENT_METHODS, {
      message: 'saluni.validation.invalidChoice',
      args: { choices: PAYMENT_METHODS.join(', ') },
    }),
});

/**
 * SMS bundles and their orders (docs/areas/payments.md):
 *   GET  /v1/sms-bundle?businessId&status&page&limit -> { smsBundlePage }, cheapest first; any member
 *   POST /v1/sms-bundle-order {businessId, smsBundleId, paymentMethod} -> 201 { smsBundleOrder }, pending
 *   GET  /v1/sms-bundle-order?businessId&status&page&limit -> { smsBundleOrderPage }, newest first
 *   GET  /v1/sms-bundle-order/{id}?businessId -> { smsBundleOrder }
 * The order is paid through `POST /mpesa/pay` with its `_id` as the transaction reference.
 */
export const registerSmsBundleRoutes = (app: FastifyInstance, db: Database) => {
  app.get<{ Querystring: Query }>('/v1/sms-bundle', async (request) => {
    await requireMember(db, request, request.query.businessId);
    refuseUnknownQueryKeys(request.query, ['businessId', 'status', 'page', 'limit']);
    const { status } = request.query;
    if (
      status !== undefined &&
      status !== '' &&
      !(typeof status === 'string' && (SMS_BUNDLE_STATUSES as readonly string[]).includes(status))
    ) {
      throw badRequest('saluni.validation.invalidQuery');
    }
    const { page, limit } = pagingOf(request.query);
    const where = status
      ? eq(smsBundles.status, status as (typeof SMS_BUNDLE_STATUSES)[number])
      : undefined;
    let rows = db
      .select()
      .from(smsBundles)
      .where(where)
      .orderBy(asc(smsBundles.cost), asc(smsBundles.id))
      .$dynamic();
    if (limit > 0) rows = rows.limit(limit).offset((page - 1) * limit);
    const [bundles, [totals]] = await Promise.all([
      rows,
      db.select({ total: count() }).from(smsBundles).where(where),
    ]);
    return {
      smsBundlePage: toPage(
        bundles.map(toBundleDocument),
        totals!.total,
        limit > 0 ? page : 1,
        limit,
        { field: 'cost', direction: 1 },
      ),
    };
  });

  app.post('/v1/sms-bundle-order', async (request, reply) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      SMS_BUNDLES_MODULE,
      'create',
    );
    const body = await parseBody(orderSchema, request.body);
    const [bundle] = await db.select().from(smsBundles).where(eq(smsBundles.id, body.smsBundleId));
    if (!bundle)
      throw validationFailed({ smsBundleId: text('saluni.validation.referenceNotFound') });
    if (bundle.status !== 'active')
      throw validationFailed({ smsBundleId: text('saluni.payments.validation.bundleInactive') });
    const [order] = await db
      .insert(smsBundleOrders)
      .values({
        businessId: access.businessId,
        id: uuidv7(),
        smsBundleId: bundle.id,
        title: bundle.title,
        currency: bundle.currency,
        cost: bundle.cost,
        smsCount: bundle.smsCount,
        paymentMethod: 'm-pesa',
        status: 'pending',
        createdBy: access.user.id,
      })
      .returning();
    return reply.status(201).send({ smsBundleOrder: toOrderDocument(order!) });
  });

  app.get<{ Querystring: Query }>('/v1/sms-bundle-order', async (request) => {
    const access = await authorize(
      db,
      request,
      request.query.businessId,
      SMS_BUNDLES_MODULE,
      'read',
    );
    refuseUnknownQueryKeys(request.query, ['businessId', 'status', 'page', 'limit']);
    const conditions: SQL[] = [eq(smsBundleOrders.businessId, access.businessId)];
    const { status } = request.query;
    if (status !== undefined && status !== '') {
      const statuses: readonly string[] = smsBundleOrders.status.enumValues;
      if (typeof status !== 'string' || !statuses.includes(status))
        throw badRequest('saluni.validation.invalidQuery');
      conditions.push(
        eq(smsBundleOrders.status, status as (typeof smsBundleOrders.status.enumValues)[number]),
      );
    }
    const { page, limit } = pagingOf(request.query);
    const where = and(...conditions);
    let rows = db
      .select()
      .from(smsBundleOrders)
      .where(where)
      .orderBy(desc(smsBundleOrders.createdAt), desc(smsBundleOrders.id))
      .$dynamic();
    if (limit > 0) rows = rows.limit(limit).offset((page - 1) * limit);
    const [orders, [totals]] = await Promise.all([
      rows,
      db.select({ total: count() }).from(smsBundleOrders).where(where),
    ]);
    return {
      smsBundleOrderPage: toPage(
        orders.map(toOrderDocument),
        totals!.total,
        limit > 0 ? page : 1,
        limit,
        { field: 'createdAt', direction: -1 },
      ),
    };
  });

  app.get<{ Querystring: Query; Params: { id: string } }>(
    '/v1/sms-bundle-order/:id',
    async (request) => {
      const access = await authorize(
        db,
        request,
        request.query.businessId,
        SMS_BUNDLES_MODULE,
        'read',
      );
      refuseUnknownQueryKeys(request.query, ['businessId']);
      if (!isUuid(request.params.id)) throw notFound();
      const [order] = await db
        .select()
        .from(smsBundleOrders)
        .where(
          and(
            eq(smsBundleOrders.businessId, access.businessId),
            eq(smsBundleOrders.id, request.params.id),
          ),
        );
      if (!order) throw notFound();
      return { smsBundleOrder: toOrderDocument(order) };
    },
  );
};
