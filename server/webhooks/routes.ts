import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import {
  createEndpoint,
  deleteEndpoint,
  endpointCreateSchema,
  endpointUpdateSchema,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  updateEndpoint,
} from './endpoints';

/** Webhook endpoints and deliveries (docs/areas/webhooks.md), settings.Business. */
export const registerWebhookRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.webhookEndpointList, { query: [] }, ({ access }) =>
    listEndpoints(db, access.businessId),
  );
  serveRoute(
    app,
    db,
    ROUTES.webhookEndpointCreate,
    { body: endpointCreateSchema, query: 'none' },
    ({ access, body }) => createEndpoint(db, access.businessId, body),
  );
  serveRoute(
    app,
    db,
    ROUTES.webhookEndpointUpdate,
    { body: endpointUpdateSchema, query: 'none' },
    ({ access, body, params }) => updateEndpoint(db, access.businessId, params.id, body),
  );
  serveRoute(app, db, ROUTES.webhookEndpointDelete, { query: [] }, ({ access, params }) =>
    deleteEndpoint(db, access.businessId, params.id),
  );
  serveRoute(app, db, ROUTES.webhookDeliveryList, { query: ['endpointId'] }, ({ access, query }) =>
    listDeliveries(db, access.businessId, query.endpointId),
  );
  serveRoute(app, db, ROUTES.webhookDeliveryResend, { query: 'none' }, ({ access, params }) =>
    resendDelivery(db, access.businessId, params.id),
  );
};
