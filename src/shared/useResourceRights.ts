import { useCanAccess } from 'react-admin';

/** What the signed-in role may do with a resource's records: add, edit, delete. */
export const useResourceRights = (resource: string) => ({
  canCreate: useCanAccess({ resource, action: 'create' }).canAccess,
  canEdit: useCanAccess({ resource, action: 'edit' }).canAccess,
  canDelete: useCanAccess({ resource, action: 'delete' }).canAccess,
});
