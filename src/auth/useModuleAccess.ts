import type { Action, ModuleName } from '../../registry';
import { useRoles } from '../business/useRoles';
import { roleMayDo } from './permissions';

/**
 * Whether the current role may do `action` in `module`; `null` asks for owner or admin. For
 * screens that are not registry resources, whose module react-admin's `canAccess` cannot know.
 */
export const useModuleAccess = (module: ModuleName | null, action: Action = 'read') => {
  const { current, isPending } = useRoles();
  return { allowed: roleMayDo(current, module, action), isPending };
};
