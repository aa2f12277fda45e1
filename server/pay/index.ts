/** What the pay area offers the rest of the server: app.ts and the demo seed reach it only here. */
export { registerPayRoutes } from './routes';
export { freezePayPeriod } from './periods';
