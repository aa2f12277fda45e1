/** What the CSV import offers the rest of the server: app.ts reaches it only here. */
export { registerDataImportRoutes } from './routes';
