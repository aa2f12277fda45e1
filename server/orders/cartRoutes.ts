import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { refuseUnknownQueryKeys } from '../http/listQuery';
import { serveRoute, type RouteQuery } from '../tenancy/declaredRoutes';
import { cartCall, emptyCart, removeEntry, updateCart } from './cartChanges';
import { addEntry, updateEntry } from './cartEntryChanges';
import { cartUpdateSchema, entryAddSchema, entryUpdateSchema } from './checkoutInput';

/**
 * A write names its business in the body, so its query holds nothing at all. The declared query
 * rule refuses any other key before the body is read but always admits `businessId`; this
 * refuses that one too.
 */
const refuseAnyQuery = (query: RouteQuery) => refuseUnknownQueryKeys(query, []);

/**
 * The cart (docs/areas/orders.md), one per signed-in user and business; every call replies
 * `{ cart }` (access in registry/routes/orders.ts). The calls take the business in the query
 * (reads, deletes) or in the body (writes, whose query is empty): a stray key is a 400, never
 * silently ignored.
 */
export const registerCartRoutes = (app: FastifyInstance, db: Database) => {
  serveRoute(app, db, ROUTES.cartGet, { query: [] }, ({ access }) => cartCall(db, access));

  serveRoute(
    app,
    db,
    ROUTES.cartUpdate,
    { query: [], body: cartUpdateSchema },
    ({ access, body, query, request }) => {
      refuseAnyQuery(query);
      return updateCart(db, request, access, body);
    },
  );

  // Empties it: entries, client, amounts and the deposit choice.
  serveRoute(app, db, ROUTES.cartEmpty, { query: [] }, ({ access }) =>
    cartCall(db, access, (tx, cart) => emptyCart(tx, access.businessId, cart.id)),
  );

  serveRoute(
    app,
    db,
    ROUTES.cartEntryAdd,
    { query: [], body: entryAddSchema },
    ({ access, body, query, request }) => {
      refuseAnyQuery(query);
      return addEntry(db, request, access, body);
    },
  );

  serveRoute(
    app,
    db,
    ROUTES.cartEntryUpdate,
    { query: [], body: entryUpdateSchema },
    ({ access, body, params, query, request }) => {
      refuseAnyQuery(query);
      return updateEntry(db, request, access, params.id!, body);
    },
  );

  serveRoute(app, db, ROUTES.cartEntryRemove, { query: [] }, ({ access, params }) =>
    removeEntry(db, access, params.id!),
  );
};
