import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import { PAY_QUERY_KEY, payPeriodPath, payStatementPath } from '../shared/appScreens';
import { PeriodPicker, periodStarting, usePayPeriods } from './periods';
import { StatementView } from './StatementView';
import './texts';

const T = 'saluni.payScreens';

/** The statement of `employeeId` (the caller's own without it) for the period starting on `start`. */
const Statement = ({ start, employeeId }: { start: string; employeeId?: string }) => {
  const translate = useTranslate();
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const statement = useQuery({
    queryKey: [...PAY_QUERY_KEY, businessId, 'statement', start, employeeId ?? 'mine'],
    queryFn: () => api.getPayStatement(start, employeeId),
  });
  if (statement.error)
    return (
      <Alert severity="error">
        {translate(`${T}.loadFailed`, { message: statement.error.message })}
      </Alert>
    );
  if (!statement.data) return <Loading />;
  return <StatementView statement={statement.data} />;
};

/**
 * The period picker over a statement: `start` is the chosen period's first day, or null for the
 * newest; `onChange` goes to another period.
 */
const PickedStatement = ({
  start,
  employeeId,
  onChange,
}: {
  start: string | null;
  employeeId?: string;
  onChange: (start: string) => void;
}) => {
  const translate = useTranslate();
  const periods = usePayPeriods();
  if (periods.error)
    return (
      <Alert severity="error">
        {translate(`${T}.loadFailed`, { message: periods.error.message })}
      </Alert>
    );
  if (!periods.data) return <Loading />;
  const chosen = periodStarting(periods.data, start);
  if (!chosen)
    return (
      <Alert severity="info" role="status">
        {translate(`${T}.period.none`)}
      </Alert>
    );
  return (
    <Stack spacing={2}>
      <PeriodPicker periods={periods.data} value={chosen} onChange={onChange} />
      <Statement key={chosen.start} start={chosen.start} employeeId={employeeId} />
    </Stack>
  );
};

/** /pay/statement/:start/:employeeId: one staff member's statement, reached from the period's summary. */
export const PayStatementPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { start = '', employeeId = '' } = useParams();
  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 0 }, minWidth: 0 }}>
      <Title title={`${T}.statement.title`} />
      <Stack spacing={2}>
        <Box>
          <Button component={RouterLink} to={payPeriodPath(start)} startIcon={<ArrowBackIcon />}>
            {translate(`${T}.statement.back`)}
          </Button>
        </Box>
        <PickedStatement
          start={start}
          employeeId={employeeId}
          onChange={(next) => navigate(payStatementPath(next, employeeId), { replace: true })}
        />
      </Stack>
    </Box>
  );
};

/** /my-pay: the signed-in member's own statement, the current period first. */
export const MyPayPage = () => {
  const [start, setStart] = useState<string | null>(null);
  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 0 }, minWidth: 0 }}>
      <Title title={`${T}.myTitle`} />
      <PickedStatement start={start} onChange={setStart} />
    </Box>
  );
};
