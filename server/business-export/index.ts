/** What the business export offers the rest of the server: app.ts reaches it only here. */
export { businessExportJob, requireOwnerOrAdmin } from './exports';
export { registerBusinessExportRoutes } from './routes';
