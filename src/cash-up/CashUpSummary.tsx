import { Alert, Box, Button, Divider, GlobalStyles, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { CASH_UP_METHODS, type CashUp } from '../../registry/cashUp';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useRoles } from '../business/useRoles';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format';
import { printOnlyStyles } from '../shared/printOnlyStyles';
import { DifferenceText, MpesaCodes } from './parts';
import { CASH_UP_PATH } from '../shared/appScreens';
import './texts';

const SUMMARY_ID = 'cash-up-summary';

/** On paper only the summary shows: the menu, the app bar and the buttons are left out. */
const PRINT_STYLES = printOnlyStyles(SUMMARY_ID);

const Row = ({ cells, strong }: { cells: ReactNode[]; strong?: boolean }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: '1.2fr repeat(3, 1fr)',
      gap: 1,
      fontWeight: strong ? 700 : undefined,
    }}
  >
    {cells.map((cell, index) => (
      <Box key={index} sx={{ textAlign: index === 0 ? 'left' : 'right', overflowWrap: 'anywhere' }}>
        {cell}
      </Box>
    ))}
  </Box>
);

/** One close as it prints: business, till, period, figures per method, differences, M-Pesa codes, notes and who closed it. */
export const CashUpSummaryView = ({ cashUp }: { cashUp: CashUp }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const { current } = useRoles();
  return (
    <Stack id={SUMMARY_ID} spacing={1.5} sx={{ maxWidth: 560 }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Typography variant="h6" component="p">
        {current?.business.name}
      </Typography>
      <Typography variant="h5" component="h2">
        {translate('saluni.cashUp.summary.title')}
      </Typography>
      <Typography>
        {translate('saluni.cashUp.summary.till')}:{' '}
        {cashUp.till.name ?? translate('saluni.cashUp.defaultTill')}
      </Typography>
      <Typography>
        {translate('saluni.cashUp.periodClosed', {
          start: format.dateTime(cashUp.periodStart),
          end: format.dateTime(cashUp.periodEnd),
        })}
      </Typography>
      <Divider />
      <Row
        strong
        cells={[
          translate('saluni.cashUp.method'),
          translate('saluni.cashUp.expected'),
          translate('saluni.cashUp.counted'),
          translate('saluni.cashUp.difference'),
        ]}
      />
      {CASH_UP_METHODS.map((method) => (
        <Row
          key={method}
          cells={[
            translate(`saluni.cashUp.methods.${method}`),
            format.money(cashUp.expected[method]),
            format.money(cashUp.counted[method]),
            <DifferenceText key="difference" value={cashUp.difference[method]} />,
          ]}
        />
      ))}
      <Divider />
      <MpesaCodes codes={cashUp.mpesaCodes} />
      <Typography variant="subtitle2" component="h3">
        {translate('saluni.cashUp.notes')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {cashUp.notes ?? translate('saluni.cashUp.summary.noNotes')}
      </Typography>
      <Divider />
      <Typography>
        {translate('saluni.cashUp.summary.closedBy', { name: cashUp.closedBy.fullName })}
      </Typography>
      <Typography>
        {translate('saluni.cashUp.summary.closedAt', { date: format.dateTime(cashUp.closedAt) })}
      </Typography>
    </Stack>
  );
};

/** /cash-up/:id: the printable summary of one close, with Print and the way back. */
export const CashUpSummaryPage = () => {
  const translate = useTranslate();
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const { id = '' } = useParams();
  const cashUp = useQuery({
    queryKey: ['cash-up', businessId, 'close', id],
    queryFn: () => api.getCashUp(id),
  });
  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 0 }, minWidth: 0 }}>
      <Title title="saluni.cashUp.summary.title" />
      {cashUp.error ? (
        <Alert severity="error">{translate('saluni.cashUp.summary.notFound')}</Alert>
      ) : !cashUp.data ? (
        <Loading />
      ) : (
        <Stack spacing={2}>
          <CashUpSummaryView cashUp={cashUp.data} />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => window.print()}>
              {translate('saluni.cashUp.summary.print')}
            </Button>
            <Button component={Link} to={CASH_UP_PATH}>
              {translate('saluni.cashUp.summary.back')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
};
