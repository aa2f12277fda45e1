/**
 * What a dialog about one record is given (a variant to edit, a receipt to read): the record
 * under its own name, and how to close the dialog.
 */
export type RecordDialogProps<TName extends string, TRecord> = { [K in TName]: TRecord } & {
  onClose: () => void;
};
