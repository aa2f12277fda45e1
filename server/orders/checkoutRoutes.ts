import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import type { PendingPaymentQuery } from '../payments';
import { serveRoute } from '../tenancy/declaredRoutes';
import { payAppointment } from './appointmentPayment';
import { checkoutCart, refreshPaymentStatus, retryOrderPayment } from './checkout';
import { businessOnlySchema, orderCreateSchema, paymentRequestSchema } from './checkoutInput';

/**
 * Paying (docs/areas/orders.md), module sales.Checkout (access in registry/routes/orders.ts):
 * the cart becomes an order, an order's balance is paid, a waiting M-Pesa payment is asked
 * about, and an appointment's services are paid. Each replies `{ order }`.
 */
export const registerCheckoutRoutes = (
  app: FastifyInstance,
  db: Database,
  queryPending: PendingPaymentQuery,
) => {
  serveRoute(app, db, ROUTES.orderCreate, { body: orderCreateSchema }, ({ access, body }) =>
    checkoutCart(db, access, body),
  );

  serveRoute(
    app,
    db,
    ROUTES.orderRetryPayment,
    { body: paymentRequestSchema },
    ({ access, body, params }) => retryOrderPayment(db, access, params.id!, body.payment),
  );

  serveRoute(
    app,
    db,
    ROUTES.orderPaymentStatus,
    { body: businessOnlySchema },
    ({ access, params }) => refreshPaymentStatus(db, queryPending, access.businessId, params.id!),
  );

  // 201 when a new order of the appointment's services was made, 200 when one held them.
  serveRoute(
    app,
    db,
    ROUTES.appointmentRetryPayment,
    { body: paymentRequestSchema },
    async ({ access, body, params, reply }) => {
      const { order, created } = await payAppointment(db, access, params.id!, body.payment);
      reply.status(created ? 201 : 200);
      return order;
    },
  );
};
