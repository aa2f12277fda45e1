import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { balanceOf, readIds, stockItems, warehouseBalances } from './balances';
import { listEntries, STOCK_LIST_KEYS } from './entries';
import {
  createEntry,
  editEntryReference,
  entryById,
  reverseEntry,
  syncVariantStock,
  transferStock,
} from './entryWrites';
import { editEntrySchema, entrySchema, transferSchema, variantSchema } from './schemas';

/** The stock ledger calls of inventory.md 7; access and reply keys are in registry/routes/stock.ts. */
export const registerStockRoutes = (app: FastifyInstance, db: Database) => {
  // The spec writes the create call with a trailing slash; both spellings post.
  serveRoute(app, db, ROUTES.stockReconcile, { body: entrySchema }, ({ access, body }) =>
    createEntry(db, access.businessId, access.user.id, body),
  );

  serveRoute(app, db, ROUTES.stockList, { query: STOCK_LIST_KEYS }, ({ access, query }) =>
    listEntries(db, access.businessId, query),
  );

  // A balance reply is a few hundred bytes, under the compression threshold: the route skips
  // the compression plugin's hooks, which would negotiate an encoding only to send it as it is.
  serveRoute(
    app,
    db,
    ROUTES.stockBalance,
    {
      query: ['itemCode', 'warehouseId', 'variantId'],
      options: { compress: false, decompress: false },
    },
    ({ access, query }) => {
      const ids = readIds(query, ['itemCode', 'warehouseId'], ['variantId']);
      return balanceOf(db, access.businessId, ids.itemCode!, ids.warehouseId!, ids.variantId);
    },
  );

  serveRoute(
    app,
    db,
    ROUTES.stockWarehouseBalance,
    { query: ['itemCode', 'variantId'] },
    ({ access, query }) => {
      const ids = readIds(query, ['itemCode'], ['variantId']);
      return warehouseBalances(db, access.businessId, ids.itemCode!, ids.variantId);
    },
  );

  serveRoute(app, db, ROUTES.stockItems, { query: [] }, ({ access }) =>
    stockItems(db, access.businessId),
  );

  serveRoute(app, db, ROUTES.stockTransfer, { body: transferSchema }, ({ access, body }) =>
    transferStock(db, access.businessId, access.user, body),
  );

  // The reply carries the toast's text beside the positions, so it is sent whole.
  serveRoute(
    app,
    db,
    ROUTES.stockSyncVariant,
    { body: variantSchema },
    async ({ access, body, reply }) =>
      reply.send(await syncVariantStock(db, access.businessId, body)),
  );

  serveRoute(app, db, ROUTES.stockGet, {}, ({ access, params }) =>
    entryById(db, access.businessId, params.id!),
  );

  serveRoute(
    app,
    db,
    ROUTES.stockReference,
    { body: editEntrySchema },
    ({ access, body, params }) =>
      editEntryReference(db, access.businessId, params.id!, body.reference),
  );

  serveRoute(app, db, ROUTES.stockDelete, {}, ({ access, params }) =>
    reverseEntry(db, access.businessId, access.user.id, params.id!),
  );
};
