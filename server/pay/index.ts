/** What the pay area offers the rest of the server: app.ts reaches it only here. */
export { registerPayRoutes } from './routes';
