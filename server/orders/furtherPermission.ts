import type { FastifyRequest } from 'fastify';
import type { ModuleName } from '../../registry/modules';
import type { Database } from '../db/database';
import { authorize, type Access } from '../tenancy/access';

/**
 * A permission beyond the route's own that what the body holds needs (a discount or an order
 * amount needs its module's `create`): 403 otherwise. The route's declaration checks its own
 * module; this one depends on the body, so the call's rules check it once the body is read.
 */
export const checkFurtherPermission = async (
  db: Database,
  request: FastifyRequest,
  access: Access,
  module: ModuleName,
) => {
  await authorize(db, request, access.businessId, module, 'create');
};
