import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { ORDER_STATUSES, type OrderStatus } from '../../registry/orders';
import { ROUTES } from '../../registry/routes';
import { choiceSchema, textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import {
  deleteOrder,
  emailReceipt,
  exportOrders,
  findOrder,
  moveOrder,
  orderPage,
  refund,
  unreadOrderCount,
  updateOrder,
} from './orderCalls';
import { refundSchema } from './refund';

const updateSchema = yup.object({
  businessId: textSchema(),
  read: yup.boolean().strict().typeError('saluni.validation.mustBeBoolean').optional(),
  notes: textSchema(2000).nullable().optional(),
});
const statusSchema = yup.object({
  businessId: textSchema(),
  status: choiceSchema(ORDER_STATUSES).required('saluni.spec.validation.fieldRequired'),
});
const businessOnlySchema = yup.object({ businessId: textSchema() });

/**
 * The order calls after payment (docs/areas/orders.md, Orders), module products.Orders (access
 * in registry/routes/orders.ts). The list and the export read their own filters (listQuery.ts);
 * reads of one order take only the business in the query. Every write holds the order's row
 * lock in one transaction and replies with the order.
 */
export const registerOrderRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.orderList, {}, ({ access, query }) =>
    orderPage(db, access.businessId, query),
  );

  serveRoute(app, db, ROUTES.orderUnread, { query: [] }, ({ access }) =>
    unreadOrderCount(db, access.businessId),
  );

  serveRoute(app, db, ROUTES.orderExport, {}, ({ access, query, reply }) =>
    exportOrders(db, reply, access.businessId, query),
  );

  serveRoute(app, db, ROUTES.orderGet, { query: [] }, ({ access, params }) =>
    findOrder(db, access.businessId, params.id!),
  );

  serveRoute(app, db, ROUTES.orderUpdate, { body: updateSchema }, ({ access, body, params }) =>
    updateOrder(db, access.businessId, params.id!, body),
  );

  serveRoute(app, db, ROUTES.orderFulfil, { body: businessOnlySchema }, ({ access, params }) =>
    moveOrder(db, access, params.id!, 'delivered'),
  );

  serveRoute(app, db, ROUTES.orderStatus, { body: statusSchema }, ({ access, body, params }) =>
    moveOrder(db, access, params.id!, body.status as OrderStatus),
  );

  serveRoute(app, db, ROUTES.orderRefund, { body: refundSchema }, ({ access, body, params }) =>
    refund(db, access, params.id!, body),
  );

  serveRoute(
    app,
    db,
    ROUTES.orderReceiptEmail,
    { body: businessOnlySchema },
    ({ access, params }) => emailReceipt(db, access.businessId, params.id!),
  );

  serveRoute(app, db, ROUTES.orderDelete, { query: [] }, ({ access, params }) =>
    deleteOrder(db, access, params.id!),
  );
};
