import { useGetIdentity } from 'react-admin';
import type { Role } from './types';
import { useCurrentBusinessId } from './currentBusiness';

/** The signed-in user's roles and the one of the current business. */
export const useRoles = () => {
  const { identity, isPending, refetch } = useGetIdentity();
  const businessId = useCurrentBusinessId();
  const roles = ((identity as { roles?: Role[] } | undefined)?.roles ?? []) as Role[];
  const current = roles.find((role) => role.business._id === businessId);
  return { roles, current, businessId, isPending, refetch };
};
