import type { FastifyInstance } from 'fastify';
import { consultationForm } from '../../registry';
import { ROUTES } from '../../registry/routes';
import type { Database } from '../db/database';
import { registerCrudRoutes } from '../registry/crudRoutes';
import { serveRoute } from '../tenancy/declaredRoutes';
import { consultationFormHistory, consultationFormHooks } from './consultationForms';
import { importGoogleReviews } from './googleReviewImport';

/**
 * Client records beyond the registry's own routes: consultation forms (the generic routes of
 * their declaration, with history), their history, and the Google reviews CSV import. Feedback
 * and Google reviews themselves are registry resources. Access and reply keys are in
 * registry/routes/clients.ts.
 */
export const registerClientRecordsRoutes = (app: FastifyInstance, db: Database) => {
  // Consultation forms have no image fields, so no upload is ever accepted.
  registerCrudRoutes(app, db, consultationForm, { maxBytes: 0 }, consultationFormHooks);

  serveRoute(app, db, ROUTES.consultationFormHistory, {}, ({ access, params }) =>
    consultationFormHistory(db, access.businessId, params.id!),
  );

  // 201 { googleReviewImport: { imported, skipped } }
  serveRoute(app, db, ROUTES.googleReviewImport, { body: 'multipart' }, ({ access, body }) =>
    importGoogleReviews(db, access.businessId, body),
  );
};
