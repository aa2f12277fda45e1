import { CircularProgress, Pagination, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { MessagePage, MessagePaging } from '../dataProvider/messaging';
import { EmptyHint } from '../shared/EmptyHint';
import { MessageCard, type ListedMessage } from './MessageCard';

const PAGE_SIZE = 10;

export interface MessageListProps<T extends ListedMessage> {
  queryKey: readonly string[];
  fetchPage: (paging: MessagePaging) => Promise<MessagePage<T>>;
  /** Absent for roles that may not delete. */
  remove?: (id: string) => Promise<unknown>;
  deletedToast: string;
  emptyText: string;
  headline: (message: T) => string;
  detail?: (message: T) => ReactNode;
}

/** A page of client e-mails or SMS, newest first (the server's order), ten at a time; a delete asks first. */
export const MessageList = <T extends ListedMessage>({
  queryKey,
  fetchPage,
  remove,
  deletedToast,
  emptyText,
  headline,
  detail,
}: MessageListProps<T>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<string | null>(null);
  const { data, isPending, error } = useQuery({
    queryKey: [...queryKey, 'list', page],
    queryFn: () => fetchPage({ page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const confirmDelete = async () => {
    if (!deleting || !remove) return;
    try {
      await remove(deleting);
      notify(deletedToast, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : '', { type: 'error' });
    } finally {
      setDeleting(null);
    }
  };
  if (isPending)
    return <CircularProgress sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
  if (error)
    return <Typography color="error">{translate('saluni.messaging.page.loadFailed')}</Typography>;
  if (!data.docs.length)
    return <EmptyHint text={emptyText} hint="saluni.messaging.page.emptyHint" />;
  return (
    <Stack spacing={1}>
      {data.docs.map((message) => (
        <MessageCard
          key={message._id}
          message={message}
          headline={headline(message)}
          detail={detail?.(message)}
          onDelete={remove ? () => setDeleting(message._id) : undefined}
        />
      ))}
      {data.pages > 1 && (
        <Pagination
          count={data.pages}
          page={page}
          onChange={(_event, next) => setPage(next)}
          sx={{ alignSelf: 'center' }}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        title="saluni.messaging.page.deleteTitle"
        content="saluni.messaging.page.deleteContent"
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
};
