import {
  Alert,
  Card,
  CardContent,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { StatusChip } from '../shared/StatusChip';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format';
import './texts';

/** `/outbox`: the business's latest messages and whether they left (owners and admins). */
export const OutboxList = () => {
  const translate = useTranslate();
  const dataProvider = useSaluniDataProvider();
  const { dateTime } = useBusinessFormat();
  // Keyed by the business, so switching business never shows another business's messages.
  const outbox = useQuery({
    queryKey: ['outboxMessages', useCurrentBusinessId()],
    queryFn: () => dataProvider.outboxMessages(),
  });
  const messages = outbox.data;

  return (
    <Card sx={{ my: 2 }}>
      <Title title={translate('saluni.staff.outbox.title')} />
      <CardContent>
        {outbox.isPending && <CircularProgress size={24} />}
        {outbox.error && <Alert severity="error">{outbox.error.message}</Alert>}
        {messages?.length === 0 && (
          <Typography>{translate('saluni.staff.outbox.empty')}</Typography>
        )}
        {!!messages?.length && (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {(
                    ['createdAt', 'channel', 'recipient', 'subject', 'status', 'attempts'] as const
                  ).map((column) => (
                    <TableCell key={column}>{translate(`saluni.staff.outbox.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {messages.map((message) => (
                  <TableRow key={message._id}>
                    <TableCell>{dateTime(message.createdAt)}</TableCell>
                    <TableCell>{message.channel}</TableCell>
                    <TableCell>{message.recipient}</TableCell>
                    <TableCell>{message.subject}</TableCell>
                    <TableCell>
                      <StatusChip
                        status={message.status}
                        labels="saluni.staff.outbox.statuses"
                        family="outbox"
                      />
                    </TableCell>
                    <TableCell>{message.attempts}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
};
