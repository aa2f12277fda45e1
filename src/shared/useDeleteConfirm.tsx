import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useSaveCall } from './useSaveCall';
import './specScreensTexts';

/**
 * The spec's "Confirm Deletion" question before a row goes: `ask` opens it for a row, `dialog`
 * is the question to draw; Confirm closes it and hands the row to `remove`, Cancel only closes.
 */
export const useDeleteConfirm = <TRow,>({
  content,
  remove,
}: {
  /** The question's text key. */
  content: string;
  remove: (row: TRow) => void;
}) => {
  const [deleting, setDeleting] = useState<TRow>();
  const confirm = () => {
    setDeleting(undefined);
    if (deleting) remove(deleting);
  };
  return {
    ask: (row: TRow) => setDeleting(() => row),
    dialog: (
      <Confirm
        isOpen={!!deleting}
        title="saluni.spec.confirm.confirmDeletion"
        content={content}
        onConfirm={confirm}
        onClose={() => setDeleting(undefined)}
      />
    ),
  };
};

/**
 * The question before a row the server deletes by id: Confirm sends the delete, then the
 * success toast and `done`; a failure shows the server's message, or `fallback`.
 */
export const useConfirmedDeleteCall = <TRow extends { _id: string }>({
  content,
  call,
  ...outcome
}: {
  content: string;
  call: (id: string) => Promise<unknown>;
  success: string;
  fallback?: string;
  done: () => void;
}) => {
  const { save } = useSaveCall();
  return useDeleteConfirm<TRow>({
    content,
    remove: (row) => void save(() => call(row._id), outcome),
  });
};
