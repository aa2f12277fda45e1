import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { useController, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { employee } from '../../registry';
import { useModuleAccess } from '../auth/useModuleAccess';
import { StaffSharesEditor, useStaffChoices } from '../shared/StaffSharesEditor';
import { splitEqually, type DraftShare } from '../shared/staffShareDraft';
import { withLead, type BookingFormValues } from './bookingForm';

/**
 * "Shared with": other staff who work the appointment with its staff member (three braiders on
 * one head), each with a share (docs/areas/appointments.md). The checkout takes them as the
 * shares of its services' lines. The appointment's staff member is the first row, chosen above.
 */
export const SharedWithInput = () => {
  const translate = useTranslate();
  const employeeId = useWatch<BookingFormValues, 'employeeId'>({ name: 'employeeId' });
  const { field, fieldState } = useController<BookingFormValues, 'staffShares'>({
    name: 'staffShares',
  });
  const rows = withLead(field.value ?? [], employeeId);
  // The staff list is asked for once the appointment is shared, not for every booking.
  const mayList = useModuleAccess(employee.module, 'read').allowed;
  const choices = useStaffChoices(mayList && rows.length > 1);
  const leadName =
    choices.find((choice) => choice.id === employeeId)?.fullName ??
    translate('saluni.appointments.form.chosenStaff');
  // Down to its own staff member, the appointment is no longer shared.
  const change = (next: DraftShare[]) => field.onChange(next.length > 1 ? next : []);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate('saluni.appointments.form.sharedWith')}
      </Typography>
      {rows.length > 1 ? (
        <StaffSharesEditor
          label={translate('saluni.appointments.form.sharedWith')}
          draft={rows}
          onChange={change}
          choices={choices}
          fixedLead={leadName}
        />
      ) : (
        <Button
          size="small"
          startIcon={<GroupAddIcon />}
          disabled={!employeeId}
          onClick={() =>
            change(
              splitEqually([
                { employeeId, percent: '' },
                { employeeId: '', percent: '' },
              ]),
            )
          }
        >
          {translate('saluni.appointments.form.shareWithStaff')}
        </Button>
      )}
      {fieldState.error?.message && (
        <FormHelperText error>{translate(fieldState.error.message)}</FormHelperText>
      )}
    </Box>
  );
};
