import { Alert, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBusinessFormat } from '../format/useBusinessFormat';
import type { BookingFormValues } from './bookingForm';

/** A date of a series that falls on a public holiday, and what the person chose for it. */
export interface HolidayChoice {
  date: string;
  holiday: string;
  choice: 'skip' | 'book';
}

/** The holiday choices made for one series: its first date, time, period and count. */
export interface SeriesHolidays {
  series: string;
  choices: HolidayChoice[];
}

const seriesOf = (values: BookingFormValues) =>
  [values.date, values.time, values.recurringPeriod, values.repeatCount].join(' ');

/** The choices made for the series the form now describes; none once the series was changed. */
export const choicesFor = (holidays: SeriesHolidays | null, values: BookingFormValues) =>
  holidays?.series === seriesOf(values) ? holidays.choices : [];

/**
 * The choices after a refusal naming `dates` not yet chosen about (each skipped until the person
 * says otherwise), keeping those already made for the same series: the server only asks about
 * the dates the last request left undecided.
 */
export const withRefusedDates = (
  holidays: SeriesHolidays | null,
  values: BookingFormValues,
  dates: { date: string; holiday: string }[],
): SeriesHolidays => ({
  series: seriesOf(values),
  choices: [
    ...choicesFor(holidays, values),
    ...dates.map((entry) => ({ ...entry, choice: 'skip' as const })),
  ],
});

/** The choices as the series request takes them. */
export const holidayDatesOf = (choices: HolidayChoice[]) => ({
  skipDates: choices.filter((entry) => entry.choice === 'skip').map((entry) => entry.date),
  bookAnywayDates: choices.filter((entry) => entry.choice === 'book').map((entry) => entry.date),
});

/**
 * The public holidays a series meets, named by the server's refusal, each with its own choice:
 * skip it (the default) or book it anyway, which only owners and admins may. Dates show in the
 * business's format (the refusal's own message lists them as YYYY-MM-DD, for API callers).
 */
export const HolidayChoices = ({
  choices,
  mayOverride,
  onChange,
}: {
  choices: HolidayChoice[];
  mayOverride: boolean;
  onChange: (choices: HolidayChoice[]) => void;
}) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const choose = (date: string, choice: HolidayChoice['choice']) =>
    onChange(choices.map((entry) => (entry.date === date ? { ...entry, choice } : entry)));
  return (
    <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
      <Typography variant="body2">{translate('saluni.appointments.form.holidayDates')}</Typography>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {choices.map((entry) => (
          <RadioGroup
            key={entry.date}
            row
            aria-label={`${format.date(`${entry.date}T12:00:00Z`)} (${entry.holiday})`}
            value={entry.choice}
            onChange={(event) => choose(entry.date, event.target.value as HolidayChoice['choice'])}
          >
            <Typography
              variant="body2"
              component="span"
              sx={{ minWidth: 200, alignSelf: 'center' }}
            >
              {format.date(`${entry.date}T12:00:00Z`)} ({entry.holiday})
            </Typography>
            <FormControlLabel
              value="skip"
              control={<Radio size="small" />}
              label={translate('saluni.appointments.form.skipDate')}
            />
            <FormControlLabel
              value="book"
              disabled={!mayOverride}
              control={<Radio size="small" />}
              label={translate('saluni.appointments.form.bookAnyway')}
            />
          </RadioGroup>
        ))}
      </Stack>
    </Alert>
  );
};
