import { useRoles } from '../business/useRoles';

/** The module that shows the audit trail: owners and admins, and staff granted it. */
const ACTIVITY_MODULE = 'settings.Activity';

/**
 * Whether the signed-in person may read a record's History. Apart from the History itself, so a
 * screen that folds it away asks without loading it.
 */
export const useMayReadHistory = (): boolean => {
  const { current } = useRoles();
  return (
    current?.role === 'owner' ||
    current?.role === 'admin' ||
    (current?.permissions[ACTIVITY_MODULE]?.includes('read') ?? false)
  );
};
