import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useTranslate } from 'react-admin';
import type { ScheduledJobsDocument } from '../../registry/messages';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format';
import { errorMessage } from '../shared/errorMessage';
import { HeadedTable } from '../shared/HeadedTable';
import './texts';

const T = 'saluni.notifications.jobs';

/** The timed jobs (state, last and next run, failures, last error) and the business's messages still to go. */
export const ScheduledWorkCard = () => {
  const translate = useTranslate();
  const format = useBusinessFormat();
  const dataProvider = useSaluniDataProvider();
  const { data, error, isFetching, refetch } = useQuery<ScheduledJobsDocument>({
    queryKey: ['scheduled-jobs'],
    queryFn: () => dataProvider.getScheduledJobs(),
  });

  return (
    <Card sx={{ maxWidth: 720, mt: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {translate(`${T}.title`)}
          </Typography>
          <Button startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>
            {translate(`${T}.refresh`)}
          </Button>
        </Stack>
        {error && <Alert severity="error">{translate(errorMessage(error))}</Alert>}
        {!data && !error && <Loading />}
        {data && (
          <>
            <Box sx={{ my: 1 }}>
              <Typography>
                {translate(`${T}.pending`, { count: data.pendingMessages.count })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.waitingForWindow`, {
                  count: data.pendingMessages.waitingForWindow,
                })}
                {data.pendingMessages.nextAt &&
                  ` · ${translate(`${T}.nextAt`, { at: format.dateTime(data.pendingMessages.nextAt) })}`}
              </Typography>
            </Box>
            {data.jobs.length === 0 ? (
              <Typography color="text.secondary">{translate(`${T}.none`)}</Typography>
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <HeadedTable
                  columns={[
                    { label: translate(`${T}.job`) },
                    { label: translate(`${T}.state`) },
                    { label: translate(`${T}.lastRun`) },
                    { label: translate(`${T}.nextRun`) },
                    { label: translate(`${T}.failures`), align: 'right' },
                    { label: translate(`${T}.lastError`) },
                  ]}
                >
                  {data.jobs.map((job) => (
                    <TableRow key={job.name}>
                      <TableCell>{translate(`${T}.name.${job.name}`, { _: job.name })}</TableCell>
                      <TableCell>{translate(`${T}.status.${job.status}`)}</TableCell>
                      <TableCell>
                        {job.lastFinishedAt
                          ? format.dateTime(job.lastFinishedAt)
                          : translate(`${T}.never`)}
                      </TableCell>
                      <TableCell>{format.dateTime(job.nextRunAt)}</TableCell>
                      <TableCell align="right">{job.failures}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{job.lastError ?? ''}</TableCell>
                    </TableRow>
                  ))}
                </HeadedTable>
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};
