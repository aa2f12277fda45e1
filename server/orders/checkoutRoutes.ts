import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mapAmounts, sameAmounts } from '../../registry/orderAmounts';
import type { Database } from '../db/database';
import { appointments, businesses, orderLines, orderPayments, orders } from '../db/schema';
import { HttpError, notFound, validationFailed } from '../http/errors';
import { text } from '../http/messages';
import { parseBody } from '../http/parseBody';
import { businessTimeZone } from '../tenancy/zonedTime';
import { businessIdOf } from '../http/fields';
import type { PendingPaymentQuery } from '../payments';
import { authorize, isUuid, type Access } from '../tenancy/access';
import { priceItems } from './cartPricing';
import { emptyCart } from './cartRoutes';
import { cartEntryRows, ensureCart, priceEntries } from './cartStore';
import {
  CHECKOUT_MODULE,
  businessOnlySchema,
  orderCreateSchema,
  paymentRequestSchema,
  type PaymentBody,
} from './checkoutInput';
import { checkPayments, createOrder, insertPayments, type SaleLine } from './checkoutOrder';
import { loadOrder } from './documents';
import { toMinor } from '../db/money';
import { addPaidAmount } from './settle';

const V = 'saluni.checkout.validation';

const currencyOf = async (tx: Database, businessId: string) =>
  (
    await tx
      .select({ currency: businesses.currency })
      .from(businesses)
      .where(eq(businesses.id, businessId))
  )[0]?.currency ?? 'KES';

/**
 * One more payment toward an order's balance (locked for the call): the balance is the cost less
 * what was paid and what a waiting M-Pesa payment will pay; a second M-Pesa payment while one
 * waits is 409, as is paying a cancelled or paid order.
 */
const payTowardOrder = async (
  tx: Database,
  access: Access,
  orderId: string,
  payment: PaymentBody,
) => {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, access.businessId), eq(orders.id, orderId)))
    .for('update');
  if (!order) throw notFound();
  if (order.status === 'cancelled')
    throw new HttpError(409, 'INVALID_STATE', text(`${V}.orderCancelled`));
  const balance = toMinor(order.cost) - toMinor(order.paidAmount);
  if (balance <= 0) throw new HttpError(409, 'INVALID_STATE', text(`${V}.orderPaid`));
  const waiting = await tx
    .select({ amount: orderPayments.amount })
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.businessId, access.businessId),
        eq(orderPayments.orderId, orderId),
        eq(orderPayments.status, 'pending'),
      ),
    );
  const waitingAmount = waiting.reduce((sum, line) => sum + toMinor(line.amount), 0);
  const [checked] = checkPayments(
    [payment],
    balance - waitingAmount,
    order.currency,
    waiting.length > 0,
    'payment',
  );
  await insertPayments(tx, access.businessId, orderId, access.user.id, [checked!]);
  if (checked!.status === 'paid')
    await addPaidAmount(tx, access.businessId, orderId, checked!.amount);
};

/**
 * Paying (docs/areas/orders.md), module sales.Checkout:
 *   POST /v1/order {businessId, payments} -> 201 { order }: the user's cart becomes an order
 *   PUT  /v1/order/{id}/retry-payment {businessId, payment} -> { order }
 *   POST /v1/order/{id}/payment-status {businessId} -> { order }: asks M-Pesa about a waiting payment
 *   PUT  /v1/order/retry-appointment-payment/{appointmentId} {businessId, payment} -> { order }
 *        (201 when a new order of the appointment's services was made)
 */
export const registerCheckoutRoutes = (
  app: FastifyInstance,
  db: Database,
  queryPending: PendingPaymentQuery,
) => {
  app.post('/v1/order', async (request, reply) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      CHECKOUT_MODULE,
      'create',
    );
    const body = await parseBody(orderCreateSchema, request.body);
    const timeZone = await businessTimeZone(db, access.businessId);
    const orderId = await db.transaction(async (tx) => {
      const cart = await ensureCart(tx, access.businessId, access.user.id, true);
      if (!cart.clientId)
        throw validationFailed({ clientId: text('saluni.spec.validation.clientRequired') });
      const rows = await cartEntryRows(tx, access.businessId, cart.id);
      if (rows.length === 0) throw validationFailed({ entries: text(`${V}.cartEmpty`) });
      const lines = (await priceEntries(tx, access.businessId, timeZone, cart, rows)).map(
        ({ row, pricing, gross }): SaleLine => {
          if ('problem' in pricing)
            throw validationFailed({ [pricing.problem.field]: pricing.problem.message });
          const discount = toMinor(row.discount);
          if (discount > gross)
            throw validationFailed({ discount: text(`${V}.discountAboveLine`) });
          return {
            priced: pricing.priced,
            quantity: row.quantity,
            discount,
            employeeId: row.employeeId,
          };
        },
      );
      const created = await createOrder(tx, {
        businessId: access.businessId,
        userId: access.user.id,
        clientId: cart.clientId,
        currency: await currencyOf(tx, access.businessId),
        lines,
        amounts: mapAmounts(cart, toMinor),
        payments: body.payments ?? [],
        paymentsField: 'payments',
      });
      await emptyCart(tx, access.businessId, cart.id);
      return created;
    });
    return reply.status(201).send({ order: await loadOrder(db, access.businessId, orderId) });
  });

  app.put<{ Params: { id: string } }>('/v1/order/:id/retry-payment', async (request) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      CHECKOUT_MODULE,
      'update',
    );
    if (!isUuid(request.params.id)) throw notFound();
    const body = await parseBody(paymentRequestSchema, request.body);
    await db.transaction((tx) => payTowardOrder(tx, access, request.params.id, body.payment));
    return { order: await loadOrder(db, access.businessId, request.params.id) };
  });

  app.post<{ Params: { id: string } }>('/v1/order/:id/payment-status', async (request) => {
    const access = await authorize(
      db,
      request,
      businessIdOf(request.body),
      CHECKOUT_MODULE,
      'read',
    );
    if (!isUuid(request.params.id)) throw notFound();
    await parseBody(businessOnlySchema, request.body);
    if (!(await loadOrder(db, access.businessId, request.params.id))) throw notFound();
    await queryPending({ businessId: access.businessId, transactionRef: request.params.id });
    return { order: await loadOrder(db, access.businessId, request.params.id) };
  });

  app.put<{ Params: { id: string } }>(
    '/v1/order/retry-appointment-payment/:id',
    async (request, reply) => {
      const access = await authorize(
        db,
        request,
        businessIdOf(request.body),
        CHECKOUT_MODULE,
        'create',
      );
      if (!isUuid(request.params.id)) throw notFound();
      const body = await parseBody(paymentRequestSchema, request.body);
      const timeZone = await businessTimeZone(db, access.businessId);
      const { orderId, created } = await db.transaction(async (tx) => {
        const [appointment] = await tx
          .select()
          .from(appointments)
          .where(
            and(
              eq(appointments.businessId, access.businessId),
              eq(appointments.id, request.params.id),
            ),
          )
          .for('update');
        if (!appointment) throw notFound();
        if (appointment.paidOrderId)
          throw new HttpError(409, 'INVALID_STATE', text(`${V}.appointmentPaid`));
        const [holding] = await tx
          .select({ id: orders.id })
          .from(orderLines)
          .innerJoin(
            orders,
            and(eq(orders.businessId, orderLines.businessId), eq(orders.id, orderLines.orderId)),
          )
          .where(
            and(
              eq(orderLines.businessId, access.businessId),
              eq(orderLines.appointmentId, appointment.id),
              ne(orders.status, 'cancelled'),
              inArray(orders.paymentStatus, ['unpaid', 'partially_paid']),
            ),
          )
          .orderBy(desc(orders.createdAt))
          .limit(1);
        if (holding) {
          await payTowardOrder(tx, access, holding.id, body.payment);
          return { orderId: holding.id, created: false };
        }
        if (appointment.serviceIds.length === 0)
          throw new HttpError(409, 'INVALID_STATE', text(`${V}.appointmentNoServices`));
        const items = appointment.serviceIds.map((serviceId) => ({
          kind: 'service' as const,
          serviceId,
          appointmentId: appointment.id,
        }));
        const lines = (
          await priceItems(tx, access.businessId, timeZone, items, appointment.clientId)
        ).map((pricing): SaleLine => {
          if ('problem' in pricing)
            throw new HttpError(409, 'INVALID_STATE', pricing.problem.message);
          return {
            priced: pricing.priced,
            quantity: 1,
            discount: 0,
            employeeId: appointment.employeeId,
          };
        });
        const newOrderId = await createOrder(tx, {
          businessId: access.businessId,
          userId: access.user.id,
          clientId: appointment.clientId,
          currency: await currencyOf(tx, access.businessId),
          lines,
          amounts: sameAmounts(0),
          payments: [body.payment],
          paymentsField: 'payment',
        });
        return { orderId: newOrderId, created: true };
      });
      return reply
        .status(created ? 201 : 200)
        .send({ order: await loadOrder(db, access.businessId, orderId) });
    },
  );
};
