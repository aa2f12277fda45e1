import type { FastifyInstance } from 'fastify';
import type { ResourceDeclaration } from '../../registry/types';
import { resourceRoutes } from '../../registry/routes/resources';
import type { Database } from '../db/database';
import type { ImageRules } from '../files/images';
import { serveRoute } from '../tenancy/declaredRoutes';
import type { ResourceHooks } from './hooks';
import { idsOfQuery } from './deleteQuery';
import { recordStore } from './crudRecords';
import { deletedReply } from './deletedReply';

/**
 * Serves list, get, create, update and delete for one declared resource, as
 * registry/routes/resources.ts declares them (access and reply keys there):
 *   GET {path}?businessId&page&limit&sort&q&<filters>  -> { [pageKey]: page }
 *   GET {path}/{id}?businessId                         -> { [replyKey]: record }
 *   POST {path} (JSON or multipart, businessId)        -> 201 { [createReplyKey ?? replyKey]: record }
 *   PUT {path}/{id} (JSON or multipart, businessId)    -> { [replyKey]: record }
 *   DELETE {path}/{id}?businessId + vendor-module      -> { [replyKey]: record }
 *   DELETE {path}?businessId&id=… + vendor-module      -> { [replyKey]: record }, or { deleted: records } for several ids
 * The list reads its own query keys (the resource's fields and filters), so serveRoute leaves
 * the query to it.
 */
export const registerCrudRoutes = (
  app: FastifyInstance,
  db: Database,
  resource: ResourceDeclaration,
  imageRules: ImageRules,
  hooks: ResourceHooks = {},
) => {
  const routes = resourceRoutes(resource);
  const records = recordStore(db, resource, imageRules, hooks);

  serveRoute(app, db, routes.list, {}, ({ access, query }) => records.list(access, query));

  serveRoute(app, db, routes.get, {}, ({ access, params }) => records.get(access, params.id!));

  serveRoute(app, db, routes.create, { body: 'multipart' }, ({ access, body, request }) =>
    records.create(access, { body, multipart: request.isMultipart() }),
  );

  serveRoute(app, db, routes.update, { body: 'multipart' }, ({ access, body, request, params }) =>
    records.update(access, params.id!, { body, multipart: request.isMultipart() }),
  );

  serveRoute(app, db, routes.delete, {}, ({ access, params }) =>
    records.removeOne(access, params.id!),
  );

  // The specs' `DELETE {path}{query}` form: one `?id=`, or several (repeated or comma-separated) for a bulk delete.
  serveRoute(app, db, routes.deleteMany, {}, async ({ access, query }) => {
    const ids = idsOfQuery(query);
    const deleted = await records.remove(access, ids);
    return deletedReply(ids, resource.replyKey, deleted);
  });
};
