/** What the client-records area offers the rest of the server: other areas and app.ts reach it only here. */
export { registerClientRecordsRoutes } from './routes';
