import { ROUTES } from '../../registry/routes';
import type { RouteCaller } from './routeCall';

/** The staff calls beyond the registry's CRUD, as dataProvider methods. */
export const staffMethods = ({ download }: RouteCaller) => ({
  /** Saves employees.csv (back-office.md 2: "Staff list export downloads employees.csv"). */
  exportEmployees: () => download(ROUTES.employeeExport, 'employees.csv'),
});
