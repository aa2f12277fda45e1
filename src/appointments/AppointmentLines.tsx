import { Box, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReactNode } from 'react';
import type { AppointmentStatus } from '../dataProvider/appointments';
import { StatusChip } from '../shared/StatusChip';
import './texts';

/**
 * What a line of an appointment list holds (a person's appointments, today's by staff member):
 * its two lines of text, which may shrink to wrap, and its status chip beside them.
 */
export const AppointmentLineText = ({
  primary,
  secondary,
  status,
}: {
  primary: ReactNode;
  secondary: ReactNode;
  status: AppointmentStatus;
}) => (
  <>
    <ListItemText primary={primary} secondary={secondary} sx={{ minWidth: 0 }} />
    <StatusChip status={status} labels="saluni.appointments.status" family="appointments" />
  </>
);

/** What an appointment list shows instead while it has none: its sentence (an i18n key), centred. */
export const NoAppointments = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography color="text.secondary">{translate(text)}</Typography>
    </Box>
  );
};
