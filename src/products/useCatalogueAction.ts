import { useNotify } from 'react-admin';
import { useBusyCall } from '../shared/useBusyCall';
import { useRefreshProducts } from './queries';

/**
 * A change to the product catalogue (a delete, a rename): while it is under way `busy` holds; once
 * the server agrees the toast shows, `done` runs and the product lists load again; a refusal
 * shows the server's reason.
 */
export const useCatalogueAction = () => {
  const notify = useNotify();
  const refresh = useRefreshProducts();
  const { busy, run: runBusy } = useBusyCall();
  const run = (send: () => Promise<unknown>, toast: string, done?: () => void) =>
    runBusy(async () => {
      await send();
      notify(toast, { type: 'success' });
      done?.();
      await refresh();
    });
  return { busy, run };
};
