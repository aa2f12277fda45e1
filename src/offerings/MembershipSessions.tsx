import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Card,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Toolbar,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useCanAccess, useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import { useBusinessFormat } from '../format';
import { useRoles } from '../business/useRoles';
import { RecordSessionDialog } from './RecordSessionDialog';
import { ServerPagination } from '../shared/ServerPagination';

/** The page sizes the memberships' pages offer. */
const PAGE_SIZES = [5, 10, 15];
import './texts';

const COLUMNS = ['sessionAt', 'clientName', 'membershipName', 'serviceName', 'notes'] as const;

/** `/membership-sessions`: visits made under memberships, newest first (GET /v2/membership-session). */
export const MembershipSessions = () => {
  const translate = useTranslate();
  const { businessId } = useRoles();
  const dataProvider = useSaluniDataProvider();
  const { dateTime } = useBusinessFormat();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const [recording, setRecording] = useState(false);
  const { canAccess: canRecord } = useCanAccess({ resource: 'membership', action: 'create' });
  const {
    data: sessions,
    isPending,
    refetch,
  } = useQuery({
    queryKey: ['membership-session', businessId, page, perPage],
    queryFn: () => dataProvider.listMembershipSessions({ page: page + 1, limit: perPage }),
    enabled: !!businessId,
  });
  const label = (column: (typeof COLUMNS)[number]) =>
    translate(`resources.membership-session.fields.${column}`);

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
      {isPending ? (
        <Loading />
      ) : !sessions?.docs.length ? (
        <Typography sx={{ textAlign: 'center', m: 4 }}>
          {translate('saluni.offerings.noSessions')}
        </Typography>
      ) : (
        <Card sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{label(column)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.docs.map((session) => (
                <TableRow key={session._id}>
                  <TableCell>{dateTime(session.sessionAt)}</TableCell>
                  <TableCell>{session.clientName}</TableCell>
                  <TableCell>{session.membershipName}</TableCell>
                  <TableCell>{session.serviceName ?? translate('saluni.common.na')}</TableCell>
                  <TableCell>{session.notes}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <ServerPagination
            total={sessions.total}
            page={page}
            perPage={perPage}
            sizes={PAGE_SIZES}
            onPageChange={setPage}
            onPerPageChange={setPerPage}
          />
        </Card>
      )}
      {recording && (
        <RecordSessionDialog
          open
          onClose={() => setRecording(false)}
          onRecorded={() => void refetch()}
        />
      )}
    </Box>
  );
};
