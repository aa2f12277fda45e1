import { useNotify, type HttpError } from 'react-admin';

/**
 * Runs a dialog's save: the success toast on success; on failure the 'Request failed!' toast
 * with the server's message, and the server's field messages returned for the form to show.
 */
export const useSaveWithToast = () => {
  const notify = useNotify();
  return async (
    save: () => Promise<unknown>,
    successMessage: string,
  ): Promise<Record<string, string> | undefined> => {
    try {
      await save();
      notify(successMessage, { type: 'success' });
      return undefined;
    } catch (error) {
      const failure = error as Partial<HttpError>;
      notify(String(failure.message ?? ''), { type: 'error' });
      return (failure.body as { errors?: Record<string, string> } | undefined)?.errors ?? {};
    }
  };
};
