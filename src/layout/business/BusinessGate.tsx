import type { ReactNode } from 'react';
import { Loading, useAuthProvider } from 'react-admin';
import type { SaluniAuthProvider } from '../../auth/authProvider';
import { LazyCreateBusiness } from './LazyCreateBusiness';
import { useRoles } from '../../business/useRoles';

/** Screens do nothing until the user holds a role in a business (spec, section 1). */
export const BusinessGate = ({ children }: { children: ReactNode }) => {
  const { current, isPending, refetch } = useRoles();
  const authProvider = useAuthProvider<SaluniAuthProvider>();
  const reloadRoles = async () => {
    await authProvider?.reloadIdentity();
    return refetch();
  };
  if (isPending) return <Loading />;
  if (!current) return <LazyCreateBusiness onCreated={reloadRoles} />;
  return <>{children}</>;
};
