import {
  Box,
  FormControlLabel,
  FormHelperText,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import type { FieldError } from 'react-hook-form';
import { normalizeTimeOfDay, TIME_OF_DAY_INPUT } from '../format/timeOfDay';
import { DEFAULT_WORKING_HOURS, type WorkingDay } from '../../registry/staff/workingHours';
import { FactList } from '../shared/RecordSheet';
import './texts';

/**
 * An employee's week, one row per day: works or not, and from when to when (design.md 4).
 * New employees start from the default week; rows wrap under each other on phones.
 */
export const WorkingHoursInput = ({ source = 'workingHours' }: { source?: string }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, defaultValue: DEFAULT_WORKING_HOURS });
  const week: WorkingDay[] =
    Array.isArray(field.value) && field.value.length ? field.value : DEFAULT_WORKING_HOURS;
  const change = (index: number, patch: Partial<WorkingDay>) =>
    field.onChange(week.map((day, i) => (i === index ? { ...day, ...patch } : day)));
  // The schema reports a bad day at `workingHours[i]`, the week as a whole at `workingHours`.
  const error = fieldState.error as (FieldError & Partial<Record<number, FieldError>>) | undefined;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}>
      <Typography component="legend" variant="subtitle1">
        {translate('saluni.staff.workingHours.title')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('saluni.staff.workingHours.hint')}
      </Typography>
      {week.map((day, index) => {
        const dayName = translate(`saluni.staff.workingHours.days.${day.day}`);
        return (
          <Stack
            key={day.day}
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center', py: 0.5 }}
          >
            <Typography sx={{ width: 110 }}>{dayName}</Typography>
            <FormControlLabel
              sx={{ width: 110 }}
              control={
                <Switch
                  checked={day.working}
                  onChange={(event) => change(index, { working: event.target.checked })}
                  slotProps={{
                    input: {
                      'aria-label': `${dayName} ${translate('saluni.staff.workingHours.working')}`,
                    },
                  }}
                />
              }
              label={translate(
                day.working
                  ? 'saluni.staff.workingHours.working'
                  : 'saluni.staff.workingHours.dayOff',
              )}
            />
            {(['start', 'end'] as const).map((bound) => (
              <TextField
                key={bound}
                size="small"
                sx={{ width: 110 }}
                label={translate(`saluni.staff.workingHours.${bound}`)}
                value={day[bound]}
                disabled={!day.working}
                onChange={(event) => change(index, { [bound]: event.target.value })}
                onBlur={(event) =>
                  change(index, { [bound]: normalizeTimeOfDay(event.target.value) })
                }
                slotProps={{
                  htmlInput: {
                    'aria-label': `${dayName} ${translate(`saluni.staff.workingHours.${bound}`)}`,
                    ...TIME_OF_DAY_INPUT,
                  },
                  inputLabel: { shrink: true },
                }}
              />
            ))}
            {error?.[index]?.message && (
              <FormHelperText error>{translate(error[index].message)}</FormHelperText>
            )}
          </Stack>
        );
      })}
      {error?.message && <FormHelperText error>{translate(error.message)}</FormHelperText>}
    </Box>
  );
};

/** The week as read-only rows, for the staff detail page: a day off reads in the muted colour. */
export const WorkingHoursView = ({ week }: { week: WorkingDay[] }) => {
  const translate = useTranslate();
  return (
    <FactList
      facts={week.map((day) => [
        `saluni.staff.workingHours.days.${day.day}`,
        <Typography key={day.day} color={day.working ? 'text.primary' : 'text.secondary'}>
          {day.working
            ? `${day.start} – ${day.end}`
            : translate('saluni.staff.workingHours.dayOff')}
        </Typography>,
      ])}
    />
  );
};
