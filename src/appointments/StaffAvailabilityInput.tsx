import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { SelectInput, useTranslate } from 'react-admin';
import { DURATION_OPTIONS } from '../../registry/resources/servicePricing';
import { useSaluniDataProvider } from '../dataProvider';
import type { StaffAvailability } from '../dataProvider/appointments';
import { useBusinessFormat } from '../format/useBusinessFormat';
import { startInstantOf, type BookingFormValues } from './bookingForm';
import { APPOINTMENT_RESOURCE } from '../shared/appScreens';

interface StaffChoice {
  id: string;
  name: string;
  disabled: boolean;
}

/**
 * Staff choices from the availability look-up for the chosen start and duration (back-office.md
 * 2): those who cannot take the slot are shown disabled with the reason. While editing, the
 * appointment's own staff member stays choosable (their own booking is not a conflict; the
 * server checks the rest).
 */
export const StaffAvailabilityInput = ({ keepEnabled }: { keepEnabled?: string }) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const format = useBusinessFormat();
  const [date, time, durationInMinutes, serviceIds] = useWatch<
    BookingFormValues,
    ['date', 'time', 'durationInMinutes', 'serviceIds']
  >({
    name: ['date', 'time', 'durationInMinutes', 'serviceIds'],
  });
  const startDate = startInstantOf({ date, time }, format.dates);
  const duration = Number(durationInMinutes);
  const known = (DURATION_OPTIONS as readonly number[]).includes(duration);
  const slot = {
    startDate: startDate ?? '',
    durationInMinutes: known ? duration : 60,
    serviceIds: serviceIds ?? [],
  };
  // Before a duration is chosen the look-up asks about an hour, so staff can be picked first.
  const { data: staff = [], isFetching } = useQuery({
    queryKey: [APPOINTMENT_RESOURCE, 'availability', slot],
    queryFn: () => dataProvider.staffAvailability(slot),
    enabled: startDate !== null,
    // The previous answer stays while the next loads, so the picker never flickers to a spinner.
    placeholderData: (previous) => previous,
  });
  const choices: StaffChoice[] = staff.map((member: StaffAvailability) => ({
    id: member._id,
    name: member.available
      ? member.fullName
      : `${member.fullName} (${member.message ?? translate('saluni.appointments.form.unavailable')})`,
    disabled: !member.available && member._id !== keepEnabled,
  }));
  // react-admin's select lists the choices of the previous render (it copies them in an effect).
  const listed = useRef<StaffChoice[]>([]);
  useEffect(() => {
    listed.current = choices;
  });
  return (
    <SelectInput
      source="employeeId"
      label="saluni.appointments.form.staff"
      choices={choices}
      // The chosen staff member shows once the select lists them: a value outside the options is
      // an error to MUI's select (an edited appointment's staff member before the answer arrives).
      format={(id: string) => (listed.current.some((choice) => choice.id === id) ? id : '')}
      isPending={isFetching && !staff.length}
      emptyText={startDate === null ? 'saluni.appointments.form.pickTimeFirst' : ''}
      translateChoice={false}
      fullWidth
    />
  );
};
