import { Card, CardContent, Chip, CircularProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { http as appHttp } from '../dataProvider';
import type { HttpClient } from '../dataProvider/http';
import { useBusinessFormat } from '../format';
import { useCurrentBusinessId } from '../business/currentBusiness';

interface OutboxMessage {
  _id: string;
  channel: string;
  recipient: string;
  subject: string | null;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  createdAt: string;
}

const STATUS_COLOUR = { pending: 'default', sent: 'success', failed: 'error' } as const;

/** `/outbox`: the business's latest messages and whether they left (owners and admins). */
export const OutboxList = ({ http = appHttp }: { http?: HttpClient }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const businessId = useCurrentBusinessId();
  const { dateTime } = useBusinessFormat();
  const [messages, setMessages] = useState<OutboxMessage[] | undefined>();

  useEffect(() => {
    if (!businessId) return;
    http<{ outboxMessagePage: { docs: OutboxMessage[] } }>({ path: '/v1/outbox', query: { businessId, limit: 100 } })
      .then((reply) => setMessages(reply.outboxMessagePage.docs))
      .catch((error: Error) => {
        setMessages([]);
        notify(error.message, { type: 'error' });
      });
  }, [http, businessId, notify]);

  return (
    <Card sx={{ my: 2 }}>
      <Title title={translate('saluni.staff.outbox.title')} />
      <CardContent>
        {!messages && <CircularProgress size={24} />}
        {messages?.length === 0 && <Typography>{translate('saluni.staff.outbox.empty')}</Typography>}
        {!!messages?.length && (
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {(['createdAt', 'channel', 'recipient', 'subject', 'status', 'attempts'] as const).map((column) => (
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
                      <Chip size="small" color={STATUS_COLOUR[message.status]} label={translate(`saluni.staff.outbox.statuses.${message.status}`)} />
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
