import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  type DialogProps,
  type Theme,
} from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { Form, SaveButton, useTranslate, type FormProps, type SaveButtonProps } from 'react-admin';

interface DialogFrameProps {
  /** Open unless said otherwise: most dialogs are mounted only while they show. */
  open?: boolean;
  title: ReactNode;
  onClose: () => void;
  maxWidth?: DialogProps['maxWidth'];
  /** A width in pixels where the specification names one, in place of `maxWidth`'s steps. */
  widthPx?: number;
  /** Takes the whole screen on a phone: for dialogs with tables or many fields. */
  fullScreenOnPhone?: boolean;
  /** Names the dialog by its title, for dialogs whose title is not plain text. */
  titleId?: string;
  children: ReactNode;
}

/** A dialog of the back office: full width up to its size, its title, then what it holds. */
export const DialogFrame = ({
  open = true,
  title,
  onClose,
  maxWidth = 'sm',
  widthPx,
  fullScreenOnPhone = false,
  titleId,
  children,
}: DialogFrameProps) => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      slotProps={widthPx ? { paper: { sx: { maxWidth: widthPx } } } : undefined}
      fullScreen={fullScreenOnPhone && phone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
};

interface FormDialogProps extends Omit<DialogFrameProps, 'children'> {
  /** i18n keys of the two buttons; Cancel is the common one unless said otherwise. */
  cancelLabel?: string;
  submitLabel: string;
  /** What the submit label's text counts or names (Add 3 services). */
  submitLabelArgs?: Record<string, unknown>;
  onSubmit: () => void;
  /** While saving, or while what is entered cannot be sent yet. */
  submitDisabled?: boolean;
  /** While the request runs: both buttons are off, and Escape or a click beside it does not close. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A dialog whose fields the caller keeps in state: the fields, then Cancel and the contained
 * submit button. Checking and sending are the caller's, in `onSubmit`.
 */
export const FormDialog = ({
  cancelLabel = 'saluni.common.cancel',
  submitLabel,
  submitLabelArgs,
  onSubmit,
  submitDisabled = false,
  busy = false,
  children,
  ...frame
}: FormDialogProps) => {
  const translate = useTranslate();
  const submit = (event: FormEvent) => {
    // The dialog is a portal, yet React still hands its submit to any form around the opener.
    event.preventDefault();
    event.stopPropagation();
    if (!submitDisabled && !busy) onSubmit();
  };
  return (
    <DialogFrame {...frame} onClose={busy ? () => undefined : frame.onClose}>
      {/* A form, so Enter in a field submits as the button does; `contents` keeps the dialog's
          own layout (scrolling content, actions at the foot). */}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={frame.onClose} disabled={busy}>
            {translate(cancelLabel)}
          </Button>
          <Button type="submit" variant="contained" disabled={submitDisabled || busy}>
            {translate(submitLabel, submitLabelArgs)}
          </Button>
        </DialogActions>
      </Box>
    </DialogFrame>
  );
};

interface SheetDialogProps extends Omit<DialogFrameProps, 'children'> {
  /** i18n key of the one button. */
  closeLabel: string;
  children: ReactNode;
}

/** A dialog that only shows (a document, a record's details): what it holds and Close. */
export const SheetDialog = ({ closeLabel, children, ...frame }: SheetDialogProps) => {
  const translate = useTranslate();
  return (
    <DialogFrame {...frame}>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={frame.onClose}>{translate(closeLabel)}</Button>
      </DialogActions>
    </DialogFrame>
  );
};

type DialogFormProps = Omit<FormProps, 'children'> & {
  onCancel: () => void;
  /** The save button's label and icon, when not react-admin's Save. */
  save?: Pick<SaveButtonProps, 'label' | 'icon' | 'disabled'>;
  children: ReactNode;
};

/**
 * A react-admin form inside a dialog: its inputs, then Cancel and Save. The form wraps both, so
 * Save submits it; validation and the server's field errors are react-admin's.
 */
export const DialogForm = ({ onCancel, save, children, ...form }: DialogFormProps) => {
  const translate = useTranslate();
  return (
    <Form {...form}>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('saluni.common.cancel')}</Button>
        <SaveButton alwaysEnable {...save} />
      </DialogActions>
    </Form>
  );
};

type RecordFormDialogProps = Omit<DialogFrameProps, 'children'> & Omit<DialogFormProps, 'onCancel'>;

/** A dialog holding a react-admin form: the title, then `DialogForm`. */
export const RecordFormDialog = ({
  open,
  title,
  onClose,
  maxWidth,
  widthPx,
  fullScreenOnPhone,
  titleId,
  ...form
}: RecordFormDialogProps) => (
  <DialogFrame {...{ open, title, onClose, maxWidth, widthPx, fullScreenOnPhone, titleId }}>
    <DialogForm onCancel={onClose} {...form} />
  </DialogFrame>
);
