/** What the sms-bundles area offers the rest of the server: other areas and app.ts reach it only here. */
export { smsBundleOrderPayable } from './payable';
export { registerSmsBundleRoutes } from './routes';
