import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogTitle, IconButton, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The dialog of a task with many fields (a booking, a checkout): as wide as the screen up to
 * 750 px, the whole screen on a phone, with its title and a close button in the corner.
 * Escape and the close button call `onClose`; so does a click beside it unless
 * `keepOnBackdropClick` (a cart half made is not dropped by a stray click). A dialog of one
 * short form (a new client, a message) asks for a narrower `maxWidth`.
 */
export const WideDialog = ({
  titleId,
  title,
  onClose,
  keepOnBackdropClick = false,
  maxWidth = 750,
  children,
}: {
  titleId: string;
  /** The title's i18n key. */
  title: string;
  onClose: () => void;
  keepOnBackdropClick?: boolean;
  /** The widest it grows on a larger screen, in px. */
  maxWidth?: number;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={(_, reason) => {
        if (reason === 'escapeKeyDown' || !keepOnBackdropClick) onClose();
      }}
      fullWidth
      maxWidth={false}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { maxWidth: fullScreen ? undefined : maxWidth } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {translate(title)}
      </DialogTitle>
      <IconButton
        aria-label={translate('saluni.common.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {children}
    </Dialog>
  );
};
