import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { useDialogList } from './useDialogList';

/** What a dialog-kept list's add/edit dialog is handed, whatever its record. */
export interface DialogListEditorProps<TValues> {
  saving: boolean;
  onSave: (values: TValues) => void;
  onClose: () => void;
}

/**
 * A dialog-kept list's two dialogs: the add/edit dialog `editor` draws (its record undefined when
 * adding), open while the list is editing, and the list's Confirm Deletion question.
 */
export const DialogListDialogs = <TRecord extends RaRecord, TValues extends object>({
  list,
  editor,
}: {
  list: ReturnType<typeof useDialogList<TRecord, TValues>>;
  editor: (record: TRecord | undefined, props: DialogListEditorProps<TValues>) => ReactNode;
}) => (
  <>
    {list.editing &&
      editor(list.editing === 'new' ? undefined : list.editing, {
        saving: list.saving,
        onSave: list.save,
        onClose: () => list.setEditing(undefined),
      })}
    {list.deleteQuestion}
  </>
);
