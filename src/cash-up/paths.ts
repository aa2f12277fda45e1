import type { ModuleName } from '../../registry';

/**
 * The cash-up pages and their react-admin name, not a registry resource: the app's `canAccess`
 * maps it to its module (src/auth/permissions.ts), so the menu shows it to roles allowed to read it.
 */
export const CASH_UP_RESOURCE = 'cash-up';
export const CASH_UP_PATH = '/cash-up';
export const CASH_UP_MODULE: ModuleName = 'sales.Cash-up';

/** The printable summary of one close. */
export const cashUpSummaryPath = (id: string) => `${CASH_UP_PATH}/${id}`;
