/** What the staff area offers the rest of the server: other areas and app.ts reach it only here. */
export { staffResourceHooks } from './employeeHooks';
export { registerStaffRoutes } from './routes';
