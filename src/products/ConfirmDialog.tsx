import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QuestionDialog } from '../shared/QuestionDialog';
import '../shared/specScreensTexts';

/** Asks before a destructive action; `busy` disables both buttons while the call runs. */
export const ConfirmDialog = ({
  open,
  message,
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  /** i18n key of the question. */
  message: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <QuestionDialog
      open={open}
      titleId="confirm-deletion-title"
      title={translate('saluni.spec.confirm.confirmDeletion')}
      text={translate(message)}
      // While the deletion runs, Escape and a click beside it leave the dialog up.
      onClose={busy ? () => undefined : onClose}
    >
      <Button onClick={onClose} disabled={busy}>
        {translate('saluni.common.cancel')}
      </Button>
      <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
        {translate('saluni.inventory.actions.delete')}
      </Button>
    </QuestionDialog>
  );
};
