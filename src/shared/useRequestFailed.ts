import { useNotify } from 'react-admin';

/** A failed call: the 'Request failed!' toast with the server's message (inventory.md 8). */
export const useRequestFailed = () => {
  const notify = useNotify();
  return (error: unknown) =>
    notify(
      error instanceof Error && error.message
        ? error.message
        : 'saluni.spec.errors.anErrorOccurred',
      { type: 'error' },
    );
};
