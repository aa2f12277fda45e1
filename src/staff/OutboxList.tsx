import { Alert, Card, CardContent } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { PagedTable, type TableColumn } from '../shared/PagedTable';
import { StatusChip } from '../shared/StatusChip';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import type { OutboxMessage } from '../dataProvider/staff';
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
  const columns: TableColumn<OutboxMessage>[] = [
    { label: 'saluni.staff.outbox.createdAt', render: (message) => dateTime(message.createdAt) },
    { label: 'saluni.staff.outbox.channel', render: (message) => message.channel },
    { label: 'saluni.staff.outbox.recipient', render: (message) => message.recipient },
    { label: 'saluni.staff.outbox.subject', render: (message) => message.subject },
    {
      label: 'saluni.staff.outbox.status',
      render: (message) => (
        <StatusChip status={message.status} labels="saluni.staff.outbox.statuses" family="outbox" />
      ),
    },
    { label: 'saluni.staff.outbox.attempts', render: (message) => message.attempts },
  ];

  return (
    <Card sx={{ my: 2 }}>
      <Title title={translate('saluni.staff.outbox.title')} />
      <CardContent>
        {outbox.error ? (
          <Alert severity="error">{outbox.error.message}</Alert>
        ) : (
          <PagedTable
            columns={columns}
            rows={outbox.data ?? []}
            rowKey={(message) => message._id}
            loading={outbox.isPending}
            emptyText="saluni.staff.outbox.empty"
          />
        )}
      </CardContent>
    </Card>
  );
};
