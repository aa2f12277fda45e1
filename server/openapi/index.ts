export { registerOpenApiRoutes } from './routes';
