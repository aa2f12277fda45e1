import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { MESSAGE_LIMITS } from '../../registry/messages';
import type { ReminderRow } from './settingsValues';
import './texts';

const T = 'saluni.notifications.settings';

interface RemindersInputProps {
  reminders: ReminderRow[];
  onChange: (reminders: ReminderRow[]) => void;
  /** The server's messages by field (`reminders.0.minutesBefore`...). */
  errors: Record<string, string>;
  disabled: boolean;
}

/** The reminders before an appointment: each an amount of hours or days, on or off; up to the limit. */
export const RemindersInput = ({ reminders, onChange, errors, disabled }: RemindersInputProps) => {
  const translate = useTranslate();
  const change = (index: number, patch: Partial<ReminderRow>) =>
    onChange(reminders.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {translate(`${T}.reminders`)}
      </Typography>
      {reminders.length === 0 && (
        <Typography color="text.secondary">{translate(`${T}.noReminders`)}</Typography>
      )}
      {reminders.map((row, index) => {
        const error = errors[`reminders.${index}.minutesBefore`] ?? errors[`reminders.${index}`];
        return (
          <Stack
            key={index}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1, mt: 1 }}
          >
            <TextField
              id={`reminder-${index}-amount`}
              label={translate(`${T}.reminderAmount`)}
              type="number"
              size="small"
              value={row.amount}
              onChange={(event) => change(index, { amount: event.target.value })}
              error={!!error}
              helperText={error}
              disabled={disabled}
              sx={{ width: 150 }}
              slotProps={{ htmlInput: { min: 1 } }}
            />
            <TextField
              id={`reminder-${index}-unit`}
              select
              size="small"
              label={translate(`${T}.reminderUnit`)}
              value={row.unit}
              onChange={(event) =>
                change(index, { unit: event.target.value as ReminderRow['unit'] })
              }
              disabled={disabled}
              sx={{ width: 110 }}
            >
              <MenuItem value="hours">{translate(`${T}.hours`)}</MenuItem>
              <MenuItem value="days">{translate(`${T}.days`)}</MenuItem>
            </TextField>
            <Switch
              checked={row.enabled}
              onChange={(_event, checked) => change(index, { enabled: checked })}
              disabled={disabled}
              slotProps={{ input: { 'aria-label': translate(`${T}.reminderOn`) } }}
            />
            <IconButton
              aria-label={translate(`${T}.removeReminder`)}
              onClick={() => onChange(reminders.filter((_row, at) => at !== index))}
              disabled={disabled}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      {/* The server names the list as a whole when its rule is about the list (too many, twice the same). */}
      {errors.reminders && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {errors.reminders}
        </Typography>
      )}
      {reminders.length < MESSAGE_LIMITS.reminders && !disabled && (
        <Button
          startIcon={<AddIcon />}
          sx={{ mt: 1 }}
          onClick={() => onChange([...reminders, { amount: '24', unit: 'hours', enabled: true }])}
        >
          {translate(`${T}.addReminder`)}
        </Button>
      )}
    </Box>
  );
};
