import type {
  PayPeriod,
  PayPeriodPage,
  PayPeriodSummary,
  PaySettings,
  PayStatement,
} from '../../registry/pay';
import { ROUTES } from '../../registry/routes';
import type { StaffReport } from '../../registry/staffReport';
import type { RouteCaller } from './routeCall';

export type * from '../../registry/pay';
export type * from '../../registry/staffReport';

/** How many periods the pickers list: two years of weekly pay. */
export const PAY_PERIODS_SHOWN = 104;

/** Staff pay (docs/areas/pay.md): settings, periods, their summary, close and CSV, statements and the staff report. */
export const payMethods = ({ call, download }: RouteCaller) => ({
  getPaySettings: () => call<PaySettings>(ROUTES.paySettingsGet),
  savePaySettings: (settings: PaySettings) =>
    call<PaySettings>(ROUTES.paySettingsUpdate, { body: { ...settings } }),
  /** Newest first, the current period first. */
  listPayPeriods: (page = 1, limit = PAY_PERIODS_SHOWN) =>
    call<PayPeriodPage>(ROUTES.payPeriodList, { query: { page, limit } }),
  getPayPeriodSummary: (start: string) =>
    call<PayPeriodSummary>(ROUTES.payPeriodSummary, { query: { start } }),
  closePayPeriod: (start: string) => call<PayPeriod>(ROUTES.payPeriodClose, { body: { start } }),
  exportPayPeriod: (start: string) =>
    download(ROUTES.payPeriodExport, `pay-${start}.csv`, { start }),
  /** Without `employeeId`, the caller's own statement (any member may read theirs). */
  getPayStatement: (start: string, employeeId?: string) =>
    call<PayStatement>(ROUTES.payStatement, { query: { start, employeeId } }),
  /** Each staff member's figures over the days `from` to `to` (YYYY-MM-DD, both included). */
  getStaffReport: (from: string, to: string) =>
    call<StaffReport>(ROUTES.payStaffReport, { query: { from, to } }),
  exportStaffReport: (from: string, to: string) =>
    download(ROUTES.payStaffReportExport, `staff-report-${from}-${to}.csv`, { from, to }),
});
