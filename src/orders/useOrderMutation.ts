import type { SaluniDataProvider } from '../dataProvider';
import { useNotifiedMutation } from '../shared/useNotifiedMutation';

/**
 * A change sent for an order (fulfil, refund, pay the balance...). Once it is accepted `onSent`
 * runs (a toast, closing a dialog) and every order shown is fetched again, since totals and
 * statuses move together; a refused change is reported like any failed request.
 */
export const useOrderMutation = <Variables = void>(
  send: (api: SaluniDataProvider, variables: Variables) => Promise<unknown>,
  onSent: (variables: Variables) => void,
) =>
  useNotifiedMutation(send, {
    refresh: ['orders'],
    onDone: (_reply, variables) => onSent(variables),
  });
