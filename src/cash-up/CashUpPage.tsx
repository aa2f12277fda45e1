import {
  Alert,
  Box,
  Button,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Loading, Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CASH_UP_METHODS, type CashUpExpected } from '../../registry/cashUp';
import { useModuleAccess } from '../auth/useModuleAccess';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format';
import { HeadedTable } from '../shared/HeadedTable';
import { useNotifiedMutation } from '../shared/useNotifiedMutation';
import { amountOf, countedFigures, differenceOf, type CountedText } from './figures';
import { DifferenceText, MpesaCodes } from './parts';
import { CASH_UP_MODULE, cashUpSummaryPath } from '../shared/appScreens';
import './texts';
import { NoteField } from '../shared/NoteField';

const NOTHING_COUNTED: CountedText = { cash: '', card: '', 'm-pesa': '' };

/**
 * The count against the expected figures: one row per method, the difference following each
 * input. Once the till is closed its summary opens.
 */
const CountForm = ({ expected }: { expected: CashUpExpected }) => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const navigate = useNavigate();
  const [typed, setTyped] = useState<CountedText>(NOTHING_COUNTED);
  const [notes, setNotes] = useState('');
  const [confirming, setConfirming] = useState(false);
  const counted = countedFigures(typed);
  const close = useNotifiedMutation(
    (api) =>
      api.closeTill({ tillId: expected.till._id, counted: counted!, notes: notes.trim() || null }),
    {
      success: 'saluni.cashUp.closed',
      refresh: ['cash-up'],
      onDone: (cashUp) => navigate(cashUpSummaryPath(cashUp._id)),
    },
  );
  const nothingCameIn = CASH_UP_METHODS.every((method) => expected.expected[method] === 0);
  return (
    <Stack
      spacing={2}
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (counted) setConfirming(true);
      }}
    >
      {nothingCameIn && (
        <Alert severity="info" role="status">
          {translate('saluni.cashUp.nothingYet')}
        </Alert>
      )}
      {/* Four columns fit 390 px only with narrow padding, and amounts that may wrap after the currency. */}
      <HeadedTable
        aria-label={translate('saluni.cashUp.title')}
        sx={{ '& td, & th': { px: { xs: 0.5, sm: 2 }, overflowWrap: 'anywhere' } }}
        columns={[
          { label: translate('saluni.cashUp.method') },
          { label: translate('saluni.cashUp.expected'), align: 'right' },
          { label: translate('saluni.cashUp.counted') },
          { label: translate('saluni.cashUp.difference'), align: 'right' },
        ]}
      >
        {CASH_UP_METHODS.map((method) => {
          const label = translate(`saluni.cashUp.methods.${method}`);
          const invalid = typed[method] !== '' && amountOf(typed[method]) === null;
          return (
            <TableRow key={method}>
              <TableCell>{label}</TableCell>
              <TableCell align="right">{format.money(expected.expected[method])}</TableCell>
              <TableCell>
                <TextField
                  size="small"
                  sx={{ width: { xs: 84, sm: 140 } }}
                  value={typed[method]}
                  onChange={(event) =>
                    setTyped((previous) => ({ ...previous, [method]: event.target.value }))
                  }
                  slotProps={{
                    htmlInput: {
                      inputMode: 'decimal',
                      'aria-label': translate('saluni.cashUp.countedLabel', { method: label }),
                    },
                  }}
                  error={invalid}
                  helperText={invalid ? translate('saluni.validation.mustBeAmount') : undefined}
                />
              </TableCell>
              <TableCell align="right" data-testid={`difference-${method}`}>
                <DifferenceText
                  value={
                    typed[method] === ''
                      ? null
                      : differenceOf(typed[method], expected.expected[method])
                  }
                />
              </TableCell>
            </TableRow>
          );
        })}
      </HeadedTable>
      <MpesaCodes codes={expected.mpesaCodes} />
      <NoteField
        label="saluni.cashUp.notes"
        helperText={translate('saluni.cashUp.notesHelp')}
        value={notes}
        onChange={setNotes}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={!counted || close.isPending}>
          {translate('saluni.cashUp.close')}
        </Button>
      </Box>
      <Confirm
        isOpen={confirming}
        loading={close.isPending}
        title="saluni.cashUp.confirmTitle"
        content="saluni.cashUp.confirmText"
        confirm="saluni.cashUp.confirm"
        cancel="saluni.cashUp.cancel"
        onConfirm={() => {
          setConfirming(false);
          close.mutate();
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};

/** The till's open period and what the takings say it holds, read once the role may see it. */
const useExpectedTakings = () => {
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const access = useModuleAccess(CASH_UP_MODULE, 'read');
  const expected = useQuery({
    queryKey: ['cash-up', businessId, 'expected'],
    queryFn: () => api.getCashUpExpected(),
    enabled: access.allowed,
  });
  return { ...access, expected };
};

/** /cash-up: the till's open period, what the takings say it holds, and the count that closes it. */
export const CashUpPage = () => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const { allowed, isPending: accessPending, expected } = useExpectedTakings();
  if (accessPending) return <Loading />;
  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 0 }, maxWidth: 720, minWidth: 0 }}>
      <Title title="saluni.cashUp.title" />
      {!allowed ? (
        <Alert severity="info" role="status">
          {translate('saluni.cashUp.notAllowed')}
        </Alert>
      ) : expected.error ? (
        <Alert severity="error">
          {translate('saluni.cashUp.loadFailed', { message: expected.error.message })}
        </Alert>
      ) : !expected.data ? (
        <Loading />
      ) : (
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {expected.data.till.name ?? translate('saluni.cashUp.defaultTill')}
          </Typography>
          <Typography color="text.secondary">{translate('saluni.cashUp.intro')}</Typography>
          <Typography>
            {translate('saluni.cashUp.period', {
              start: format.dateTime(expected.data.periodStart),
            })}
          </Typography>
          <CountForm key={expected.data.periodStart} expected={expected.data} />
        </Stack>
      )}
    </Box>
  );
};
