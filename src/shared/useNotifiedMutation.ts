import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useSaluniDataProvider, type SaluniDataProvider } from '../dataProvider';
import { useRequestFailed } from './useRequestFailed';

/**
 * A change a screen sends to the API: once accepted, the success toast (an i18n key), the
 * queries under `refresh` read again, then `onDone` with the reply (store it, move on); a
 * refusal is the 'Request failed!' toast with the server's message.
 */
export const useNotifiedMutation = <Reply, Variables = void>(
  send: (api: SaluniDataProvider, variables: Variables) => Promise<Reply>,
  {
    success,
    refresh,
    onDone,
  }: {
    success: string;
    refresh?: QueryKey;
    onDone?: (reply: Reply, variables: Variables) => void;
  },
) => {
  const api = useSaluniDataProvider();
  const notify = useNotify();
  const requestFailed = useRequestFailed();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => send(api, variables),
    onSuccess: async (reply, variables) => {
      notify(success, { type: 'success' });
      if (refresh) await queryClient.invalidateQueries({ queryKey: refresh });
      onDone?.(reply, variables);
    },
    onError: requestFailed,
  });
};
