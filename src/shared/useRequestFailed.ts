import { useNotify } from 'react-admin';
import { errorMessage } from './errorMessage';

/** A failed call: the 'Request failed!' toast with the server's message (inventory.md 8). */
export const useRequestFailed = () => {
  const notify = useNotify();
  return (error: unknown) => notify(errorMessage(error), { type: 'error' });
};
