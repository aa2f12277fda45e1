import { client, type ModuleName } from '../../registry';

/*
 * The web app's screens that are not registry resources: their react-admin names (which the
 * app's `canAccess` maps to permission modules, src/auth/permissions.ts), their URLs and the
 * query keys other areas refresh. Core, because the menu, the permissions and the search lead
 * to them without importing the areas that draw them.
 */

/** The name permission checks and query keys use for appointments (module appointments.Appointments). */
export const APPOINTMENT_RESOURCE = 'appointment';

/** Where the cart is paid (back-office.md 2, the Checkout dialog's redirect path). */
export const CHECKOUT_PATH = '/checkout';
/** The signed-in user's cart, refreshed by whatever adds to it. */
export const CART_QUERY_KEY = ['cart'];

/** The client detail page (a custom route of src/App.tsx). */
export const clientShowPath = (id: string | number) =>
  `/${client.name}/${encodeURIComponent(String(id))}/show`;

/** The messaging screens (Email, SMS and SMS bundles tabs of /messages). */
export const CLIENT_MESSAGE_RESOURCE = 'client-message';
export const SMS_BUNDLE_RESOURCE = 'sms-bundle';
export const MESSAGES_PATH = '/messages';
/** The automatic messages' settings, words and scheduled work, reached from the business settings. */
export const MESSAGE_SETTINGS_PATH = '/settings/messages';
/** The tax settings (names and numbers on invoices, VAT or GST registration), reached from the business settings. */
export const TAX_SETTINGS_PATH = '/settings/tax';
/** The business's API keys for other programs (owners and admins), reached from the business settings. */
export const API_KEYS_SETTINGS_PATH = '/settings/api-keys';
/** Importing records from a CSV file (owners and admins), reached from the business settings. */
export const DATA_IMPORT_PATH = '/settings/import';

/**
 * The product area's resource: its list is the inventory hub at /products, its create Add
 * Product, and Edit Product its route at the spec's /products/edit/{id} (module products.Product).
 */
export const PRODUCTS_RESOURCE = 'products';

/** A link to one order's page (the custom route /order/:id of src/App.tsx). */
export const orderPath = (id: string) => `/order/${encodeURIComponent(id)}`;
/** Where the order page goes back to: the hub's Orders tab. */
export const ORDERS_TAB_PATH = '/products?tab=orders';

/** The report pages: the menu shows a page only to roles allowed to read its report. */
export const REPORT_SALES_RESOURCE = 'report-sales';
export const REPORT_CLIENT_RESOURCE = 'report-client';
export const REPORT_SALES_PATH = '/reports/sales';
export const REPORT_CLIENTS_PATH = '/reports/clients';
/** The tax report reads the sales: the sales report's resource decides who sees it. */
export const REPORT_TAX_PATH = '/reports/tax';
export const REPORT_SALES_MODULE: ModuleName = 'reports.Sales';
export const REPORT_CLIENT_MODULE: ModuleName = 'reports.Client';
/** The first part of every report query's key: what changes the figures refreshes them all at once. */
export const REPORTS_QUERY_KEY = ['reports'] as const;

/** The cash-up pages (module sales.Cash-up). */
export const CASH_UP_RESOURCE = 'cash-up';
export const CASH_UP_PATH = '/cash-up';
export const CASH_UP_MODULE: ModuleName = 'sales.Cash-up';
/** The printable summary of one close. */
export const cashUpSummaryPath = (id: string) => `${CASH_UP_PATH}/${id}`;

/** The audit trail's page (module settings.Activity): who changed what, for owners and admins. */
export const ACTIVITY_RESOURCE = 'activity';
export const ACTIVITY_PATH = '/activity';
export const ACTIVITY_MODULE: ModuleName = 'settings.Activity';

/** The staff pay pages (module staff.Pay): a period's summary, one staff member's statement. */
export const PAY_RESOURCE = 'pay';
export const PAY_MODULE: ModuleName = 'staff.Pay';
export const PAY_PATH = '/pay';
/** Every member's own statement. */
export const MY_PAY_PATH = '/my-pay';
/** Each staff member's figures over the report date filter's days. */
export const PAY_STAFF_REPORT_PATH = '/pay/staff-report';
/** The first part of every pay query's key: closing a period or changing the settings refreshes them all. */
export const PAY_QUERY_KEY = ['pay'] as const;
/** The summary of the period starting on `start` (YYYY-MM-DD). */
export const payPeriodPath = (start: string) => `${PAY_PATH}?start=${encodeURIComponent(start)}`;
/** One staff member's statement for the period starting on `start`. */
export const payStatementPath = (start: string, employeeId: string) =>
  `${PAY_PATH}/statement/${encodeURIComponent(start)}/${encodeURIComponent(employeeId)}`;
