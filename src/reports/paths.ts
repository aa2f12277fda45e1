import type { ModuleName } from '../../registry';

/**
 * The report pages and their react-admin names, which are not registry resources: the app's
 * `canAccess` maps each name to its module (src/auth/permissions.ts), so the menu shows a page
 * only to roles allowed to read its report.
 */
export const REPORT_SALES_RESOURCE = 'report-sales';
export const REPORT_CLIENT_RESOURCE = 'report-client';

export const REPORT_SALES_PATH = '/reports/sales';
export const REPORT_CLIENTS_PATH = '/reports/clients';

export const REPORT_SALES_MODULE: ModuleName = 'reports.Sales';
export const REPORT_CLIENT_MODULE: ModuleName = 'reports.Client';

/** The first part of every report query's react-query key: what changes the figures refreshes them all at once. */
export const REPORTS_QUERY_KEY = ['reports'] as const;
