import type { ResourceDeclaration } from '../types';
import type { RouteDeclaration } from './declaration';
import { moduleRoutes } from './moduleRoutes';

/**
 * The generic calls of a registry resource (server/registry/crudRoutes.ts): list, get, create,
 * update, and delete by path or by `?id=` (one or several).
 */
export const resourceRoutes = (resource: ResourceDeclaration) => {
  const calls = moduleRoutes(resource.module);
  const record = `${resource.path}/:id`;
  return {
    list: calls.read(resource.path, resource.pageKey),
    get: calls.read(record, resource.replyKey),
    create: {
      ...calls.create(resource.path, resource.createReplyKey ?? resource.replyKey),
      ...(resource.businessAlias && { businessAlias: resource.businessAlias }),
    },
    update: calls.update(record, resource.replyKey),
    delete: calls.remove(record, resource.replyKey),
    // One id answers under the reply key, several under `deleted`: the handler shapes the reply.
    deleteMany: { method: 'DELETE', path: resource.path, access: calls.access('delete') },
  } satisfies Record<string, RouteDeclaration>;
};
