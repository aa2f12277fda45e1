import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Business } from '../business/types';
import { useRoles } from '../business/useRoles';
import { useSaluniDataProvider } from '../dataProvider';
import { AppointmentGapSlider, settingsOf } from '../settings';
import { FormDialog } from '../shared/FormDialog';
import { useSaveCall } from '../shared/useSaveCall';
import '../shared/specScreensTexts';

/** Appointment Gap (back-office.md 2): a slider of 0 to 60 minutes; saving updates the business, 'Business updated'. */
export const AppointmentGapDialog = ({
  business,
  onClose,
}: {
  business: Business;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const { refetch } = useRoles();
  const [minutes, setMinutes] = useState(business.appointmentGapInMinutes);
  const { saving, save } = useSaveCall();
  const update = async () => {
    await dataProvider.updateBusiness(business._id, {
      ...settingsOf(business),
      appointmentGapInMinutes: minutes,
    });
    // The dashboard reads the gap from the roles' businesses: they are read again before closing.
    await refetch();
  };
  return (
    <FormDialog
      title={translate('saluni.spec.dashboard.appointmentGap')}
      titleId="appointment-gap-title"
      onClose={onClose}
      maxWidth="xs"
      submitLabel="saluni.common.save"
      onSubmit={() =>
        void save(update, { success: 'saluni.spec.toast.business.updated', done: onClose })
      }
      submitDisabled={saving}
    >
      <Box sx={{ mt: 1 }}>
        <AppointmentGapSlider id="appointment-gap-label" minutes={minutes} onChange={setMinutes} />
      </Box>
    </FormDialog>
  );
};
