import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRoles } from '../business/useRoles';
import { ACTIVITY_MODULE } from './appScreens';
import { useSaluniDataProvider } from '../dataProvider';
import { AuditEventList } from './AuditEventList';
import { usePaging } from './PagedTable';
import { usePagedQuery } from './usePagedQuery';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { errorMessage } from './errorMessage';
import './historyTexts';

/**
 * A record's History: who changed it, when, and what, from the audit trail
 * (`GET /v1/audit-events?table&recordId`). Shown only to roles that may read the activity.
 */
export const RecordHistory = ({ table, recordId }: { table: string; recordId: string }) => {
  const translate = useTranslate();
  const { current } = useRoles();
  const allowed =
    current?.role === 'owner' ||
    current?.role === 'admin' ||
    (current?.permissions[ACTIVITY_MODULE]?.includes('read') ?? false);
  if (!allowed) return null;
  return (
    <Box component="section" aria-label={translate('saluni.history.title')} sx={{ mt: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('saluni.history.title')}
      </Typography>
      <HistoryEntries table={table} recordId={recordId} />
    </Box>
  );
};

/** A record's History without its heading (a folded section that names it already). */
export const HistoryEntries = ({ table, recordId }: { table: string; recordId: string }) => {
  const dataProvider = useSaluniDataProvider();
  const paging = usePaging();
  const translate = useTranslate();
  const query = { table, recordId, page: paging.page + 1, limit: paging.perPage };
  const { data, isFetching, error } = usePagedQuery(
    ['audit-events', useCurrentBusinessId(), query],
    () => dataProvider.listAuditEvents(query),
    // Said in place: a History that does not come never interrupts the page around it.
    () => undefined,
  );
  if (error)
    return <Typography color="text.secondary">{translate(errorMessage(error))}</Typography>;
  return (
    <AuditEventList
      events={data?.docs ?? []}
      loading={isFetching && !data}
      paging={paging}
      total={data?.total ?? 0}
    />
  );
};
