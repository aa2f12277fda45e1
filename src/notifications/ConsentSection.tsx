import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import {
  MESSAGE_CHANNELS,
  type ClientConsent,
  type ConsentMethod,
  type MessageChannel,
} from '../../registry/messages';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format';
import { errorMessage } from '../shared/errorMessage';
import { useFieldErrorCall } from '../shared/useFieldErrorCall';
import { ChannelSelect } from './ChannelSelect';
import './texts';

const T = 'saluni.notifications.consent';

/** The ways staff record a consent themselves; the others come from the booking page and replies. */
const STAFF_METHODS = ['consultation-form', 'form'] as const satisfies readonly ConsentMethod[];

/**
 * A client's marketing consent: the state per channel (the newest log row decides), the log
 * as proof, and a small form to record a consent given on a signed consultation form or in person.
 */
export const ConsentSection = ({ clientId }: { clientId: string }) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const { data, error, refetch } = useQuery<ClientConsent[]>({
    queryKey: ['clientConsents', clientId],
    queryFn: () => dataProvider.getClientConsents(clientId),
  });

  return (
    <Stack component="section" spacing={1.5} aria-labelledby="consent-title" sx={{ py: 1 }}>
      <Typography id="consent-title" variant="h6">
        {translate(`${T}.title`)}
      </Typography>
      {error && <Alert severity="error">{translate(errorMessage(error))}</Alert>}
      {!data && !error && <Loading />}
      {data && <ConsentState log={data} />}
      {data && <ConsentLog log={data} />}
      <RecordConsentForm clientId={clientId} onSaved={() => refetch()} />
    </Stack>
  );
};

const newestFirst = (log: ClientConsent[]) =>
  [...log].sort((first, second) => second.createdAt.localeCompare(first.createdAt));

const ConsentState = ({ log }: { log: ClientConsent[] }) => {
  const translate = useTranslate();
  const sorted = newestFirst(log);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {MESSAGE_CHANNELS.map((channel) => {
        const granted = sorted.find((row) => row.channel === channel)?.granted ?? false;
        return (
          <Chip
            key={channel}
            color={granted ? 'success' : 'default'}
            label={`${translate(`saluni.notifications.channel.${channel}`)}: ${translate(
              `${T}.${granted ? 'yes' : 'no'}`,
            )}`}
          />
        );
      })}
    </Stack>
  );
};

const ConsentLog = ({ log }: { log: ClientConsent[] }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  if (log.length === 0)
    return <Typography color="text.secondary">{translate(`${T}.empty`)}</Typography>;
  return (
    <List aria-label={translate(`${T}.log`)} disablePadding>
      {newestFirst(log).map((row) => (
        <ListItem key={row.id} divider sx={{ px: 0, display: 'block' }}>
          <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
            {translate(`saluni.notifications.channel.${row.channel}`)} ·{' '}
            {translate(`${T}.${row.granted ? 'given' : 'withdrawn'}`)} ·{' '}
            {translate(`${T}.method.${row.method}`)}
          </Typography>
          {row.note && (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {row.note}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {format.dateTime(row.createdAt)}
            {row.recordedBy && ` · ${translate(`${T}.byStaff`)}`}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
};

const RecordConsentForm = ({ clientId, onSaved }: { clientId: string; onSaved: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const [channel, setChannel] = useState<MessageChannel>('sms');
  const [granted, setGranted] = useState(true);
  const [method, setMethod] = useState<ConsentMethod>('consultation-form');
  const [note, setNote] = useState('');
  const { busy: saving, errors, submit } = useFieldErrorCall();

  const save = () =>
    submit(async () => {
      await dataProvider.recordClientConsent({
        clientId,
        channel,
        granted,
        method,
        note: note.trim(),
      });
      setNote('');
      onSaved();
    }, `${T}.saved`);

  return (
    <Box
      component="form"
      aria-labelledby="consent-record-title"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Typography id="consent-record-title" variant="subtitle1" sx={{ mb: 1 }}>
        {translate(`${T}.record`)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
        <ChannelSelect
          id="consent-channel"
          label={translate(`${T}.channel`)}
          value={channel}
          onChange={setChannel}
          error={errors.channel}
        />
        <TextField
          id="consent-granted"
          select
          size="small"
          label={translate(`${T}.answer`)}
          value={granted ? 'given' : 'withdrawn'}
          onChange={(event) => setGranted(event.target.value === 'given')}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="given">{translate(`${T}.given`)}</MenuItem>
          <MenuItem value="withdrawn">{translate(`${T}.withdrawn`)}</MenuItem>
        </TextField>
        <TextField
          id="consent-method"
          select
          size="small"
          label={translate(`${T}.how`)}
          value={method}
          onChange={(event) => setMethod(event.target.value as ConsentMethod)}
          error={!!errors.method}
          helperText={errors.method}
          sx={{ minWidth: 200 }}
        >
          {STAFF_METHODS.map((one) => (
            <MenuItem key={one} value={one}>
              {translate(`${T}.staffMethod.${one}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="consent-note"
          size="small"
          label={translate(`${T}.note`)}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={!!errors.note}
          helperText={errors.note}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" variant="contained" disabled={saving}>
          {translate(`${T}.save`)}
        </Button>
      </Stack>
    </Box>
  );
};
