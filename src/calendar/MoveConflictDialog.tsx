import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslate } from 'react-admin';

/** Why a move was refused (the server's reason); owners and admins may book over it. */
export const MoveConflictDialog = ({
  message,
  mayOverride,
  onBookAnyway,
  onClose,
}: {
  message: string;
  mayOverride: boolean;
  onBookAnyway: () => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="move-conflict-title" role="alertdialog">
      <DialogTitle id="move-conflict-title">
        {translate('saluni.calendar.conflictTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('saluni.common.cancel')}</Button>
        {mayOverride && (
          <Button color="warning" variant="contained" onClick={onBookAnyway}>
            {translate('saluni.appointments.form.bookAnyway')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
