import { Button, DialogActions, DialogContent } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DialogFrame } from '../shared/FormDialog';

/**
 * The dialog of a task on an order (pay the balance, refund): what the task asks, Close, and the
 * task's button while there is something left to do (`submit` absent otherwise). Labels are i18n keys.
 */
export const OrderTaskDialog = ({
  titleId,
  title,
  onClose,
  closeLabel,
  submit,
  children,
}: {
  titleId: string;
  title: string;
  onClose: () => void;
  closeLabel: string;
  submit?: { label: string; onClick: () => void; disabled: boolean };
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <DialogFrame titleId={titleId} title={title} onClose={onClose}>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(closeLabel)}</Button>
        {submit && (
          <Button variant="contained" onClick={submit.onClick} disabled={submit.disabled}>
            {translate(submit.label)}
          </Button>
        )}
      </DialogActions>
    </DialogFrame>
  );
};
