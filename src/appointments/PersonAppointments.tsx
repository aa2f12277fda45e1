import { List, ListItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useCanAccess, useGetMany, useTranslate } from 'react-admin';
import { client, employee } from '../../registry';
import { useSaluniDataProvider } from '../dataProvider';
import { formatDuration } from '../format/duration';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { APPOINTMENT_RESOURCE } from '../shared/appScreens';
import { AppointmentLineText, NoAppointments } from './AppointmentLines';
import './texts';

/** Whose appointments: a client's (each shows its staff member) or a staff member's (each shows its client). */
export type AppointmentsOf = { clientId: string } | { employeeId: string };

/**
 * The appointments of one client or staff member, newest first, stacked so a phone never
 * scrolls sideways: when, with whom, the status in its colour. Hidden from users whose role
 * may not read appointments.
 */
export const PersonAppointments = ({ of }: { of: AppointmentsOf }) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const format = useBusinessFormat();
  const { canAccess, isPending: checking } = useCanAccess({
    resource: APPOINTMENT_RESOURCE,
    action: 'list',
  });
  const { data, isPending, error } = useQuery({
    queryKey: [APPOINTMENT_RESOURCE, 'of', of],
    queryFn: () => dataProvider.appointments({ ...of, limit: 0 }),
    enabled: canAccess === true,
  });
  const other = 'clientId' in of ? employee : client;
  const otherIds = [
    ...new Set(
      (data?.docs ?? []).map((item) => ('clientId' in of ? item.employeeId : item.clientId)),
    ),
  ];
  const { data: people = [] } = useGetMany(
    other.name,
    { ids: otherIds },
    { enabled: otherIds.length > 0 },
  );
  if (checking || (canAccess && isPending)) return <Loading />;
  if (!canAccess) return null;
  if (error) return <Typography color="error">{error.message}</Typography>;
  const appointments = [...(data?.docs ?? [])].reverse();
  if (!appointments.length) return <NoAppointments text="saluni.appointments.list.empty" />;
  const nameOf = (id: string) => String(people.find((person) => person.id === id)?.fullName ?? '');
  return (
    <List aria-label={translate('saluni.appointments.list.title')}>
      {appointments.map((item) => (
        <ListItem key={item._id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
          <AppointmentLineText
            primary={format.dateTime(item.startDate)}
            secondary={`${nameOf('clientId' in of ? item.employeeId : item.clientId)} · ${formatDuration(item.durationInMinutes, translate)}`}
            status={item.status}
          />
        </ListItem>
      ))}
    </List>
  );
};
