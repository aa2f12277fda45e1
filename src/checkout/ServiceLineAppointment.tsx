import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LazyAppointmentDialog } from '../appointments';
import { APPOINTMENT_RESOURCE } from '../shared/appScreens';
import { useSaluniDataProvider } from '../dataProvider';
import type { CartEntry } from '../dataProvider/orders';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { useCartChange } from './cartQueries';

const OVER = ['cancelled', 'no_show', 'completed'];

/**
 * A service line's appointment: its day and time once linked (with Unlink), else one of the
 * client's upcoming appointments to link, or Book appointment, which opens the booking dialog
 * for this client and service and links what it books.
 */
export const ServiceLineAppointment = ({
  entry,
  clientId,
}: {
  entry: CartEntry;
  clientId: string | undefined;
}) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const dataProvider = useSaluniDataProvider();
  const [booking, setBooking] = useState(false);
  const link = useCartChange((appointmentId: string | null) =>
    dataProvider.updateCartEntry(entry._id, { appointmentId }),
  );
  const { data: upcoming } = useQuery({
    queryKey: [APPOINTMENT_RESOURCE, 'upcoming', clientId],
    queryFn: async () =>
      (await dataProvider.appointments({ clientId, startDate: new Date().toISOString(), limit: 0 }))
        .docs,
    enabled: Boolean(clientId) && !entry.appointmentId,
  });
  if (entry.appointmentId)
    return (
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2">
          {translate('saluni.checkout.appointmentAt', {
            date: format.calendarDate(entry.appointmentDate ?? ''),
            time: entry.appointmentTime ?? '',
          })}
        </Typography>
        <Button size="small" onClick={() => link.mutate(null)} disabled={link.isPending}>
          {translate('saluni.checkout.unlinkAppointment')}
        </Button>
      </Stack>
    );
  if (!clientId) return null;
  const choices = (upcoming ?? []).filter((appointment) => !OVER.includes(appointment.status));
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {choices.length > 0 ? (
        <TextField
          select
          size="small"
          label={translate('saluni.checkout.linkAppointment')}
          value=""
          onChange={(event) => link.mutate(event.target.value)}
          disabled={link.isPending}
          sx={{ minWidth: 200, maxWidth: '100%' }}
        >
          {choices.map((appointment) => (
            <MenuItem key={appointment._id} value={appointment._id}>
              {format.dateTime(appointment.startDate)}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('saluni.checkout.noAppointment')}
        </Typography>
      )}
      <Button size="small" onClick={() => setBooking(true)}>
        {translate('saluni.checkout.bookAppointment')}
      </Button>
      {booking && (
        <LazyAppointmentDialog
          prefill={{ clientId, serviceIds: entry.serviceId ? [entry.serviceId] : [] }}
          onClose={() => setBooking(false)}
          onBooked={(appointment) => link.mutate(appointment._id)}
        />
      )}
    </Stack>
  );
};
