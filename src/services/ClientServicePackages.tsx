import {
  Autocomplete,
  Box,
  Card,
  Chip,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useCanAccess, useGetList, useNotify, useTranslate } from 'react-admin';
import { servicePackage } from '../../registry';
import { useBusinessFormat } from '../format';
import { useSaluniDataProvider } from '../dataProvider';
import { RecordPackageButton } from './RecordPackageDialog';
import { RecordUseButton } from './RecordUseButton';
import { ServerPagination } from '../shared/ServerPagination';

/** The page sizes of the held packages' table. */
const PAGE_SIZES = [5, 10, 15];
import './texts';

/** The page of held packages for the filter; `reload` fetches it again after a write. */
const useClientPackages = (clientId: string | null, page: number, limit: number) => {
  const dataProvider = useSaluniDataProvider();
  const notify = useNotify();
  const { data, isPending, isPlaceholderData, refetch } = useQuery({
    queryKey: ['client-service-packages', clientId, page, limit],
    queryFn: () =>
      dataProvider
        .listClientPackages({ clientId: clientId ?? undefined, page: page + 1, limit })
        .catch((error: Error) => {
          notify(error.message, { type: 'error' });
          throw error;
        }),
    placeholderData: keepPreviousData,
  });
  return { data, isPending: isPending || isPlaceholderData, reload: () => void refetch() };
};

const ALL = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'createdAt', order: 'DESC' as const },
};

/**
 * What each client holds and has left: a page of held packages (newest first), filtered by
 * client, with the services still to give and a way to record a sale or a use.
 */
export const ClientServicePackages = () => {
  const translate = useTranslate();
  const { money, date } = useBusinessFormat();
  const [clientId, setClientId] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(10);
  const { canAccess: canCreate } = useCanAccess({
    action: 'create',
    resource: servicePackage.name,
  });
  const { canAccess: canUpdate } = useCanAccess({
    action: 'update',
    resource: servicePackage.name,
  });
  const { data: clients = [] } = useGetList('client', ALL);
  const { data: services = [] } = useGetList('service', ALL);
  const held = useClientPackages(clientId, page, limit);
  const clientNames = new Map(
    clients.map((client) => [String(client.id), String(client.fullName ?? '')]),
  );
  const serviceNames = new Map(
    services.map((record) => [String(record.id), String(record.name ?? '')]),
  );

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="saluni.services.clientPackages.title" />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' } }}
      >
        <Autocomplete
          sx={{ width: { xs: '100%', sm: 320 } }}
          options={clients.map((client) => String(client.id))}
          getOptionLabel={(id) => clientNames.get(id) ?? ''}
          value={clientId}
          onChange={(_event, value) => {
            setClientId(value);
            setPage(0);
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={translate('saluni.services.clientPackages.client')}
              placeholder={translate('saluni.services.clientPackages.allClients')}
            />
          )}
        />
        <Box sx={{ flexGrow: 1 }} />
        {canCreate && <RecordPackageButton onRecorded={held.reload} />}
      </Stack>
      <Card sx={{ overflowX: 'auto' }}>
        {held.isPending && !held.data ? (
          <Box sx={{ p: 4, textAlign: 'center' }}>
            <CircularProgress size={32} />
          </Box>
        ) : !held.data?.docs.length ? (
          <Typography sx={{ p: 4, textAlign: 'center' }}>
            {translate('saluni.services.clientPackages.empty')}
          </Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                {['client', 'package', 'price', 'remaining', 'status', 'bought'].map((key) => (
                  <TableCell key={key}>
                    {translate(`saluni.services.clientPackages.${key}`)}
                  </TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {held.data.docs.map((row) => (
                <TableRow key={row._id}>
                  <TableCell>{clientNames.get(row.clientId) ?? ''}</TableCell>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>{money(row.price)}</TableCell>
                  <TableCell>
                    {row.remainingServices.map((id) => serviceNames.get(id) ?? '').join(', ')}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={row.status === 'active' ? 'success' : 'default'}
                      label={translate(`saluni.services.clientPackages.${row.status}`)}
                    />
                  </TableCell>
                  <TableCell>{date(row.createdAt)}</TableCell>
                  <TableCell align="right">
                    {canUpdate && (
                      <RecordUseButton
                        held={row}
                        serviceNames={serviceNames}
                        onRecorded={held.reload}
                      />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <ServerPagination
          total={held.data?.total ?? 0}
          page={page}
          perPage={limit}
          sizes={PAGE_SIZES}
          onPageChange={setPage}
          onPerPageChange={setLimit}
        />
      </Card>
    </Box>
  );
};
