import { Autocomplete, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format';
import { FormDialog } from '../shared/FormDialog';
import { useSaveCall } from '../shared/useSaveCall';
import './texts';
import { NoteField } from '../shared/NoteField';
import '../shared/specScreensTexts';

/** The searchable choices of a record picker: the first 25 records matching what is typed. */
const useRecordChoices = (resource: string, titleField: string) => {
  const [q, setQ] = useState('');
  const { data = [], isPending } = useGetList(resource, {
    pagination: { page: 1, perPage: 25 },
    sort: { field: titleField, order: 'ASC' },
    filter: q ? { q } : {},
  });
  return {
    options: data,
    loading: isPending,
    onInputChange: (_event: unknown, text: string) => setQ(text),
  };
};

/** A record of `resource` picked by its `titleField`. */
const RecordPicker = ({
  id,
  resource,
  titleField,
  label,
  required = false,
  value,
  onChange,
}: {
  id: string;
  resource: string;
  titleField: string;
  /** i18n key of the field's label. */
  label: string;
  required?: boolean;
  value: RaRecord | null;
  onChange: (record: RaRecord | null) => void;
}) => {
  const translate = useTranslate();
  const choices = useRecordChoices(resource, titleField);
  return (
    <Autocomplete
      id={id}
      {...choices}
      value={value}
      onChange={(_event, record) => onChange(record)}
      getOptionLabel={(option) => String(option[titleField] ?? '')}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderInput={(params) => (
        <TextField {...params} required={required} label={translate(label)} />
      )}
    />
  );
};

const field = (name: string) => `resources.membership-session.fields.${name}`;

/**
 * Records a visit under the client's membership (POST /v1/membership-session). The server checks
 * that a membership covers it; its reason is shown when not. Success is the spec's bare 'Success'.
 */
export const RecordSessionDialog = ({
  onClose,
  onRecorded,
}: {
  onClose: () => void;
  onRecorded: () => void;
}) => {
  const translate = useTranslate();
  const { dateTimeInput, instantOfDateTimeInput } = useBusinessFormat();
  const dataProvider = useSaluniDataProvider();
  const [client, setClient] = useState<RaRecord | null>(null);
  const [service, setService] = useState<RaRecord | null>(null);
  const [when, setWhen] = useState(() => dateTimeInput());
  const [notes, setNotes] = useState('');
  const { saving, save } = useSaveCall();

  const submit = (chosen: RaRecord) =>
    save(
      () =>
        dataProvider.recordMembershipSession({
          clientId: String(chosen.id),
          serviceId: service ? String(service.id) : null,
          sessionAt: instantOfDateTimeInput(when),
          notes: notes.trim() || null,
        }),
      {
        success: 'saluni.spec.toast.success',
        done: () => {
          onRecorded();
          onClose();
        },
      },
    );

  return (
    <FormDialog
      title={translate('saluni.offerings.recordSession')}
      onClose={onClose}
      submitLabel="saluni.common.save"
      onSubmit={() => client && void submit(client)}
      submitDisabled={!client || !when || saving}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <RecordPicker
          id="session-client"
          resource="client"
          titleField="fullName"
          label={field('clientName')}
          required
          value={client}
          onChange={setClient}
        />
        <RecordPicker
          id="session-service"
          resource="service"
          titleField="name"
          label={field('serviceName')}
          value={service}
          onChange={setService}
        />
        <TextField
          id="session-at"
          type="datetime-local"
          label={translate(field('sessionAt'))}
          value={when}
          onChange={(event) => setWhen(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <NoteField id="session-notes" label={field('notes')} value={notes} onChange={setNotes} />
      </Stack>
    </FormDialog>
  );
};
