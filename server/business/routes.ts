import type { FastifyInstance } from 'fastify';
import { appManifest, APP_MANIFEST_TYPE } from '../../registry/appManifest';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import { createSchema, updateSchema } from './businessSchemas';
import {
  businessOf,
  businessPageOf,
  createBusiness,
  deleteBusiness,
  updateBusiness,
} from './businesses';

/** The business calls; access and reply keys are in registry/routes/accounts.ts. */
export const registerBusinessRoutes = (app: FastifyInstance, db: Database) => {
  // The reply carries the caller's new role beside the business the web app reads, so the
  // handler sends it whole rather than under the declared key.
  serveRoute(app, db, ROUTES.businessCreate, { body: createSchema }, async (call) =>
    call.reply.send(await createBusiness(db, call.user, call.body)),
  );
  serveRoute(app, db, ROUTES.businessList, {}, ({ user }) => businessPageOf(db, user));
  serveRoute(app, db, ROUTES.businessGet, {}, ({ access }) => businessOf(db, access.businessId));
  serveRoute(app, db, ROUTES.businessUpdate, { body: updateSchema }, ({ access, body }) =>
    updateBusiness(db, access.businessId, body),
  );
  serveRoute(app, db, ROUTES.businessDelete, {}, ({ access }) => deleteBusiness(db, access));
  // Asked for by the browser, not the app, whenever it checks the installed app: never kept stale.
  serveRoute(app, db, ROUTES.appManifest, {}, async ({ access, reply }) => {
    const { name } = await businessOf(db, access.businessId);
    return reply
      .header('content-type', APP_MANIFEST_TYPE)
      .header('cache-control', 'private, no-cache')
      .send(JSON.stringify(appManifest(name)));
  });
};
