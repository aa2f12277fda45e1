import { Alert, FormControlLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import {
  ONLINE_BOOKING_LIMITS,
  START_INTERVALS,
  type OnlineBookingSettings as Settings,
} from '../../registry/onlineBooking';
import { useSaluniDataProvider } from '../dataProvider';
import { OnlineBookingShare } from './OnlineBookingShare';
import { SettingsCard } from './SettingsCard';
import './texts';
import { useSettingsCard } from '../shared/useSettingsCard';

const T = 'saluni.onlineBooking.settings';

/** The numbers as typed: the inputs hold text, sent as numbers once they read as numbers. */
type FormValues = Omit<Settings, NumberField | 'startIntervalMinutes'> &
  Record<NumberField, string> & { startIntervalMinutes: number };

const NUMBER_FIELDS = [
  'leadTimeMinutes',
  'horizonDays',
  'freeCancellationHours',
  'linkPaymentHours',
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

/** The form's values: the settings alone (the document's `businessId` and `saved` stay out of the body). */
const formValuesOf = (settings: Settings): FormValues => ({
  enabled: settings.enabled,
  slug: settings.slug,
  startIntervalMinutes: settings.startIntervalMinutes,
  policyEn: settings.policyEn,
  policySw: settings.policySw,
  ...(Object.fromEntries(NUMBER_FIELDS.map((name) => [name, String(settings[name])])) as Record<
    NumberField,
    string
  >),
});

/** A number typed is sent as one; anything else as typed, so the server's message names it. */
const numberOrText = (typed: string) => {
  const value = Number(typed);
  return typed.trim() !== '' && Number.isFinite(value) ? value : typed;
};

/**
 * The business's online booking (docs/areas/online-booking.md): on or off, the address of its
 * booking page, notice, how far ahead, start times, free cancellation, the time to pay after a
 * booking link and the policy in both languages; then how to share the page. Below the business
 * settings, under the same permission.
 */
export const OnlineBookingSettings = ({ canEdit }: { canEdit: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  // `stored`: the share card speaks of the saved page, not of what is being typed.
  const { values, setValues, stored, errors, saving, loadFailure, submit } = useSettingsCard({
    load: () => dataProvider.getOnlineBooking(),
    save: (typed: FormValues) =>
      dataProvider.saveOnlineBooking({
        ...typed,
        slug: typed.slug.trim(),
        ...Object.fromEntries(NUMBER_FIELDS.map((name) => [name, numberOrText(typed[name])])),
      } as Record<keyof Settings, unknown>),
    valuesOf: formValuesOf,
    savedMessage: `${T}.saved`,
  });

  if (loadFailure) return <Alert severity="error">{loadFailure}</Alert>;
  if (!values) return <Loading />;
  const set = (patch: Partial<FormValues>) => setValues({ ...values, ...patch });

  const numberField = (name: NumberField, max: number) => (
    <TextField
      id={`online-${name}`}
      label={translate(`${T}.${name}`)}
      type="number"
      value={values[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      error={!!errors[name]}
      helperText={errors[name]}
      disabled={!canEdit}
      slotProps={{ htmlInput: { min: 0, max } }}
    />
  );
  const policyField = (name: 'policyEn' | 'policySw') => (
    <TextField
      id={`online-${name}`}
      label={translate(`${T}.${name}`)}
      value={values[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      error={!!errors[name]}
      helperText={errors[name]}
      disabled={!canEdit}
      multiline
      minRows={3}
      slotProps={{ htmlInput: { maxLength: ONLINE_BOOKING_LIMITS.policy } }}
      fullWidth
    />
  );

  return (
    <>
      <SettingsCard onSubmit={submit} canEdit={canEdit} saving={saving} saveLabel={`${T}.save`}>
        <Typography variant="h6" component="h2">
          {translate(`${T}.title`)}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={values.enabled}
              onChange={(_event, checked) => set({ enabled: checked })}
              disabled={!canEdit}
            />
          }
          label={translate(`${T}.enabled`)}
        />
        <TextField
          id="online-slug"
          label={translate(`${T}.slug`)}
          value={values.slug}
          onChange={(event) => set({ slug: event.target.value })}
          error={!!errors.slug}
          helperText={
            errors.slug ??
            translate(`${T}.address`, { address: `/book/${values.slug.trim().toLowerCase()}` })
          }
          disabled={!canEdit}
          fullWidth
        />
        {numberField('leadTimeMinutes', ONLINE_BOOKING_LIMITS.leadTimeMinutes.max)}
        {numberField('horizonDays', ONLINE_BOOKING_LIMITS.horizonDays.max)}
        <TextField
          id="online-startIntervalMinutes"
          select
          label={translate(`${T}.startIntervalMinutes`)}
          value={values.startIntervalMinutes}
          onChange={(event) => set({ startIntervalMinutes: Number(event.target.value) })}
          error={!!errors.startIntervalMinutes}
          helperText={errors.startIntervalMinutes}
          disabled={!canEdit}
        >
          {START_INTERVALS.map((minutes) => (
            <MenuItem key={minutes} value={minutes}>
              {translate(`${T}.everyMinutes`, { minutes })}
            </MenuItem>
          ))}
        </TextField>
        {numberField('freeCancellationHours', ONLINE_BOOKING_LIMITS.freeCancellationHours.max)}
        {numberField('linkPaymentHours', ONLINE_BOOKING_LIMITS.linkPaymentHours.max)}
        {policyField('policyEn')}
        {policyField('policySw')}
      </SettingsCard>
      {stored && <OnlineBookingShare settings={stored} />}
    </>
  );
};
