import type { FastifyInstance } from 'fastify';
import type { AnyObjectSchema } from 'yup';
import { ROUTES } from '../../registry/routes';
import type { RouteDeclaration } from '../../registry/routes/declaration';
import type { Database } from '../db/database';
import { serveRoute, type RouteContext } from '../tenancy/declaredRoutes';
import { cartCall, emptyCart, removeEntry, updateCart } from './cartChanges';
import { addEntry, updateEntry } from './cartEntryChanges';
import { cartUpdateSchema, entryAddSchema, entryUpdateSchema } from './checkoutInput';

/**
 * The cart (docs/areas/orders.md), one per signed-in user and business; every call replies
 * `{ cart }` (access in registry/routes/orders.ts). The calls take the business in the query
 * (reads, deletes) or in the body (writes, whose query is empty): a stray key is a 400, never
 * silently ignored.
 */
export const registerCartRoutes = (app: FastifyInstance, db: Database) => {
  /** A write: its business is in the body `schema` reads, so it takes no query at all. */
  const serveWrite = <R extends RouteDeclaration, B extends AnyObjectSchema>(
    route: R,
    schema: B,
    handler: (context: RouteContext<R, B>) => Promise<unknown>,
  ) => serveRoute(app, db, route, { query: 'none', body: schema }, handler);

  serveRoute(app, db, ROUTES.cartGet, { query: [] }, ({ access }) => cartCall(db, access));

  serveWrite(ROUTES.cartUpdate, cartUpdateSchema, ({ access, body }) =>
    updateCart(db, access, body),
  );

  // Empties it: entries, client, amounts and the deposit choice.
  serveRoute(app, db, ROUTES.cartEmpty, { query: [] }, ({ access }) =>
    cartCall(db, access, (tx, cart) => emptyCart(tx, access.businessId, cart.id)),
  );

  serveWrite(ROUTES.cartEntryAdd, entryAddSchema, ({ access, body }) => addEntry(db, access, body));

  serveWrite(ROUTES.cartEntryUpdate, entryUpdateSchema, ({ access, body, params }) =>
    updateEntry(db, access, params.id!, body),
  );

  serveRoute(app, db, ROUTES.cartEntryRemove, { query: [] }, ({ access, params }) =>
    removeEntry(db, access, params.id!),
  );
};
