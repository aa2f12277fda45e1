import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { MESSAGE_LIMITS } from '../../registry/messages';
import { useSaluniDataProvider } from '../dataProvider';
import { useSettingsCard } from '../shared/useSettingsCard';
import { RemindersInput } from './RemindersInput';
import { settingsBodyOf, settingsValuesOf, type SettingsValues } from './settingsValues';
import './texts';

const T = 'saluni.notifications.settings';

/** Where the server names each of the form's fields in its messages. */
const FIELD_PATHS: Partial<Record<keyof SettingsValues, string>> = {
  hoursAfter: 'automations.review.hoursAfter',
  graceDays: 'automations.rebook.graceDays',
  winbackDays: 'automations.winback.days',
};

/**
 * The business's automatic messages (docs/areas/messages-web.md): which appointment messages go,
 * the reminders, the sender's name, marketing's sending window, the review link and the
 * marketing automations, each with its switch.
 */
export const MessageSettingsForm = ({ canEdit }: { canEdit: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const { values, setValues, stored, errors, saving, loadFailure, submit } = useSettingsCard({
    load: () => dataProvider.getMessageSettings(),
    save: (typed: SettingsValues) => dataProvider.saveMessageSettings(settingsBodyOf(typed)),
    valuesOf: settingsValuesOf,
    savedMessage: `${T}.saved`,
  });

  if (loadFailure) return <Alert severity="error">{loadFailure}</Alert>;
  if (!values || !stored) return <Loading />;
  const set = (patch: Partial<SettingsValues>) => setValues({ ...values, ...patch });
  const errorOf = (name: keyof SettingsValues) => errors[FIELD_PATHS[name] ?? name];

  const toggle = (name: keyof SettingsValues & `${string}Enabled`) => (
    <FormControlLabel
      control={
        <Switch
          checked={values[name]}
          onChange={(_event, checked) => set({ [name]: checked })}
          disabled={!canEdit}
        />
      }
      label={translate(`${T}.${name}`)}
    />
  );
  const field = (
    name: 'senderName' | 'quietHoursStart' | 'quietHoursEnd' | 'reviewLink',
    label: string,
    hint?: string,
    maxLength?: number,
  ) => (
    <TextField
      id={`messages-${name}`}
      label={translate(label)}
      value={values[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      error={!!errorOf(name)}
      helperText={errorOf(name) ?? hint}
      disabled={!canEdit}
      slotProps={{ htmlInput: { maxLength } }}
      fullWidth
    />
  );
  const numberField = (name: 'hoursAfter' | 'graceDays' | 'winbackDays', max: number) => (
    <TextField
      id={`messages-${name}`}
      label={translate(`${T}.${name}`)}
      type="number"
      size="small"
      value={values[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      error={!!errorOf(name)}
      helperText={errorOf(name)}
      disabled={!canEdit}
      sx={{ ml: { xs: 0, sm: 6 }, maxWidth: 260 }}
      slotProps={{ htmlInput: { min: 0, max } }}
    />
  );
  const window = stored.sendingWindow;

  return (
    <Card sx={{ maxWidth: 720, mt: 2 }}>
      <CardContent component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {translate(`${T}.title`)}
          </Typography>
          <Section title={`${T}.appointmentMessages`}>
            {toggle('confirmationEnabled')}
            {toggle('movedEnabled')}
            {toggle('cancelledEnabled')}
          </Section>
          <RemindersInput
            reminders={values.reminders}
            onChange={(reminders) => set({ reminders })}
            errors={errors}
            disabled={!canEdit}
          />
          {field(
            'senderName',
            `${T}.senderName`,
            translate(`${T}.senderNameHint`),
            MESSAGE_LIMITS.senderName,
          )}
          <Section title={`${T}.window`} hint={`${T}.windowHint`}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('quietHoursStart', `${T}.windowStart`, window.start)}
              {field('quietHoursEnd', `${T}.windowEnd`, window.end)}
            </Stack>
            {!values.quietHoursStart && !values.quietHoursEnd && (
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.windowDefault`, { start: window.start, end: window.end })}
              </Typography>
            )}
          </Section>
          {field('reviewLink', `${T}.reviewLink`, translate(`${T}.reviewLinkHint`))}
          <Section title={`${T}.automations`} hint={`${T}.automationsHint`}>
            {toggle('reviewEnabled')}
            {values.reviewEnabled && numberField('hoursAfter', MESSAGE_LIMITS.hoursAfter.max)}
            {toggle('birthdayEnabled')}
            {toggle('rebookEnabled')}
            {values.rebookEnabled && numberField('graceDays', MESSAGE_LIMITS.graceDays.max)}
            {toggle('winbackEnabled')}
            {values.winbackEnabled && numberField('winbackDays', MESSAGE_LIMITS.winbackDays.max)}
          </Section>
          {canEdit && (
            <Box>
              <Button type="submit" variant="contained" disabled={saving}>
                {translate(`${T}.save`)}
              </Button>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

/** A titled group of the form's fields, one under another. */
const Section = ({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {translate(title)}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {translate(hint)}
        </Typography>
      )}
      {children}
    </Stack>
  );
};
