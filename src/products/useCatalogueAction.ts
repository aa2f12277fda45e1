import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useRequestFailed } from '../shared/useRequestFailed';
import { useRefreshProducts } from './queries';

/**
 * A change to the product catalogue (a delete, a rename): while it is under way `busy` holds; once
 * the server agrees the toast shows, `done` runs and the product lists load again; a refusal
 * shows the server's reason.
 */
export const useCatalogueAction = () => {
  const notify = useNotify();
  const refresh = useRefreshProducts();
  const failed = useRequestFailed();
  const [busy, setBusy] = useState(false);
  const run = async (send: () => Promise<unknown>, toast: string, done?: () => void) => {
    setBusy(true);
    try {
      await send();
      notify(toast, { type: 'success' });
      done?.();
      await refresh();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
};
