export type { RouteAccess, RouteDeclaration } from './declaration';
import type { RouteDeclaration } from './declaration';
import { accountsRoutes } from './accounts';
import { apiDescriptionRoutes } from './apiDescription';
import { apiKeysRoutes } from './apiKeys';
import { appointmentsRoutes } from './appointments';
import { auditRoutes } from './audit';
import { bookingSiteRoutes } from './bookingSite';
import { businessExportRoutes } from './businessExport';
import { clientsRoutes } from './clients';
import { dataImportRoutes } from './dataImport';
import { messagesRoutes } from './messages';
import { messagingRoutes } from './messaging';
import { onlineBookingRoutes } from './onlineBooking';
import { ordersRoutes } from './orders';
import { paymentsRoutes } from './payments';
import { payRoutes } from './pay';
import { productsRoutes } from './products';
import { purchasesRoutes } from './purchases';
import { reportsRoutes } from './reports';
import { staffRoutes } from './staff';
import { stockRoutes } from './stock';
import { stockUsageRoutes } from './stockUsage';
import { suppliersRoutes } from './suppliers';
import { taxRoutes } from './tax';
import { webhooksRoutes } from './webhooks';

/** Every call of the API beyond the resources' CRUD, one table per area. */
export const ROUTES = {
  ...accountsRoutes,
  ...onlineBookingRoutes,
  ...productsRoutes,
  ...stockRoutes,
  ...purchasesRoutes,
  ...stockUsageRoutes,
  ...suppliersRoutes,
  ...clientsRoutes,
  ...staffRoutes,
  ...messagingRoutes,
  ...messagesRoutes,
  ...appointmentsRoutes,
  ...bookingSiteRoutes,
  ...paymentsRoutes,
  ...ordersRoutes,
  ...reportsRoutes,
  ...taxRoutes,
  ...payRoutes,
  ...apiKeysRoutes,
  ...webhooksRoutes,
  ...businessExportRoutes,
  ...dataImportRoutes,
  ...apiDescriptionRoutes,
  ...auditRoutes,
} as const satisfies Record<string, RouteDeclaration>;

export type RouteName = keyof typeof ROUTES;

/**
 * The same tables by area, for the API description's grouping; the API description's test checks
 * they hold exactly the calls of ROUTES.
 */
export const ROUTE_AREAS: Record<string, Record<string, RouteDeclaration>> = {
  accounts: accountsRoutes,
  onlineBooking: onlineBookingRoutes,
  products: productsRoutes,
  stock: stockRoutes,
  purchases: purchasesRoutes,
  stockUsage: stockUsageRoutes,
  suppliers: suppliersRoutes,
  clients: clientsRoutes,
  staff: staffRoutes,
  messaging: messagingRoutes,
  messages: messagesRoutes,
  appointments: appointmentsRoutes,
  bookingSite: bookingSiteRoutes,
  payments: paymentsRoutes,
  orders: ordersRoutes,
  reports: reportsRoutes,
  tax: taxRoutes,
  pay: payRoutes,
  apiKeys: apiKeysRoutes,
  webhooks: webhooksRoutes,
  businessExport: businessExportRoutes,
  dataImport: dataImportRoutes,
  apiDescription: apiDescriptionRoutes,
  audit: auditRoutes,
};
