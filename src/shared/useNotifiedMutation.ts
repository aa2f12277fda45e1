import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useSaluniDataProvider, type SaluniDataProvider } from '../dataProvider';
import { useRequestFailed } from './useRequestFailed';

/**
 * A change a screen sends to the API. Once it is accepted, what the user sees comes first: the
 * success toast (an i18n key, when there is one) and `onDone` with the reply (store it, close a
 * dialog, move on); then the queries under `refresh`, which the change made stale, are read
 * again. A refusal is the 'Request failed!' toast with the server's message.
 */
export const useNotifiedMutation = <Reply, Variables = void>(
  send: (api: SaluniDataProvider, variables: Variables) => Promise<Reply>,
  {
    success,
    refresh,
    onDone,
  }: {
    success?: string;
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
      if (success) notify(success, { type: 'success' });
      onDone?.(reply, variables);
      if (refresh) await queryClient.invalidateQueries({ queryKey: refresh });
    },
    onError: requestFailed,
  });
};
