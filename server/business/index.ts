/** What the business area offers the rest of the server: other areas and app.ts reach it only here. */
export { registerFirstRunRoutes } from './firstRunRoutes';
export { registerOnlineBookingRoutes } from './onlineBookingRoutes';
export { registerBusinessRoutes } from './routes';
export { registerApiKeyRoutes } from './apiKeyRoutes';
