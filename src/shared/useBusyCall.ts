import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from './errorMessage';

/**
 * A call a button starts (an export, a save): `busy` while it runs, so the button waits for it;
 * a failure shows the server's message, or `fallback` when it has none.
 */
export const useBusyCall = () => {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>, fallback?: string) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      notify(errorMessage(error, fallback), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
};
