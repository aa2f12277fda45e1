import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import type { ReactNode } from 'react';

/** A short question put to the user: a title, a sentence, and the buttons that answer it. */
export const QuestionDialog = ({
  titleId,
  title,
  text,
  onClose,
  alert = false,
  open = true,
  children,
}: {
  titleId: string;
  title: ReactNode;
  text: ReactNode;
  onClose: () => void;
  /** A warning the user must answer (role alertdialog), not a mere offer. */
  alert?: boolean;
  /** Kept mounted and shown or hidden by the opener, so it fades out as it closes. */
  open?: boolean;
  /** The answers: the dialog's buttons. */
  children: ReactNode;
}) => (
  <Dialog
    open={open}
    onClose={onClose}
    aria-labelledby={titleId}
    role={alert ? 'alertdialog' : undefined}
  >
    <DialogTitle id={titleId}>{title}</DialogTitle>
    <DialogContent>
      <DialogContentText>{text}</DialogContentText>
    </DialogContent>
    <DialogActions>{children}</DialogActions>
  </Dialog>
);
