import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import type { ImageRules } from '../files/images';
import { serveRecordUpload, serveRoute } from '../tenancy/declaredRoutes';
import { bulkPerformerSchema, bulkUpdateSchema, bulkUpdateServices, setPerformers } from './bulk';
import {
  getClientPackage,
  holdPackageForClient,
  holdSchema,
  listClientPackages,
  useClientPackage,
  useSchema,
} from './clientPackages';
import { exportServices } from './export';
import { setServiceImage } from './serviceImage';

/**
 * The calls of services beyond the registry's CRUD (back-office.md 7): bulk edit, performers
 * of several services, the image upload, the CSV export; and client service packages. Access
 * and reply keys are in registry/routes/clients.ts.
 */
export const registerServicesRoutes = (
  app: FastifyInstance,
  db: Database,
  imageRules: ImageRules,
) => {
  serveRoute(
    app,
    db,
    ROUTES.serviceBulkCategories,
    { body: bulkUpdateSchema },
    ({ access, body }) =>
      bulkUpdateServices(db, access, body.services as Record<string, unknown>[]),
  );

  serveRoute(
    app,
    db,
    ROUTES.serviceBulkPerformers,
    { body: bulkPerformerSchema },
    ({ access, body }) => setPerformers(db, access, body.serviceIds, body.performerIds),
  );

  serveRecordUpload(app, db, ROUTES.serviceImage, (businessId, id, upload) =>
    setServiceImage(db, businessId, id, upload, imageRules),
  );

  serveRoute(app, db, ROUTES.serviceExport, {}, ({ access, query, reply }) =>
    exportServices(db, reply, access.businessId, query),
  );

  serveRoute(app, db, ROUTES.clientPackageList, {}, ({ access, query }) =>
    listClientPackages(db, access.businessId, query),
  );

  serveRoute(app, db, ROUTES.clientPackageGet, {}, ({ access, params }) =>
    getClientPackage(db, access.businessId, params.id!),
  );

  serveRoute(app, db, ROUTES.clientPackageCreate, { body: holdSchema }, ({ access, body }) =>
    holdPackageForClient(db, access.businessId, body),
  );

  serveRoute(app, db, ROUTES.clientPackageUse, { body: useSchema }, ({ access, body, params }) =>
    useClientPackage(db, access.businessId, params.id!, body),
  );
};
