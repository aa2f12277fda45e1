import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format';
import './texts';

const usePicker = (resource: string, titleField: string) => {
  const [q, setQ] = useState('');
  const { data = [], isPending } = useGetList(resource, {
    pagination: { page: 1, perPage: 25 },
    sort: { field: titleField, order: 'ASC' },
    filter: q ? { q } : {},
  });
  return { options: data, loading: isPending, search: setQ };
};

/**
 * Records a visit under the client's membership (POST /v1/membership-session). The server checks
 * that a membership covers it; its reason is shown when not. Success is the spec's bare 'Success'.
 */
export const RecordSessionDialog = ({
  open,
  onClose,
  onRecorded,
}: {
  open: boolean;
  onClose: () => void;
  onRecorded: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { dateTimeInput, instantOfDateTimeInput } = useBusinessFormat();
  const dataProvider = useSaluniDataProvider();
  const clients = usePicker('client', 'fullName');
  const services = usePicker('service', 'name');
  const [client, setClient] = useState<RaRecord | null>(null);
  const [service, setService] = useState<RaRecord | null>(null);
  const [when, setWhen] = useState(() => dateTimeInput());
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!client) return;
    setSaving(true);
    try {
      await dataProvider.recordMembershipSession({
        clientId: String(client.id),
        serviceId: service ? String(service.id) : null,
        sessionAt: instantOfDateTimeInput(when),
        notes: notes.trim() || null,
      });
      notify('saluni.spec.toast.success', { type: 'success' });
      onRecorded();
      onClose();
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : '', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('saluni.offerings.recordSession')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Autocomplete
              id="session-client"
              options={clients.options}
              loading={clients.loading}
              value={client}
              onChange={(_event, value) => setClient(value)}
              onInputChange={(_event, text) => clients.search(text)}
              getOptionLabel={(option) => String(option.fullName ?? '')}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              renderInput={(params) => (
                <TextField
                  {...params}
                  required
                  label={translate('resources.membership-session.fields.clientName')}
                />
              )}
            />
            <Autocomplete
              id="session-service"
              options={services.options}
              loading={services.loading}
              value={service}
              onChange={(_event, value) => setService(value)}
              onInputChange={(_event, text) => services.search(text)}
              getOptionLabel={(option) => String(option.name ?? '')}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={translate('resources.membership-session.fields.serviceName')}
                />
              )}
            />
            <TextField
              id="session-at"
              type="datetime-local"
              label={translate('resources.membership-session.fields.sessionAt')}
              value={when}
              onChange={(event) => setWhen(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              id="session-notes"
              label={translate('resources.membership-session.fields.notes')}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('saluni.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!client || !when || saving}>
            {translate('saluni.common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
