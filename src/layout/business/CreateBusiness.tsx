import { Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../../dataProvider';
import { setCurrentBusinessId } from '../../business/currentBusiness';
import { fieldErrorsOf } from '../../shared/errorMessage';
import '../createBusinessTexts';

const COUNTRIES = ['KE', 'AU'] as const;

interface CreateBusinessProps {
  onCreated: () => Promise<unknown>;
  /** The heading and its line; the first business's unless named (an owner adding a branch). */
  titleKey?: string;
  introKey?: string;
}

/**
 * Shown instead of every screen while the user holds no role: Saluni works within a business.
 * The server fills time zone and currency from the country.
 */
export const CreateBusiness = ({
  onCreated,
  titleKey = 'saluni.business.createTitle',
  introKey = 'saluni.business.createIntro',
}: CreateBusinessProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useSaluniDataProvider();
  const [name, setName] = useState('');
  const [country, setCountry] = useState<(typeof COUNTRIES)[number]>('KE');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(translate('saluni.validation.businessName.required'));
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      const business = await dataProvider.createBusiness({ name: name.trim(), country });
      setCurrentBusinessId(business._id);
      notify('saluni.toast.business.created', { type: 'success' });
      await onCreated();
      refresh();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : '';
      setError(fieldErrorsOf(failure).name);
      notify(message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4, px: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent component="form" onSubmit={submit} noValidate>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(titleKey)}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate(introKey)}
          </Typography>
          <TextField
            id="business-name"
            label={translate('saluni.business.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={!!error}
            helperText={error}
            fullWidth
            margin="normal"
            autoFocus
          />
          <TextField
            id="business-country"
            select
            label={translate('saluni.business.country')}
            value={country}
            onChange={(event) => setCountry(event.target.value as (typeof COUNTRIES)[number])}
            fullWidth
            margin="normal"
          >
            {COUNTRIES.map((code) => (
              <MenuItem key={code} value={code}>
                {translate(`saluni.business.countries.${code}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" disabled={saving} sx={{ mt: 2 }} fullWidth>
            {translate('saluni.business.create')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
