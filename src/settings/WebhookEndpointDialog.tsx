import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { WEBHOOK_EVENTS, type WebhookEndpoint } from '../../registry/webhooks';
import type { WebhookEndpointValues } from '../dataProvider/webhooks';
import { errorMessage, fieldErrorsOf } from '../shared/errorMessage';

const T = 'saluni.webhooks.page';

/**
 * Adds or edits an endpoint: its address, the events it wants, on or off. The server checks the
 * address (https, a public host) and names the field it refuses.
 */
export const WebhookEndpointDialog = ({
  editing,
  onSave,
  onClose,
}: {
  /** The endpoint edited, or none for a new one. */
  editing?: WebhookEndpoint;
  onSave: (values: WebhookEndpointValues) => Promise<void>;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [values, setValues] = useState<WebhookEndpointValues>({
    url: editing?.url ?? '',
    events: editing?.events ?? [],
    active: editing?.active ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const toggle = (event: WebhookEndpointValues['events'][number]) =>
    setValues((current) => ({
      ...current,
      events: current.events.includes(event)
        ? current.events.filter((chosen) => chosen !== event)
        : [...current.events, event],
    }));
  const save = async () => {
    setSaving(true);
    try {
      await onSave({ ...values, url: values.url.trim() });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(Object.keys(fields).length ? fields : { url: translate(errorMessage(error)) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(editing ? `${T}.edit` : `${T}.add`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            id="webhook-url"
            label={translate(`${T}.url`)}
            value={values.url}
            onChange={(event) => setValues({ ...values, url: event.target.value })}
            error={!!errors.url}
            helperText={errors.url ?? translate(`${T}.urlHelp`)}
            inputMode="url"
            fullWidth
          />
          <FormGroup>
            <FormLabel component="legend">{translate(`${T}.events`)}</FormLabel>
            {WEBHOOK_EVENTS.map((event) => (
              <FormControlLabel
                key={event}
                control={
                  <Checkbox
                    checked={values.events.includes(event)}
                    onChange={() => toggle(event)}
                  />
                }
                label={event}
              />
            ))}
            {errors.events && <FormHelperText error>{errors.events}</FormHelperText>}
          </FormGroup>
          <FormControlLabel
            control={
              <Switch
                checked={values.active}
                onChange={(event) => setValues({ ...values, active: event.target.checked })}
              />
            }
            label={translate(`${T}.active`)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The new endpoint's signing secret, shown this once, with a copy button. */
export const WebhookSecretDialog = ({
  secret,
  onClose,
}: {
  secret: string;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(`${T}.secretTitle`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <FormHelperText>{translate(`${T}.secretOnce`)}</FormHelperText>
          <TextField
            id="webhook-secret"
            label={translate(`${T}.secret`)}
            value={secret}
            slotProps={{ htmlInput: { readOnly: true } }}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>
          {translate(copied ? `${T}.copied` : `${T}.copy`)}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate(`${T}.done`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
