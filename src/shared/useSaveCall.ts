import { useNotify } from 'react-admin';
import { useBusyCall } from './useBusyCall';

/**
 * A form dialog's save once its fields have passed: `saving` while the call runs (the dialog
 * disables its button), then the success toast and `done`; a failure shows the server's message,
 * or `fallback` when it has none, and leaves the dialog open.
 */
export const useSaveCall = () => {
  const notify = useNotify();
  const { busy: saving, run } = useBusyCall();
  const save = (
    call: () => Promise<unknown>,
    { success, fallback, done }: { success: string; fallback?: string; done: () => void },
  ) =>
    run(async () => {
      await call();
      notify(success, { type: 'success' });
      done();
    }, fallback);
  return { saving, save };
};
