import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from './errorMessage';

/**
 * A form dialog's save once its fields have passed: `saving` while the call runs (the dialog
 * disables its button), then the success toast and `done`; a failure shows the server's message,
 * or `fallback` when it has none, and leaves the dialog open.
 */
export const useSaveCall = () => {
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const save = async (
    call: () => Promise<unknown>,
    { success, fallback, done }: { success: string; fallback?: string; done: () => void },
  ) => {
    setSaving(true);
    try {
      await call();
      notify(success, { type: 'success' });
      done();
    } catch (error) {
      notify(errorMessage(error, fallback), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
};
