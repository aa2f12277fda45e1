import { useAuthProvider, useNotify } from 'react-admin';
import type { SaluniAuthProvider } from '../auth/authProvider';
import { useModuleAccess } from '../auth/useModuleAccess';
import type { Role } from '../business/types';
import { useRoles } from '../business/useRoles';
import './texts';

/** back-office.md 9: a balance of 10 or less opens the buy dialog before an SMS is sent. */
export const LOW_SMS_BALANCE = 10;
/** back-office.md 9: the balance toast stays twice as long as the others. */
const BALANCE_TOAST_MS = 10_000;

/** The current business's SMS balance, as GET /v1/user last told it. */
export const useSmsBalance = (): number =>
  useRoles().current?.business.smsBundle?.availableAmount ?? 0;

/**
 * Asks the server for the user's roles again, so the current business (its SMS balance) is
 * fresh after a payment or a send, without a page reload. Gives the fresh balance.
 */
export const useReloadCurrentBusiness = () => {
  const authProvider = useAuthProvider<SaluniAuthProvider>();
  const { refetch, businessId } = useRoles();
  return async (): Promise<number | undefined> => {
    await authProvider?.reloadIdentity();
    const { data } = await refetch();
    const roles = ((data as { roles?: Role[] } | undefined)?.roles ?? []) as Role[];
    return roles.find((role) => role.business._id === businessId)?.business.smsBundle
      ?.availableAmount;
  };
};

/**
 * What a low balance does (back-office.md 4 and 8): no error toast, the balance for 10 s, and
 * the buy dialog for those who may buy (`openBuy` is not called for the others, who are told
 * whom to ask).
 */
export const useLowBalanceNotice = () => {
  const notify = useNotify();
  const { allowed: mayBuy } = useModuleAccess('settings.SMS Bundles', 'create');
  return (balance: number, openBuy: () => void) => {
    notify('saluni.messaging.lowBalance', {
      type: 'warning',
      messageArgs: { n: balance },
      autoHideDuration: BALANCE_TOAST_MS,
    });
    if (mayBuy) openBuy();
  };
};
