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
import { Loading, Title, useCanAccess, useTranslate } from 'react-admin';
import type { Country } from '../../registry/business';
import type { TaxSettings } from '../../registry/taxInvoices';
import { useRoles } from '../business/useRoles';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format';
import { useSettingsCard } from '../shared/useSettingsCard';
import './texts';

const T = 'saluni.taxScreens.settings';

type TextName = 'legalName' | 'phone' | 'kraPin' | 'etimsBranchId' | 'etimsDeviceSerial' | 'abn';
type Toggle = 'vatRegistered' | 'gstRegistered';
type FormValues = Record<TextName, string> & Record<Toggle, boolean>;

/** Each country's own fields; the other country's are neither shown nor sent. */
const COUNTRY_FIELDS: Record<Country, { texts: TextName[]; toggle: Toggle }> = {
  KE: { texts: ['kraPin', 'etimsBranchId', 'etimsDeviceSerial'], toggle: 'vatRegistered' },
  AU: { texts: ['abn'], toggle: 'gstRegistered' },
};
const HINTS: Partial<Record<TextName, string>> = {
  legalName: `${T}.legalNameHint`,
  kraPin: `${T}.kraPinHint`,
  etimsBranchId: `${T}.etimsBranchIdHint`,
  abn: `${T}.abnHint`,
};

const valuesOf = (settings: TaxSettings): FormValues => ({
  legalName: settings.legalName ?? '',
  phone: settings.phone ?? '',
  kraPin: settings.kraPin ?? '',
  etimsBranchId: settings.etimsBranchId ?? '',
  etimsDeviceSerial: settings.etimsDeviceSerial ?? '',
  abn: settings.abn ?? '',
  vatRegistered: settings.vatRegistered,
  gstRegistered: settings.gstRegistered,
});

/** The body: the shared fields and the country's own, as typed (the server trims and checks them). */
const bodyOf = (values: FormValues, country: Country) => {
  const own = COUNTRY_FIELDS[country];
  return Object.fromEntries(
    (['legalName', 'phone', ...own.texts, own.toggle] as const).map((name) => [name, values[name]]),
  ) as Record<keyof TaxSettings, unknown>;
};

const TaxSettingsForm = ({ country, canEdit }: { country: Country; canEdit: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const { values, setValues, errors, saving, loadFailure, submit } = useSettingsCard({
    load: () => dataProvider.getTaxSettings(),
    save: (typed: FormValues) => dataProvider.saveTaxSettings(bodyOf(typed, country)),
    valuesOf,
    savedMessage: `${T}.saved`,
  });
  if (loadFailure) return <Alert severity="error">{loadFailure}</Alert>;
  if (!values) return <Loading />;
  const own = COUNTRY_FIELDS[country];
  const textField = (name: TextName) => (
    <TextField
      key={name}
      id={`tax-${name}`}
      label={translate(`${T}.${name}`)}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={!!errors[name]}
      helperText={errors[name] ?? (HINTS[name] && translate(HINTS[name]))}
      disabled={!canEdit}
      fullWidth
    />
  );
  return (
    <Card sx={{ maxWidth: 640, mt: 2 }}>
      <CardContent component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {translate(`${T}.title`)}
          </Typography>
          {textField('legalName')}
          {textField('phone')}
          <FormControlLabel
            control={
              <Switch
                checked={values[own.toggle]}
                onChange={(_event, checked) => setValues({ ...values, [own.toggle]: checked })}
                disabled={!canEdit}
              />
            }
            label={translate(`${T}.${own.toggle}`)}
          />
          {errors[own.toggle] && <Alert severity="error">{errors[own.toggle]}</Alert>}
          {own.texts.map(textField)}
          <Alert severity="info" role="note">
            <Typography component="h3" variant="subtitle2">
              {translate('saluni.common.pricesIncludeTax')}
            </Typography>
            {translate(`${T}.pricesIncludeTax${country}`)}
          </Alert>
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

/**
 * The tax settings page (TAX_SETTINGS_PATH, reached from the business settings): the names and
 * numbers invoices carry and the registration, only the business country's fields, under the
 * business settings' permission.
 */
export const TaxSettingsPage = () => {
  const translate = useTranslate();
  const { current } = useRoles();
  const format = useBusinessFormat();
  const { canAccess, isPending } = useCanAccess({ resource: 'business', action: 'edit' });
  if (!current || isPending) return <Loading />;
  return (
    <Box sx={{ px: { xs: 1, sm: 0 } }}>
      <Title title={translate(`${T}.open`)} />
      {/* Keyed by business, so switching business starts from that business's values. */}
      <TaxSettingsForm key={current.business._id} country={format.country} canEdit={!!canAccess} />
    </Box>
  );
};
