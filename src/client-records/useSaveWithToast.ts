import { useNotify } from 'react-admin';
import { errorMessage, fieldErrorsOf } from '../shared/errorMessage';

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
      notify(errorMessage(error, ''), { type: 'error' });
      return fieldErrorsOf(error);
    }
  };
};
