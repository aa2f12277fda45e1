import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslate } from 'react-admin';

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
    <Dialog open={open} onClose={busy ? undefined : onClose}>
      <DialogTitle>{translate('saluni.spec.confirm.confirmDeletion')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(message)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('saluni.common.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {translate('saluni.inventory.actions.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
