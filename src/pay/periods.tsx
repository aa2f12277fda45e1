import { Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { PayPeriod } from '../../registry/pay';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format';
import { PAY_QUERY_KEY } from '../shared/appScreens';
import './texts';

const T = 'saluni.payScreens.period';

/** The business's pay periods, newest first (the current one first); any member may list them. */
export const usePayPeriods = () => {
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  return useQuery({
    queryKey: [...PAY_QUERY_KEY, businessId, 'periods'],
    queryFn: () => api.listPayPeriods(),
    select: (page) => page.docs,
  });
};

/** The period starting on `start`, else the newest (the current one). */
export const periodStarting = (periods: PayPeriod[], start: string | null): PayPeriod | undefined =>
  periods.find((period) => period.start === start) ?? periods[0];

/** Whether the period's last day is over in the business's zone: only then may it be closed. */
export const hasEnded = (period: PayPeriod, today: string): boolean => period.end < today;

export const PeriodStatusChip = ({ period }: { period: PayPeriod }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={period.status === 'closed' ? 'success' : 'warning'}
      label={translate(`${T}.${period.status}`)}
    />
  );
};

/** The days of a period in words, as the business writes them. */
export const usePeriodLabel = () => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  return (period: PayPeriod) =>
    translate(`${T}.option`, {
      start: format.calendarDate(period.start),
      end: format.calendarDate(period.end),
    });
};

/** Picks one of the periods (newest first), each with its open or closed chip. */
export const PeriodPicker = ({
  periods,
  value,
  onChange,
}: {
  periods: PayPeriod[];
  value: PayPeriod;
  onChange: (start: string) => void;
}) => {
  const translate = useTranslate();
  const label = usePeriodLabel();
  return (
    <TextField
      select
      size="small"
      label={translate(`${T}.label`)}
      value={value.start}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 320 } }}
    >
      {periods.map((period) => (
        <MenuItem key={period.start} value={period.start}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography component="span">{label(period)}</Typography>
            <PeriodStatusChip period={period} />
          </Stack>
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Who closed a closed period, and when, in the business's zone. */
export const ClosedByText = ({ period }: { period: PayPeriod }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  if (period.status !== 'closed' || !period.closedAt) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(`${T}.closedBy`, {
        at: format.dateTime(period.closedAt),
        name: period.closedBy?.displayName ?? '',
      })}
    </Typography>
  );
};
