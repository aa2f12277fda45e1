import type { Action, ModuleName } from '../../../registry';
import { useRoles } from '../business/useRoles';

/**
 * Whether the current role may do `action` in `module`; `null` asks for owner or admin. For
 * screens that are not registry resources (src/auth/permissions.ts maps only those).
 */
export const useModuleAccess = (module: ModuleName | null, action: Action = 'read') => {
  const { current, isPending } = useRoles();
  if (!current) return { allowed: false, isPending };
  if (current.role !== 'staff') return { allowed: true, isPending };
  return { allowed: module !== null && (current.permissions[module]?.includes(action) ?? false), isPending };
};
