import AssessmentIcon from '@mui/icons-material/Assessment';
import DownloadIcon from '@mui/icons-material/Download';
import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Loading, Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { PayPeriod } from '../../registry/pay';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format';
import { PAY_QUERY_KEY, PAY_STAFF_REPORT_PATH } from '../shared/appScreens';
import { errorMessage } from '../shared/errorMessage';
import { useBusyCall } from '../shared/useBusyCall';
import { useNotifiedMutation } from '../shared/useNotifiedMutation';
import { PaySettingsButton } from './PaySettingsDialog';
import { PeriodSummaryTable } from './PeriodSummaryTable';
import { ClosedByText, hasEnded, PeriodPicker, periodStarting, usePayPeriods } from './periods';
import './texts';

const T = 'saluni.payScreens';

/**
 * Closes the period after a confirmation saying that nothing later alters it; the current,
 * unfinished period may not be closed yet. The server's refusal (409) shows under the button.
 */
const ClosePeriodButton = ({ period }: { period: PayPeriod }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = useNotifiedMutation((api) => api.closePayPeriod(period.start), {
    success: `${T}.close.done`,
    refresh: PAY_QUERY_KEY,
  });
  if (period.status === 'closed') return null;
  const ended = hasEnded(period, format.today());
  return (
    <Stack spacing={0.5}>
      <Box>
        <Button
          variant="contained"
          startIcon={<LockIcon />}
          disabled={!ended || close.isPending}
          onClick={() => setConfirming(true)}
        >
          {translate(`${T}.close.button`)}
        </Button>
      </Box>
      {!ended && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.close.notEnded`)}
        </Typography>
      )}
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <Confirm
        isOpen={confirming}
        loading={close.isPending}
        title={`${T}.close.title`}
        titleTranslateOptions={{
          start: format.calendarDate(period.start),
          end: format.calendarDate(period.end),
        }}
        content={`${T}.close.text`}
        confirm={`${T}.close.confirm`}
        cancel={`${T}.close.cancel`}
        onConfirm={() => {
          setConfirming(false);
          setRefusal(null);
          close.mutate(undefined, { onError: (error) => setRefusal(errorMessage(error)) });
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};

/** The chosen period's summary, with its export and close. */
const PeriodSummary = ({ period }: { period: PayPeriod }) => {
  const translate = useTranslate();
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const exportCsv = useBusyCall();
  const summary = useQuery({
    queryKey: [...PAY_QUERY_KEY, businessId, 'summary', period.start],
    queryFn: () => api.getPayPeriodSummary(period.start),
  });
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}
      >
        <ClosePeriodButton period={period} />
        <Box>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={exportCsv.busy}
            onClick={() => void exportCsv.run(() => api.exportPayPeriod(period.start))}
          >
            {translate(`${T}.export`)}
          </Button>
        </Box>
      </Stack>
      <ClosedByText period={period} />
      {summary.error ? (
        <Alert severity="error">
          {translate(`${T}.loadFailed`, { message: summary.error.message })}
        </Alert>
      ) : !summary.data ? (
        <Loading />
      ) : (
        <>
          <Typography color="text.secondary">{translate(`${T}.summary.hint`)}</Typography>
          <PeriodSummaryTable summary={summary.data} />
        </>
      )}
    </Stack>
  );
};

/** /pay: the period picker, the chosen period's summary (the current one first) and the pay settings. */
export const PayPage = () => {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const periods = usePayPeriods();
  const chosen = periods.data && periodStarting(periods.data, search.get('start'));
  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 0 }, minWidth: 0 }}>
      <Title title={`${T}.title`} />
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          {chosen && periods.data && (
            <PeriodPicker
              periods={periods.data}
              value={chosen}
              onChange={(start) => setSearch({ start }, { replace: true })}
            />
          )}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={PAY_STAFF_REPORT_PATH}
              variant="outlined"
              startIcon={<AssessmentIcon />}
            >
              {translate(`${T}.staffReport.open`)}
            </Button>
            <PaySettingsButton />
          </Stack>
        </Stack>
        {periods.error ? (
          <Alert severity="error">
            {translate(`${T}.loadFailed`, { message: periods.error.message })}
          </Alert>
        ) : !periods.data ? (
          <Loading />
        ) : !chosen ? (
          <Alert severity="info" role="status">
            {translate(`${T}.period.none`)}
          </Alert>
        ) : (
          <PeriodSummary key={chosen.start} period={chosen} />
        )}
      </Stack>
    </Box>
  );
};
