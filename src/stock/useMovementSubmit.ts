import { useState } from 'react';
import { useNotify } from 'react-admin';

/** What the stock tab hands a movement dialog (Reconcile, Transfer). */
export interface MovementDialogProps {
  onClose: () => void;
  /** Called once the movement is posted, so the ledger reloads. */
  onPosted: () => void;
}

/**
 * A movement dialog's submit: checks the fields (`validate` returns the messages by field), posts,
 * then shows the spec's toast, reloads the ledger and closes; a failure goes to `failed`, the
 * dialog staying open. `errors` and `saving` are the dialog's to show.
 */
export const useMovementSubmit = <Field extends string>(
  { onClose, onPosted }: MovementDialogProps,
  {
    validate,
    post,
    success,
    failed,
  }: {
    validate: () => Partial<Record<Field, string>>;
    post: () => Promise<unknown>;
    /** i18n key of the success toast. */
    success: string;
    failed: (error: unknown, setErrors: (errors: Partial<Record<Field, string>>) => void) => void;
  },
) => {
  const notify = useNotify();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await post();
      notify(success, { type: 'success' });
      onPosted();
      onClose();
    } catch (error) {
      failed(error, setErrors);
    } finally {
      setSaving(false);
    }
  };
  return { errors, saving, submit };
};
