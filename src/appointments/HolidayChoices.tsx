import { Alert, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBusinessFormat } from '../format/useBusinessFormat';

/** A date of a series that falls on a public holiday, and what the person chose for it. */
export interface HolidayChoice {
  date: string;
  holiday: string;
  choice: 'skip' | 'book';
}

/** The choices as the series request takes them. */
export const holidayDatesOf = (choices: HolidayChoice[]) => ({
  skipDates: choices.filter((entry) => entry.choice === 'skip').map((entry) => entry.date),
  bookAnywayDates: choices.filter((entry) => entry.choice === 'book').map((entry) => entry.date),
});

/**
 * The public holidays a series meets, named by the server's refusal, each with its own choice:
 * skip it (the default) or book it anyway, which only owners and admins may.
 */
export const HolidayChoices = ({
  message,
  choices,
  mayOverride,
  onChange,
}: {
  message: string;
  choices: HolidayChoice[];
  mayOverride: boolean;
  onChange: (choices: HolidayChoice[]) => void;
}) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const choose = (date: string, choice: HolidayChoice['choice']) => onChange(choices.map((entry) => (entry.date === date ? { ...entry, choice } : entry)));
  return (
    <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
      <Typography variant="body2">{message}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('saluni.appointments.form.holidayDates')}
      </Typography>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {choices.map((entry) => (
          <RadioGroup
            key={entry.date}
            row
            aria-label={`${format.date(`${entry.date}T12:00:00Z`)} (${entry.holiday})`}
            value={entry.choice}
            onChange={(event) => choose(entry.date, event.target.value as HolidayChoice['choice'])}
          >
            <Typography variant="body2" component="span" sx={{ minWidth: 200, alignSelf: 'center' }}>
              {format.date(`${entry.date}T12:00:00Z`)} ({entry.holiday})
            </Typography>
            <FormControlLabel value="skip" control={<Radio size="small" />} label={translate('saluni.appointments.form.skipDate')} />
            <FormControlLabel value="book" disabled={!mayOverride} control={<Radio size="small" />} label={translate('saluni.appointments.form.bookAnyway')} />
          </RadioGroup>
        ))}
      </Stack>
    </Alert>
  );
};
