import {
  Autocomplete,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Loading, Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import type { Business } from '../business/types';
import { useSaluniDataProvider } from '../dataProvider';
import { fileUrl, IMAGE_ACCEPT } from '../shared/recordValues';
import { useRoles } from '../business/useRoles';
import {
  COUNTRIES,
  COUNTRY_DEFAULTS,
  CURRENCIES,
  settingsOf,
  timeZones,
  type Country,
} from './businessSettingsForm';
import { type SettingsValues } from '../dataProvider/business';
import { uploadImages } from '../shared/uploadImages';
import { AppointmentGapSlider } from './AppointmentGapSlider';
import { SettingsCard } from './SettingsCard';
import { OnlineBookingSettings } from './OnlineBookingSettings';
import { WebhookSettings } from './WebhookSettings';
import { BusinessExportCard } from './BusinessExportCard';
import {
  ApiKeysLink,
  AutomaticMessagesLink,
  DataImportLink,
  TaxSettingsLink,
} from './AutomaticMessagesLink';
import './texts';
import { errorMessage, fieldErrorsOf } from '../shared/errorMessage';
import '../shared/specScreensTexts';

const ACCEPT = Object.values(IMAGE_ACCEPT).flat().join(',');

/** The settings that are on or off, each a switch labelled `saluni.business.<name>`. */
const SWITCHES = ['opensOnHolidays', 'calendarEnabled'] as const;

const SettingsForm = ({
  business,
  onSaved,
  canEdit,
}: {
  business: Business;
  onSaved: () => Promise<unknown>;
  canEdit: boolean;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useSaluniDataProvider();
  const [values, setValues] = useState<SettingsValues>(() => settingsOf(business));
  const [newLogo, setNewLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<SettingsValues>) =>
    setValues((current) => ({ ...current, ...patch }));
  const newLogoUrl = useMemo(() => (newLogo ? URL.createObjectURL(newLogo) : undefined), [newLogo]);
  useEffect(
    () => () => {
      if (newLogoUrl) URL.revokeObjectURL(newLogoUrl);
    },
    [newLogoUrl],
  );
  const logoPreview = newLogoUrl ?? (values.logo ? fileUrl(values.logo) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setErrors({ name: translate('saluni.validation.businessName.required') });
      return;
    }
    setSaving(true);
    setErrors({});
    try {
      const logo = newLogo ? (await uploadImages([newLogo]))[0]! : values.logo;
      await dataProvider.updateBusiness(business._id, {
        ...values,
        name: values.name.trim(),
        logo,
      });
      setNewLogo(null);
      notify('saluni.spec.toast.business.updated', { type: 'success' });
      await onSaved();
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      notify(errorMessage(failure, ''), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsCard
      onSubmit={submit}
      canEdit={canEdit}
      saving={saving}
      saveLabel={'saluni.common.save'}
    >
      <TextField
        id="settings-name"
        label={translate('saluni.business.name')}
        value={values.name}
        onChange={(event) => set({ name: event.target.value })}
        error={!!errors.name}
        helperText={errors.name}
        disabled={!canEdit}
        fullWidth
      />
      <TextField
        id="settings-address"
        label={translate('saluni.offerings.settings.address')}
        value={values.address ?? ''}
        onChange={(event) => set({ address: event.target.value })}
        error={!!errors.address}
        helperText={errors.address ?? translate('saluni.offerings.settings.addressHelp')}
        disabled={!canEdit}
        multiline
        minRows={2}
        fullWidth
      />
      <TextField
        id="settings-country"
        select
        label={translate('saluni.business.country')}
        value={values.country}
        onChange={(event) =>
          set({
            country: event.target.value,
            ...COUNTRY_DEFAULTS[event.target.value as Country],
          })
        }
        disabled={!canEdit}
      >
        {COUNTRIES.map((code) => (
          <MenuItem key={code} value={code}>
            {translate(`saluni.business.countries.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        id="settings-timezone"
        options={timeZones(values.timezone)}
        value={values.timezone}
        onChange={(_event, zone) => zone && set({ timezone: zone })}
        disableClearable
        disabled={!canEdit}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('saluni.business.timezone')}
            error={!!errors.timezone}
            helperText={errors.timezone}
          />
        )}
      />
      <TextField
        id="settings-currency"
        select
        label={translate('saluni.business.currency')}
        value={values.currency}
        onChange={(event) => set({ currency: event.target.value })}
        disabled={!canEdit}
      >
        {CURRENCIES.map((code) => (
          <MenuItem key={code} value={code}>
            {translate(`saluni.offerings.settings.currencies.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Typography variant="subtitle2" gutterBottom>
          {translate('saluni.offerings.settings.logo')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {logoPreview && (
            <img
              src={logoPreview}
              alt={translate('saluni.offerings.settings.logo')}
              style={{ width: 64, height: 64, objectFit: 'contain', borderRadius: 4 }}
            />
          )}
          <Button component="label" variant="outlined" disabled={!canEdit}>
            {translate('saluni.offerings.settings.chooseLogo')}
            <input
              hidden
              type="file"
              accept={ACCEPT}
              aria-label={translate('saluni.offerings.settings.chooseLogo')}
              onChange={(event) => setNewLogo(event.target.files?.[0] ?? null)}
            />
          </Button>
          {logoPreview && canEdit && (
            <Button
              onClick={() => {
                setNewLogo(null);
                set({ logo: null });
              }}
            >
              {translate('saluni.offerings.settings.removeLogo')}
            </Button>
          )}
        </Stack>
        {errors.logo && (
          <Typography color="error" variant="caption">
            {errors.logo}
          </Typography>
        )}
      </Box>
      <AppointmentGapSlider
        id="settings-gap-label"
        minutes={values.appointmentGapInMinutes}
        onChange={(minutes) => set({ appointmentGapInMinutes: minutes })}
        disabled={!canEdit}
      />
      {SWITCHES.map((flag) => (
        <FormControlLabel
          key={flag}
          control={
            <Switch
              checked={values[flag]}
              onChange={(_event, checked) => set({ [flag]: checked })}
              disabled={!canEdit}
            />
          }
          label={translate(`saluni.business.${flag}`)}
        />
      ))}
    </SettingsCard>
  );
};

/** `/settings`: the current business's name, country, time zone, currency, logo, appointment gap, holidays and calendar; below them, online booking. */
export const BusinessSettings = () => {
  const translate = useTranslate();
  const { current, refetch } = useRoles();
  const { canAccess, isPending } = useCanAccess({ resource: 'business', action: 'edit' });
  if (!current || isPending) return <Loading />;
  return (
    <Box sx={{ px: { xs: 1, sm: 0 } }}>
      <Title title={translate('saluni.offerings.settings.title')} />
      {/* Keyed by business, so switching business starts from that business's values. */}
      <SettingsForm
        key={current.business._id}
        business={current.business}
        onSaved={refetch}
        canEdit={!!canAccess}
      />
      <OnlineBookingSettings key={`online-${current.business._id}`} canEdit={!!canAccess} />
      <WebhookSettings key={`webhooks-${current.business._id}`} canEdit={!!canAccess} />
      <AutomaticMessagesLink />
      <TaxSettingsLink />
      {(current.role === 'owner' || current.role === 'admin') && (
        <>
          <DataImportLink />
          <BusinessExportCard key={`export-${current.business._id}`} />
          <ApiKeysLink />
        </>
      )}
    </Box>
  );
};
