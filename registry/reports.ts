import type { OrderAmountReportKey } from './orderAmounts';
import type { MoneyMethod } from './orders';

/**
 * Reports (back-office.md 2, 6, 7; inventory.md 2, 7; docs/areas/reports.md): the shapes the
 * server replies with and the web app draws. Money is in the business's currency, rounded to
 * cents by the server (added up in minor units). Every range is `startDate`..`endDate`, ISO
 * timestamps from the report date filter; neither means all time.
 */

/**
 * The report names of the top filter, each also a `reportType` of the statistic call. The
 * Orders tab is opened with `type` = the name lowercased minus its last letter (inventory.md 2):
 * Services -> service, Products -> product, Memberships -> membership, Vouchers -> voucher,
 * Packages -> package (the order list reads `package` as the servicePackage kind).
 */
export const SALES_REPORT_NAMES = [
  'Services',
  'Products',
  'Memberships',
  'Vouchers',
  'Packages',
] as const;
export type SalesReportName = (typeof SALES_REPORT_NAMES)[number];

/** The statistic call's `reportType`: the sales, one kind of sale, or the clients report. */
export const REPORT_TYPES = [
  'sales',
  'service',
  'product',
  'membership',
  'voucher',
  'package',
  'client',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The `type` query of the Orders tab for a report name. */
export const orderTypeOfReport = (name: SalesReportName): string => name.toLowerCase().slice(0, -1);

/** `GET /v1/report/statistic` -> { stats, statsTitle }: the card beside the date filter bar. */
export interface ReportStatistic {
  /** An amount in the business currency (or a count of clients for reportType=client). */
  stats: number;
  /** Said in the caller's language by the server (e.g. 'Sales (what was sold)', 'Services sold'). */
  statsTitle: string;
}

/**
 * Takings are money received (docs/areas/reports.md "Sales, takings and unpaid balances"):
 * payments settled (cash and card when taken, M-Pesa once confirmed paid; never a pending or
 * failed push) less refunds given, each dated by when the money moved.
 */
export interface Takings {
  /** Payments settled. */
  received: number;
  /** Refunds given. */
  refunded: number;
  /** received - refunded. */
  takings: number;
}

/** One day of the business zone (YYYY-MM-DD): what was sold on it and the money received on it. */
export interface SalesByDay {
  day: string;
  /** Orders made that day (not cancelled). */
  orders: number;
  /** What those orders sold: their lines less discounts. */
  sales: number;
  /** What of those sales is not paid yet. */
  unpaid: number;
  /** Money received that day, less refunds given that day. */
  takings: number;
}

/** The takings of one payment method. */
export interface SalesByMethod extends Takings {
  method: MoneyMethod;
}

/** Sales credited to a staff member: service lines to the appointment's staff, the rest to who took the order. */
export interface SalesByStaff {
  /** The employee's id; null for sales no staff member is credited with. */
  employeeId: string | null;
  name: string | null;
  amount: number;
  lines: number;
}

/** One service or product sold in the range (line totals after line discounts). */
export interface SalesByItem {
  _id: string;
  name: string;
  quantity: number;
  amount: number;
}

/**
 * What was sold in a range: services + products + memberships + vouchers + packages (quantity x
 * unit price) - discounts (line and order) +/- the other order amounts (`orderAmounts.ts`) = sales, of the orders made in it (not cancelled);
 * `unpaid` is what of those sales is not paid yet. Refunds are money given back: they are in
 * the takings, not here.
 */
export type SalesTotals = Record<
  SoldKindTotal | OrderAmountReportKey | 'sales' | 'unpaid',
  number
> & {
  orders: number;
};

/** The totals of what each kind sold (quantity x unit price), in the statement's order. */
export const SOLD_KIND_TOTALS = [
  'services',
  'products',
  'memberships',
  'vouchers',
  'packages',
] as const;
export type SoldKindTotal = (typeof SOLD_KIND_TOTALS)[number];

/** `GET /v1/report/sales` -> { salesReport }. Module reports.Sales. */
/**
 * The deposits received in the range (docs/areas/reports.md "Deposits"), by when each was paid,
 * and what has become of them since: money received, kept apart from sales until the service is
 * done. `received` = `applied` + `held` + `kept` + `refunded`.
 */
export interface DepositFigures {
  /** Money received as deposits (M-Pesa and card), dated by when each was paid. */
  received: number;
  /** Taken into an order at checkout: from then on in the takings, on the day it was paid. */
  applied: number;
  /** Paid, the service not done yet: money received, not yet sales or income. */
  held: number;
  /** Kept on a no-show or a late cancellation: income, not sales. */
  kept: number;
  /** Given back on an early cancellation. */
  refunded: number;
}

export interface SalesReport {
  currency: string;
  totals: SalesTotals;
  /** Money received in the range, every method together (tips included: money taken). */
  takings: Takings;
  /**
   * The tips given with the range's orders (not cancelled): money received for the staff, in
   * the takings when paid, never in the sales (docs/areas/orders.md "Tips").
   */
  tips: number;
  /** Deposits apart from sales: received in the range, and where each stands. */
  deposits: DepositFigures;
  byDay: SalesByDay[];
  byMethod: SalesByMethod[];
  byStaff: SalesByStaff[];
  byService: SalesByItem[];
  byProduct: SalesByItem[];
}

/** A client of the new-clients call: first order in the range (new) or also before it (returning). */
export interface ReportClient {
  _id: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  /** Their first order ever (not cancelled). */
  firstOrderAt: string;
  /** Orders in the range. */
  orders: number;
  /** What those orders cost. */
  spent: number;
}

/** `GET /v1/sales-ledger/most-sold-services` -> { docs }: by amount (default) or count. */
export interface MostSoldService {
  _id: string;
  name: string;
  count: number;
  amount: number;
}

/** `GET /v1/report/clients` -> { clientReport }. Module reports.Client. */
export interface ClientReport {
  newClients: number;
  returningClients: number;
  /** The ten who spent most in the range. */
  topClients: ReportClient[];
}

/**
 * `GET /v1/report/overview` -> { overview }: the dashboard's figures. Each part is null when the
 * role may not see it (takings and sales: reports.Sales; new clients: reports.Client;
 * appointments: appointments.Appointments).
 */
export interface DashboardOverview {
  currency: string;
  /** Money received, less refunds (as the sales report's takings); the seven days ending today, each present. */
  takings: { today: number; week: number; month: number; lastSevenDays: SalesByDay[] } | null;
  /** Today's orders: what they sold, and what of it is not paid yet. */
  sales: { today: number; unpaid: number } | null;
  appointments: { booked: number; completed: number } | null;
  newClients: { today: number; week: number } | null;
}
