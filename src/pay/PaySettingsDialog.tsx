import SettingsIcon from '@mui/icons-material/Settings';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PAY_FREQUENCIES, type PayFrequency, type PaySettings } from '../../registry/pay';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import { PAY_QUERY_KEY } from '../shared/appScreens';
import { useNotifiedMutation } from '../shared/useNotifiedMutation';
import './texts';

const T = 'saluni.payScreens.settings';

/** The form of the settings read: how often staff are paid, and the day periods count from. */
const SettingsForm = ({ settings, onDone }: { settings: PaySettings; onDone: () => void }) => {
  const translate = useTranslate();
  const [frequency, setFrequency] = useState<PayFrequency>(settings.frequency);
  const [anchorDate, setAnchorDate] = useState(settings.anchorDate);
  const save = useNotifiedMutation((api) => api.savePaySettings({ frequency, anchorDate }), {
    success: `${T}.saved`,
    refresh: PAY_QUERY_KEY,
    onDone,
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={translate(`${T}.frequency`)}
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as PayFrequency)}
          >
            {PAY_FREQUENCIES.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {translate(`${T}.frequencies.${choice}`)}
              </MenuItem>
            ))}
          </TextField>
          {/* A calendar day, typed as is: no time zone moves it. */}
          <TextField
            type="date"
            required
            label={translate(`${T}.anchorDate`)}
            helperText={translate(`${T}.anchorHint`)}
            value={anchorDate}
            onChange={(event) => setAnchorDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>{translate(`${T}.cancel`)}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending || !anchorDate}>
          {translate(`${T}.save`)}
        </Button>
      </DialogActions>
    </form>
  );
};

/** A button opening the pay settings in a dialog; they are read when it opens. */
export const PaySettingsButton = () => {
  const translate = useTranslate();
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const [open, setOpen] = useState(false);
  const settings = useQuery({
    queryKey: [...PAY_QUERY_KEY, businessId, 'settings'],
    queryFn: () => api.getPaySettings(),
    enabled: open,
  });
  return (
    <>
      <Button startIcon={<SettingsIcon />} onClick={() => setOpen(true)}>
        {translate(`${T}.open`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="pay-settings-title">
        <DialogTitle id="pay-settings-title">{translate(`${T}.title`)}</DialogTitle>
        {settings.error && (
          <DialogContent>
            <Alert severity="error">
              {translate('saluni.payScreens.loadFailed', { message: settings.error.message })}
            </Alert>
          </DialogContent>
        )}
        {settings.data && (
          <SettingsForm
            key={settings.dataUpdatedAt}
            settings={settings.data}
            onDone={() => setOpen(false)}
          />
        )}
      </Dialog>
    </>
  );
};
