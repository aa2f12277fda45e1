import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QuestionDialog } from '../shared/QuestionDialog';

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
    <QuestionDialog
      titleId="move-conflict-title"
      title={translate('saluni.calendar.conflictTitle')}
      text={message}
      onClose={onClose}
      alert
    >
      <Button onClick={onClose}>{translate('saluni.common.cancel')}</Button>
      {mayOverride && (
        <Button color="warning" variant="contained" onClick={onBookAnyway}>
          {translate('saluni.appointments.form.bookAnyway')}
        </Button>
      )}
    </QuestionDialog>
  );
};
