/** What the booking site's area offers the rest of the server: other areas and app.ts reach it only here. */
export { registerBookingSiteRoutes } from './routes';
export { depositPayable } from './depositPayable';
export type { FlowDependencies } from './dependencies';
export { bookingSiteJobs } from './jobs';
