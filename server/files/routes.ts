import type { FastifyInstance } from 'fastify';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { serveRoute } from '../tenancy/declaredRoutes';
import type { ImageRules } from './images';
import { sendStoredFile, storeUploads } from './uploads';

/**
 * `POST /v1/file`: multipart upload of images (`file` or `files`), for forms that attach an
 * image to a record already saved. `GET /v1/file/{filename}`: the image, for members of its
 * business only. Access and reply keys are in registry/routes/accounts.ts.
 */
export const registerFileRoutes = (app: FastifyInstance, db: Database, rules: ImageRules) => {
  serveRoute(app, db, ROUTES.fileUpload, { body: 'multipart' }, (call) =>
    storeUploads(db, call.access.businessId, call.request, call.body, rules),
  );
  serveRoute(app, db, ROUTES.fileGet, {}, ({ user, params, reply }) =>
    sendStoredFile(db, user, params.filename, reply),
  );
};
