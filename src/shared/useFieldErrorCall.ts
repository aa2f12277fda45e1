import { useState } from 'react';
import { useNotify } from 'react-admin';
import { fieldErrorsOf } from './errorMessage';
import { useBusyCall } from './useBusyCall';

/**
 * A small form's call whose refusal names its fields: `busy` while it runs, the success toast
 * after it; on a refusal the server's message as a toast and each field's message in `errors`
 * until the next try.
 */
export const useFieldErrorCall = () => {
  const notify = useNotify();
  const { busy, run } = useBusyCall();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (call: () => Promise<unknown>, success: string) =>
    run(async () => {
      setErrors({});
      try {
        await call();
      } catch (error) {
        setErrors(fieldErrorsOf(error));
        throw error;
      }
      notify(success, { type: 'success' });
    }, '');
  return { busy, errors, submit };
};
