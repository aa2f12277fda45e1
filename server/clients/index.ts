/** What the clients area offers the rest of the server: other areas and app.ts reach it only here. */
export { clientsResourceHooks, emitClientCreated } from './categories';
export { registerClientsRoutes } from './routes';
