import { findResource, supplier, type Action } from '../../registry';
import {
  ACTIVITY_MODULE,
  ACTIVITY_RESOURCE,
  CASH_UP_MODULE,
  CASH_UP_RESOURCE,
  APPOINTMENT_RESOURCE,
  CLIENT_MESSAGE_RESOURCE,
  PAY_MODULE,
  PAY_RESOURCE,
  SMS_BUNDLE_RESOURCE,
  PRODUCTS_RESOURCE,
  REPORT_CLIENT_MODULE,
  REPORT_CLIENT_RESOURCE,
  REPORT_SALES_MODULE,
  REPORT_SALES_RESOURCE,
} from '../shared/appScreens';
import type { Role } from '../business/types';

/** react-admin's action names mapped to the server's permission actions. */
const ACTION_OF: Record<string, Action> = {
  list: 'read',
  show: 'read',
  read: 'read',
  export: 'read',
  create: 'create',
  clone: 'create',
  edit: 'update',
  update: 'update',
  delete: 'delete',
};

/** Modules of screens that are not registry resources. */
const EXTRA_MODULES: Record<string, string> = {
  business: 'settings.Business',
  [PRODUCTS_RESOURCE]: 'products.Product',
  'product-option': 'products.Options',
  [APPOINTMENT_RESOURCE]: 'appointments.Appointments',
  [CLIENT_MESSAGE_RESOURCE]: 'marketing.Client Messages',
  [SMS_BUNDLE_RESOURCE]: 'settings.SMS Bundles',
  [REPORT_SALES_RESOURCE]: REPORT_SALES_MODULE,
  [REPORT_CLIENT_RESOURCE]: REPORT_CLIENT_MODULE,
  [CASH_UP_RESOURCE]: CASH_UP_MODULE,
  [PAY_RESOURCE]: PAY_MODULE,
  [ACTIVITY_RESOURCE]: ACTIVITY_MODULE,
  // Registered outside RESOURCES (registry/resources/supplier.ts).
  [supplier.name]: supplier.module,
};

/**
 * Whether a role may do `action` in `module`: owners and admins may do everything in their
 * business; staff only what their permissions grant. `null` names what only owners and admins
 * do (the outbox). The server enforces the same rule on every call.
 */
export const roleMayDo = (
  role: Role | undefined,
  module: string | null,
  action: Action,
): boolean => {
  if (!role) return false;
  if (role.role === 'owner' || role.role === 'admin') return true;
  return module !== null && (role.permissions[module]?.includes(action) ?? false);
};

/** What the web app shows a role, by react-admin resource name and action (its `canAccess`). */
export const canRoleAccess = (
  role: Role | undefined,
  resource: string,
  action: string,
): boolean => {
  const module = findResource(resource)?.module ?? EXTRA_MODULES[resource];
  const needed = ACTION_OF[action];
  if (!module || !needed) return role?.role === 'owner' || role?.role === 'admin';
  return roleMayDo(role, module, needed);
};
