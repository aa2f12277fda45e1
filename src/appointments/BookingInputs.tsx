import { Box, Button, Stack } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { BooleanInput } from '../shared/BooleanInput';
import { RECURRING_PERIODS } from '../../registry/appointments';
import { client, consultationForm } from '../../registry';
import { ClientCreateDialog } from '../client-records';
import { normalizeTimeOfDay, TIME_OF_DAY_INPUT } from '../format/timeOfDay';
import { durationChoices } from '../services';
import type { BookingFormValues } from './bookingForm';
import { RoomInput } from './RoomInput';
import { ServicesInput } from './ServicesInput';
import { SharedWithInput } from './SharedWithInput';
import { StaffAvailabilityInput } from './StaffAvailabilityInput';
import { APPOINTMENT_STATUSES } from '../../registry/appointments';
import { statusLabelKey } from '../format/appointmentStatus';
import '../shared/specScreensTexts';

/** The spec's labels of the recurring periods, by the value the API takes. */
const PERIOD_LABELS: Record<(typeof RECURRING_PERIODS)[number], string> = {
  week: 'saluni.spec.appointment.recurring.week',
  month: 'saluni.spec.appointment.recurring.month',
  '14-day': 'saluni.spec.appointment.recurring.fortnight',
  '6-month': 'saluni.spec.appointment.recurring.sixMonths',
};

const twoColumns = {
  display: 'grid',
  gap: { xs: 0, sm: 2 },
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

/** The searchable client picker; Add Client opens the client dialog and comes back with the new client chosen. */
const ClientInput = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext<BookingFormValues>();
  const [adding, setAdding] = useState(false);
  const created = (record: RaRecord) => {
    setValue('clientId', String(record.id), { shouldDirty: true, shouldValidate: true });
    setAdding(false);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ReferenceInput source="clientId" reference={client.name} perPage={25}>
        <AutocompleteInput
          label="saluni.appointments.form.client"
          optionText="fullName"
          filterToQuery={(q: string) => ({ q })}
          fullWidth
        />
      </ReferenceInput>
      <Button
        startIcon={<PersonAddIcon />}
        onClick={() => setAdding(true)}
        sx={{ mt: 1.5, flexShrink: 0 }}
      >
        {translate('saluni.spec.dashboard.addClient')}
      </Button>
      {adding && <ClientCreateDialog onClose={() => setAdding(false)} onCreated={created} />}
    </Stack>
  );
};

/** A client's consultation forms, once a client is chosen. */
const ConsultationFormInput = () => {
  const clientId = useWatch<BookingFormValues, 'clientId'>({ name: 'clientId' });
  if (!clientId) return null;
  return (
    <ReferenceInput
      source="consultationFormId"
      reference={consultationForm.name}
      filter={{ clientId }}
    >
      <AutocompleteInput
        label="saluni.appointments.form.consultationForm"
        optionText={(record: { form?: { name?: string } }) => record.form?.name ?? ''}
        fullWidth
      />
    </ReferenceInput>
  );
};

const RecurringInputs = () => {
  const recurring = useWatch<BookingFormValues, 'recurring'>({ name: 'recurring' });
  return (
    <>
      <BooleanInput source="recurring" label="saluni.appointments.form.recurring" />
      {recurring && (
        <Box sx={twoColumns}>
          <SelectInput
            source="recurringPeriod"
            label="saluni.appointments.form.recurringPeriod"
            choices={RECURRING_PERIODS.map((period) => ({
              id: period,
              name: PERIOD_LABELS[period],
            }))}
            fullWidth
          />
          <NumberInput
            source="repeatCount"
            label="saluni.appointments.form.repeatCount"
            min={1}
            step={1}
            fullWidth
          />
        </Box>
      )}
    </>
  );
};

const StatusInputs = () => {
  const status = useWatch<BookingFormValues, 'status'>({ name: 'status' });
  return (
    <Box sx={twoColumns}>
      <SelectInput
        source="status"
        label="saluni.appointments.form.status"
        choices={APPOINTMENT_STATUSES.map((value) => ({ id: value, name: statusLabelKey(value) }))}
        fullWidth
      />
      {status === 'cancelled' && (
        <SelectInput
          source="cancelledBy"
          label="saluni.appointments.form.cancelledBy"
          choices={[
            { id: 'client', name: 'saluni.appointments.form.cancelledByClient' },
            { id: 'business', name: 'saluni.appointments.form.cancelledByBusiness' },
          ]}
          fullWidth
        />
      )}
    </Box>
  );
};

/**
 * The fields of Book New Appointment (back-office.md 2), in the spec's order: date, time, staff
 * (and the staff it is shared with), client, services, duration, location, consultation form, notes, recurring. Editing swaps the
 * recurring part for the status.
 */
export const BookingInputs = ({
  editedStaffId,
  editedId,
}: {
  editedStaffId?: string;
  editedId?: string;
}) => {
  const translate = useTranslate();
  const { setValue } = useFormContext<BookingFormValues>();
  return (
    <>
      <Box sx={twoColumns}>
        <TextInput
          source="date"
          label="saluni.appointments.form.date"
          placeholder="DD/MM/YYYY"
          helperText="DD/MM/YYYY"
          fullWidth
        />
        <TextInput
          source="time"
          label="saluni.appointments.form.time"
          helperText="HH:mm"
          fullWidth
          onBlur={(event) =>
            setValue('time', normalizeTimeOfDay(event.target.value), { shouldValidate: true })
          }
          slotProps={{ htmlInput: TIME_OF_DAY_INPUT, inputLabel: { shrink: true } }}
        />
      </Box>
      <StaffAvailabilityInput keepEnabled={editedStaffId} />
      <SharedWithInput />
      <ClientInput />
      <ServicesInput />
      <SelectInput
        source="durationInMinutes"
        label="saluni.appointments.form.duration"
        choices={durationChoices(translate)}
        translateChoice={false}
        fullWidth
      />
      <RoomInput editedId={editedId} />
      <ConsultationFormInput />
      <TextInput
        source="notes"
        label="saluni.appointments.form.notes"
        multiline
        minRows={2}
        fullWidth
      />
      {editedStaffId ? <StatusInputs /> : <RecurringInputs />}
    </>
  );
};
