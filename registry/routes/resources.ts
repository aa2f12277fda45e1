import type { Action } from '../modules';
import type { ResourceDeclaration } from '../types';
import type { RouteDeclaration } from './declaration';

/**
 * The generic calls of a registry resource (server/registry/crudRoutes.ts): list, get, create,
 * update, and delete by path or by `?id=` (one or several).
 */
export const resourceRoutes = (resource: ResourceDeclaration) => {
  const access = (action: Action) => ({ module: resource.module, action });
  const record = `${resource.path}/:id`;
  return {
    list: {
      method: 'GET',
      path: resource.path,
      access: access('read'),
      replyKey: resource.pageKey,
    },
    get: { method: 'GET', path: record, access: access('read'), replyKey: resource.replyKey },
    create: {
      method: 'POST',
      created: true,
      path: resource.path,
      access: access('create'),
      replyKey: resource.createReplyKey ?? resource.replyKey,
      ...(resource.businessAlias && { businessAlias: resource.businessAlias }),
    },
    update: { method: 'PUT', path: record, access: access('update'), replyKey: resource.replyKey },
    delete: {
      method: 'DELETE',
      path: record,
      access: access('delete'),
      replyKey: resource.replyKey,
    },
    // One id answers under the reply key, several under `deleted`: the handler shapes the reply.
    deleteMany: { method: 'DELETE', path: resource.path, access: access('delete') },
  } satisfies Record<string, RouteDeclaration>;
};
