/** What the audit area offers the rest of the server: its routes, for app.ts. */
export { registerAuditRoutes } from './routes';
