import { Autocomplete, Box, Card, Chip, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Title, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { servicePackage } from '../../registry';
import { useBusinessFormat } from '../format';
import { useSaluniDataProvider } from '../dataProvider';
import type { ClientServicePackage } from '../dataProvider/services';
import { PagedTable, usePaging, type TableColumn } from '../shared/PagedTable';
import { usePagedQuery } from '../shared/usePagedQuery';
import { useRequestFailed } from '../shared/useRequestFailed';
import { RecordPackageButton } from './RecordPackageDialog';
import { RecordUseButton } from './RecordUseButton';
import './texts';

/** The page sizes of the held packages' table. */
const PAGE_SIZES = [5, 10, 15];

/** The page of held packages for the filter; `reload` fetches it again after a write. */
const useClientPackages = (clientId: string | null, page: number, limit: number) => {
  const dataProvider = useSaluniDataProvider();
  const requestFailed = useRequestFailed();
  const { data, isPending, refetch } = usePagedQuery(
    ['client-service-packages', clientId, page, limit],
    () =>
      dataProvider.listClientPackages({ clientId: clientId ?? undefined, page: page + 1, limit }),
    requestFailed,
  );
  return { data, isPending, reload: () => void refetch() };
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
  const paging = usePaging();
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
  const held = useClientPackages(clientId, paging.page, paging.perPage);
  const clientNames = new Map(
    clients.map((client) => [String(client.id), String(client.fullName ?? '')]),
  );
  const serviceNames = new Map(
    services.map((record) => [String(record.id), String(record.name ?? '')]),
  );

  const text = (key: string) => `saluni.services.clientPackages.${key}`;
  const columns: TableColumn<ClientServicePackage>[] = [
    { label: text('client'), render: (row) => clientNames.get(row.clientId) ?? '' },
    { label: text('package'), render: (row) => row.name },
    { label: text('price'), render: (row) => money(row.price) },
    {
      label: text('remaining'),
      render: (row) => row.remainingServices.map((id) => serviceNames.get(id) ?? '').join(', '),
    },
    {
      label: text('status'),
      render: (row) => (
        <Chip
          size="small"
          color={row.status === 'active' ? 'success' : 'default'}
          label={translate(text(row.status))}
        />
      ),
    },
    { label: text('bought'), render: (row) => date(row.createdAt) },
    {
      // The actions column has no heading.
      label: 'actions',
      heading: '',
      alignRight: true,
      render: (row) =>
        canUpdate && (
          <RecordUseButton held={row} serviceNames={serviceNames} onRecorded={held.reload} />
        ),
    },
  ];

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
            paging.setPage(0);
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
      <Card>
        <PagedTable
          columns={columns}
          rows={held.data?.docs ?? []}
          loading={held.isPending}
          emptyText="saluni.services.clientPackages.empty"
          paging={paging}
          total={held.data?.total ?? 0}
          sizes={PAGE_SIZES}
        />
      </Card>
    </Box>
  );
};
