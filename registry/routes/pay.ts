import type { RouteDeclaration } from './declaration';
import { moduleRoutes } from './moduleRoutes';
import { memberRoute } from './openRoutes';

const pay = moduleRoutes('staff.Pay');

/** Staff pay (docs/areas/pay.md; registry/pay.ts). Commission plans are the `commission-plan` resource. */
export const payRoutes = {
  paySettingsGet: pay.read('/v1/pay/settings', 'paySettings'),
  paySettingsUpdate: pay.update('/v1/pay/settings', 'paySettings'),
  // Any member: a stylist picks the period of their own statement.
  payPeriodList: memberRoute('GET', '/v1/pay/periods', 'payPeriodPage'),
  payPeriodSummary: pay.read('/v1/pay/period', 'payPeriodSummary'),
  // Closing answers 200 with the closed period.
  payPeriodClose: pay.call('POST', 'update', '/v1/pay/period/close', 'payPeriod'),
  // The period's statements as CSV for payroll.
  payPeriodExport: { method: 'GET', path: '/v1/pay/period/export', access: pay.access('read') },
  // Any member reads their own statement; another's needs staff.Pay read (checked by the handler).
  payStatement: memberRoute('GET', '/v1/pay/statement', 'payStatement'),
  // Per staff member over any days (registry/staffReport.ts): commission is pay, so staff.Pay read.
  payStaffReport: pay.read('/v1/pay/staff-report', 'staffReport'),
  payStaffReportExport: {
    method: 'GET',
    path: '/v1/pay/staff-report/export',
    access: pay.access('read'),
  },
} as const satisfies Record<string, RouteDeclaration>;
