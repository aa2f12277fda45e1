import type { Action } from '../../../registry';
import { useRoles } from '../business/useRoles';

/** Whether the current role may do `action` in products.Stock (the stock calls are not a registry resource). */
export const useStockAccess = (action: Action): boolean => {
  const { current } = useRoles();
  if (!current) return false;
  if (current.role === 'owner' || current.role === 'admin') return true;
  return current.permissions['products.Stock']?.includes(action) ?? false;
};
