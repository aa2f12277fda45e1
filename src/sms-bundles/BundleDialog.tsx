import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** back-office.md 9: the buy and payment dialogs are 400 wide at most. */
const BUNDLE_DIALOG_SX = {
  '& .MuiDialog-paper': { width: '100%', maxWidth: 400, m: { xs: 1, sm: 4 } },
};

/** The frame of the two steps of buying SMS: the title (an i18n key), what the step holds, its buttons. */
export const BundleDialog = ({
  titleId,
  title,
  onClose,
  actions,
  children,
}: {
  titleId: string;
  title: string;
  onClose: () => void;
  actions: ReactNode;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} sx={BUNDLE_DIALOG_SX} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
};
