import type { FastifyInstance } from 'fastify';
import { consultationForm } from '../../registry';
import type { Database } from '../db/database';
import { registerCrudRoutes } from '../registry/crudRoutes';
import { consultationFormHooks, registerConsultationFormHistory } from './consultationForms';
import { registerGoogleReviewImport } from './googleReviewImport';

/**
 * Client records beyond the registry's own routes: consultation forms (the generic routes of
 * their declaration, with history), their history, and the Google reviews CSV import. Feedback
 * and Google reviews themselves are registry resources.
 */
export const registerClientRecordsRoutes = (app: FastifyInstance, db: Database) => {
  // Consultation forms have no image fields, so no upload is ever accepted.
  registerCrudRoutes(app, db, consultationForm, { maxBytes: 0 }, consultationFormHooks);
  registerConsultationFormHistory(app, db);
  registerGoogleReviewImport(app, db);
};
