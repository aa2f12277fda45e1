import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { AutocompleteInput, ReferenceInput, useTranslate } from 'react-admin';
import { serviceRoom } from '../../registry';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { isSpecDate, startInstantOf, type BookingFormValues } from './bookingForm';
import { APPOINTMENT_RESOURCE } from '../shared/appScreens';

const MINUTE = 60_000;
/** Appointments that hold no room (the server leaves them out of its checks too). */
const RELEASED = new Set(['cancelled', 'no_show']);

/**
 * The location picker, with the rooms already booked at the chosen time marked busy (read from
 * the day's appointments by room), so a room clash shows before Book is pressed. A busy room
 * stays choosable: the server names the clash, and owners may book over it. `editedId`: the
 * appointment being edited, which never makes its own room busy.
 */
export const RoomInput = ({ editedId }: { editedId?: string }) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const format = useBusinessFormat();
  const [date, time, durationInMinutes] = useWatch<
    BookingFormValues,
    ['date', 'time', 'durationInMinutes']
  >({ name: ['date', 'time', 'durationInMinutes'] });
  const start = startInstantOf({ date, time }, format.dates);
  const day = start && isSpecDate(date) ? date.split('/').reverse().join('-') : null;
  const { data: rooms = [] } = useQuery({
    queryKey: [APPOINTMENT_RESOURCE, 'byRoom', day],
    queryFn: () => dataProvider.appointmentsByRoom(day!),
    enabled: day !== null,
    // Only a hint: a failed look-up leaves the rooms unmarked at once. Retrying it would also hold up
    // every booking, which refreshes the appointment queries (this one too) before confirming.
    retry: false,
  });
  const from = start ? Date.parse(start) : 0;
  const to = from + (Number(durationInMinutes) || 60) * MINUTE;
  const busy = new Set(
    rooms
      .filter(({ appointments }) =>
        appointments.some(
          (appointment) =>
            appointment._id !== editedId &&
            !RELEASED.has(appointment.status) &&
            Date.parse(appointment.startDate) < to &&
            from < Date.parse(appointment.endDate),
        ),
      )
      .map(({ room }) => room?._id),
  );
  const optionText = (record: { id: string; name: string }) =>
    start && busy.has(record.id)
      ? `${record.name} (${translate('saluni.appointments.form.roomBusy')})`
      : record.name;
  return (
    <ReferenceInput source="location" reference={serviceRoom.name}>
      <AutocompleteInput
        label="saluni.appointments.form.location"
        optionText={optionText}
        filterToQuery={(q: string) => ({ q })}
        fullWidth
      />
    </ReferenceInput>
  );
};
