import { findResource, type Action } from '../../registry';
import type { Role } from './types';

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
  product: 'products.Product',
  'product-option': 'products.Options',
};

/**
 * What the web app shows a role. Owners and admins may do everything in their business; staff
 * only what their permissions grant per module. The server enforces the same rule on every call.
 */
export const canRoleAccess = (role: Role | undefined, resource: string, action: string): boolean => {
  if (!role) return false;
  if (role.role === 'owner' || role.role === 'admin') return true;
  const module = findResource(resource)?.module ?? EXTRA_MODULES[resource];
  const needed = ACTION_OF[action];
  if (!module || !needed) return false;
  return role.permissions[module]?.includes(needed) ?? false;
};
