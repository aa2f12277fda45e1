import { Box, Card, CardContent, CardHeader, List, ListItemButton } from '@mui/material';
import { client, employee, service } from '../../registry';
import { AppointmentLineText, NoAppointments } from '../appointments';
import type { Appointment } from '../dataProvider/appointments';
import { formatDate } from '../format/dates';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { useRecordNames } from '../shared/useRecordNames';

/**
 * Today's appointments in one card per staff member, by time: when, who, what, and the status
 * in its colour. A click opens the appointment to change it or its status.
 */
export const TodayByStaff = ({
  appointments,
  onOpen,
}: {
  appointments: Appointment[];
  onOpen: (appointment: Appointment) => void;
}) => {
  const format = useBusinessFormat();
  const ids = (pick: (item: Appointment) => string[]) => [...new Set(appointments.flatMap(pick))];
  const staffIds = ids((item) => [item.employeeId]);
  const clientIds = ids((item) => [item.clientId]);
  const serviceIds = ids((item) => item.serviceIds);
  const staffNames = useRecordNames(employee.name, staffIds);
  const clientNames = useRecordNames(client.name, clientIds);
  const serviceNames = useRecordNames(service.name, serviceIds);

  if (!appointments.length) return <NoAppointments text="saluni.dashboard.noAppointmentsToday" />;
  const time = (instant: string) => formatDate(instant, format.dates, 'HH:mm');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(280px, 1fr))' },
      }}
    >
      {staffIds.map((staffId) => (
        <Card key={staffId} variant="outlined">
          <CardHeader
            title={staffNames.get(staffId) ?? ''}
            slotProps={{ title: { variant: 'subtitle1', component: 'h3' } }}
            sx={{ pb: 0 }}
          />
          <CardContent sx={{ pt: 0 }}>
            <List dense aria-label={staffNames.get(staffId) ?? ''}>
              {appointments
                .filter((item) => item.employeeId === staffId)
                .map((item) => (
                  <ListItemButton
                    key={item._id}
                    onClick={() => onOpen(item)}
                    sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}
                  >
                    <AppointmentLineText
                      primary={`${time(item.startDate)}–${time(item.endDate)} · ${clientNames.get(item.clientId) ?? ''}`}
                      secondary={item.serviceIds.map((id) => serviceNames.get(id) ?? '').join(', ')}
                      status={item.status}
                    />
                  </ListItemButton>
                ))}
            </List>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};
