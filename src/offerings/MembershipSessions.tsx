import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, Toolbar } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import type { MembershipSession } from '../dataProvider/offerings';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format';
import { useRoles } from '../business/useRoles';
import { PagedTable, usePaging, type TableColumn } from '../shared/PagedTable';
import { RecordSessionDialog } from './RecordSessionDialog';
import './texts';

/** The page sizes the memberships' pages offer. */
const PAGE_SIZES = [5, 10, 15];

/** `/membership-sessions`: visits made under memberships, newest first (GET /v2/membership-session). */
export const MembershipSessions = () => {
  const translate = useTranslate();
  const { businessId } = useRoles();
  const dataProvider = useSaluniDataProvider();
  const { dateTime } = useBusinessFormat();
  const paging = usePaging();
  const [recording, setRecording] = useState(false);
  const { canAccess: canRecord } = useCanAccess({ resource: 'membership', action: 'create' });
  const {
    data: sessions,
    isPending,
    refetch,
  } = useQuery({
    queryKey: ['membership-session', businessId, paging.page, paging.perPage],
    queryFn: () =>
      dataProvider.listMembershipSessions({ page: paging.page + 1, limit: paging.perPage }),
    enabled: !!businessId,
  });
  const field = (name: string) => `resources.membership-session.fields.${name}`;
  const columns: TableColumn<MembershipSession>[] = [
    { label: field('sessionAt'), render: (session) => dateTime(session.sessionAt) },
    { label: field('clientName'), render: (session) => session.clientName },
    { label: field('membershipName'), render: (session) => session.membershipName },
    {
      label: field('serviceName'),
      render: (session) => session.serviceName ?? translate('saluni.common.na'),
    },
    { label: field('notes'), render: (session) => session.notes },
  ];

  return (
    <Box>
      <Title title={translate('saluni.offerings.sessions')} />
      <Toolbar disableGutters sx={{ justifyContent: 'flex-end' }}>
        {canRecord && (
          <Button startIcon={<AddIcon />} onClick={() => setRecording(true)}>
            {translate('saluni.offerings.recordSession')}
          </Button>
        )}
      </Toolbar>
      <Card>
        <PagedTable
          columns={columns}
          rows={sessions?.docs ?? []}
          loading={isPending}
          emptyText="saluni.offerings.noSessions"
          paging={paging}
          total={sessions?.total ?? 0}
          sizes={PAGE_SIZES}
        />
      </Card>
      {recording && (
        <RecordSessionDialog
          onClose={() => setRecording(false)}
          onRecorded={() => void refetch()}
        />
      )}
    </Box>
  );
};
