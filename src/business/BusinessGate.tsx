import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import { CreateBusiness } from './CreateBusiness';
import { useRoles } from './useRoles';

/** Screens do nothing until the user holds a role in a business (spec, section 1). */
export const BusinessGate = ({ children }: { children: ReactNode }) => {
  const { current, isPending, refetch } = useRoles();
  if (isPending) return <Loading />;
  if (!current) return <CreateBusiness onCreated={refetch} />;
  return <>{children}</>;
};
