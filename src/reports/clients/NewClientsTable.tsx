import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCurrentBusinessId } from '../../business/currentBusiness';
import { useSaluniDataProvider } from '../../dataProvider';
import type { ReportRange } from '../../dataProvider/reports';
import { useBusinessFormat } from '../../format';
import { ServerPagination } from '../../shared/ServerPagination';
import { ReportTable } from '../charts/ReportTable';
import { clientColumns } from './clientColumns';
import { REPORTS_QUERY_KEY } from '../../shared/appScreens';

/** The call's default page size (10, back-office.md 7) and larger ones. */
const PAGE_SIZES = [10, 25, 50];

/**
 * The range's new clients (first order in the range) or, toggled, its returning ones, a page at a
 * time from the server; the CSV holds every one of them (fetchAll), not only the page shown.
 */
export const NewClientsTable = ({ range }: { range: ReportRange }) => {
  const translate = useTranslate();
  const api = useSaluniDataProvider();
  const format = useBusinessFormat();
  const businessId = useCurrentBusinessId();
  const [returning, setReturning] = useState(false);
  // A new range starts again at its first page.
  const rangeKey = `${range.startDate ?? ''}/${range.endDate ?? ''}`;
  const [paging, setPaging] = useState({ rangeKey, page: 0 });
  const page = paging.rangeKey === rangeKey ? paging.page : 0;
  const setPage = (next: number) => setPaging({ rangeKey, page: next });
  const [perPage, setPerPage] = useState(PAGE_SIZES[0]!);
  const query = { ...range, fetchReturning: returning };
  const { data, isPending } = useQuery({
    queryKey: [...REPORTS_QUERY_KEY, businessId, 'newClients', query, page, perPage],
    queryFn: () => api.listNewClients({ ...query, page: page + 1, limit: perPage }),
    placeholderData: keepPreviousData,
  });
  const show = (next: boolean) => {
    setReturning(next);
    setPage(0);
  };
  return (
    <ReportTable
      title="saluni.reports.clients.list.title"
      columns={clientColumns(format)}
      rows={data?.docs}
      rowKey={(row) => row._id}
      emptyText={
        returning
          ? 'saluni.reports.clients.list.emptyReturning'
          : 'saluni.reports.clients.list.emptyNew'
      }
      csvName={returning ? 'returning-clients.csv' : 'new-clients.csv'}
      exportRows={async () => (await api.listNewClients({ ...query, fetchAll: true })).docs}
      loading={isPending}
      controls={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={returning ? 'returning' : 'new'}
          onChange={(_event, next: 'new' | 'returning' | null) =>
            next && show(next === 'returning')
          }
          aria-label={translate('saluni.reports.clients.list.show')}
        >
          <ToggleButton value="new">{translate('saluni.reports.clients.list.new')}</ToggleButton>
          <ToggleButton value="returning">
            {translate('saluni.reports.clients.list.returning')}
          </ToggleButton>
        </ToggleButtonGroup>
      }
      footer={
        <ServerPagination
          total={data?.total ?? 0}
          page={page}
          perPage={perPage}
          onPageChange={setPage}
          onPerPageChange={setPerPage}
          sizes={PAGE_SIZES}
        />
      }
    />
  );
};
