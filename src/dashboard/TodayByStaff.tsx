import {
  Box,
  Card,
  CardContent,
  CardHeader,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useGetMany, useTranslate } from 'react-admin';
import { client, employee, service } from '../../registry';
import type { Appointment } from '../dataProvider/appointments';
import { formatDate } from '../format/dates';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { StatusChip } from '../shared/StatusChip';

type Named = { id: string; fullName?: string; name?: string };

const namesOf = (records: Named[] | undefined) =>
  new Map(
    (records ?? []).map((record) => [record.id, String(record.fullName ?? record.name ?? '')]),
  );

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
  const translate = useTranslate();
  const format = useBusinessFormat();
  const ids = (pick: (item: Appointment) => string[]) => [...new Set(appointments.flatMap(pick))];
  const staffIds = ids((item) => [item.employeeId]);
  const clientIds = ids((item) => [item.clientId]);
  const serviceIds = ids((item) => item.serviceIds);
  const { data: staff } = useGetMany<Named>(
    employee.name,
    { ids: staffIds },
    { enabled: staffIds.length > 0 },
  );
  const { data: clients } = useGetMany<Named>(
    client.name,
    { ids: clientIds },
    { enabled: clientIds.length > 0 },
  );
  const { data: services } = useGetMany<Named>(
    service.name,
    { ids: serviceIds },
    { enabled: serviceIds.length > 0 },
  );
  const staffNames = namesOf(staff);
  const clientNames = namesOf(clients);
  const serviceNames = namesOf(services);

  if (!appointments.length) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography color="text.secondary">
          {translate('saluni.dashboard.noAppointmentsToday')}
        </Typography>
      </Box>
    );
  }
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
                    <ListItemText
                      primary={`${time(item.startDate)}–${time(item.endDate)} · ${clientNames.get(item.clientId) ?? ''}`}
                      secondary={item.serviceIds.map((id) => serviceNames.get(id) ?? '').join(', ')}
                      sx={{ minWidth: 0 }}
                    />
                    <StatusChip
                      status={item.status}
                      labels="saluni.appointments.status"
                      family="appointments"
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
