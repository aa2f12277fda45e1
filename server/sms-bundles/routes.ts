import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { ROUTES } from '../../registry/routes';
import { textSchema } from '../../registry/validation';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { bundleOrderPage, bundlePage, findBundleOrder, orderBundle } from './bundles';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAYMENT_METHODS = ['m-pesa', 'card'] as const;
const paymentMethodRefusal = {
  message: 'saluni.validation.invalidChoice',
  args: { choices: PAYMENT_METHODS.join(', ') },
};

const orderSchema = yup.object({
  businessId: textSchema(),
  smsBundleId: textSchema()
    .required('saluni.spec.validation.bundleRequired')
    .nonNullable('saluni.spec.validation.bundleRequired')
    .matches(UUID, 'saluni.validation.mustBeId'),
  paymentMethod: textSchema()
    .required(paymentMethodRefusal)
    .nonNullable(paymentMethodRefusal)
    .oneOf(PAYMENT_METHODS, paymentMethodRefusal),
});

const PAGE_KEYS = ['status', 'page', 'limit'];

/**
 * SMS bundles and their orders (docs/areas/payments.md); access and reply keys are in
 * registry/routes/payments.ts. A new order is pending, and is paid through `POST /mpesa/pay` or
 * `POST /card/pay` with its `_id` as the transaction reference.
 */
export const registerSmsBundleRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.smsBundleList, { query: PAGE_KEYS }, ({ access, query }) =>
    bundlePage(db, access.businessId, query),
  );

  serveRoute(app, db, ROUTES.smsBundleOrderCreate, { body: orderSchema }, ({ access, body }) =>
    orderBundle(db, access.businessId, access.user.id, body.smsBundleId, body.paymentMethod),
  );

  serveRoute(app, db, ROUTES.smsBundleOrderList, { query: PAGE_KEYS }, ({ access, query }) =>
    bundleOrderPage(db, access.businessId, query),
  );

  serveRoute(app, db, ROUTES.smsBundleOrderGet, { query: [] }, ({ access, params }) =>
    findBundleOrder(db, access.businessId, params.id!),
  );
};
