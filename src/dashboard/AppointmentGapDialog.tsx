import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Business } from '../business/types';
import { useRoles } from '../business/useRoles';
import { useSaluniDataProvider } from '../dataProvider';
import { AppointmentGapSlider, settingsOf } from '../settings';

/** Appointment Gap (back-office.md 2): a slider of 0 to 60 minutes; saving updates the business, 'Business updated'. */
export const AppointmentGapDialog = ({
  business,
  onClose,
}: {
  business: Business;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useSaluniDataProvider();
  const { refetch } = useRoles();
  const [minutes, setMinutes] = useState(business.appointmentGapInMinutes);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await dataProvider.updateBusiness(business._id, {
        ...settingsOf(business),
        appointmentGapInMinutes: minutes,
      });
      await refetch();
      notify('saluni.spec.toast.business.updated', { type: 'success' });
      onClose();
    } catch (error) {
      notify(error instanceof Error ? error.message : '', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="appointment-gap-title">
      <DialogTitle id="appointment-gap-title">
        {translate('saluni.spec.dashboard.appointmentGap')}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ mt: 1 }}>
          <AppointmentGapSlider
            id="appointment-gap-label"
            minutes={minutes}
            onChange={setMinutes}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('saluni.common.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {translate('saluni.common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
