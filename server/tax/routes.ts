import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { EtimsConfig } from '../etims';
import type { ScheduledJob } from '../scheduler';
import { registerInvoiceRoutes } from './invoiceRoutes';
import { registerTaxReportRoutes } from './reportRoutes';
import { registerTaxSettingsRoutes } from './settingsRoutes';
import { submissionJobs } from './submission';

/** The tax area's calls, and its timed job: submitting Kenyan invoices to eTIMS. */
export const registerTaxRoutes = async (
  app: FastifyInstance,
  db: Database,
  etims: EtimsConfig,
): Promise<{ scheduledJobs: ScheduledJob[] }> => {
  registerTaxSettingsRoutes(app, db);
  registerTaxReportRoutes(app, db);
  registerInvoiceRoutes(app, db);
  return { scheduledJobs: await submissionJobs(app, etims) };
};
