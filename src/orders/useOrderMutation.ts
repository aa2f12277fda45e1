import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSaluniDataProvider, type SaluniDataProvider } from '../dataProvider';
import { useRequestFailed } from '../shared/useRequestFailed';

/**
 * A change sent for an order (fulfil, refund, pay the balance...). Once it is accepted `onSent`
 * runs (a toast, closing a dialog) and every order shown is fetched again, since totals and
 * statuses move together; a refused change is reported like any failed request.
 */
export const useOrderMutation = <Variables = void>(
  send: (api: SaluniDataProvider, variables: Variables) => Promise<unknown>,
  onSent: (variables: Variables) => void,
) => {
  const api = useSaluniDataProvider();
  const queryClient = useQueryClient();
  const requestFailed = useRequestFailed();
  return useMutation({
    mutationFn: (variables: Variables) => send(api, variables),
    onSuccess: async (_reply, variables) => {
      onSent(variables);
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
    onError: requestFailed,
  });
};
