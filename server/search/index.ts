/** What the search area offers the rest of the server: other areas and app.ts reach it only here. */
export { registerSearchRoutes } from './routes';
