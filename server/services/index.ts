/** What the services area offers the rest of the server: other areas and app.ts reach it only here. */
export { holdServicePackage } from './clientPackages';
export { removePerformer, servicesResourceHooks } from './hooks';
export { registerServicesRoutes } from './routes';
