import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentBusinessId } from '../../business/currentBusiness';
import { useSaluniDataProvider } from '../../dataProvider';
import type { ReportRange } from '../../dataProvider/reports';
import { useBusinessFormat } from '../../format';
import { ServerPageControls } from '../../shared/PagedTable';
import { ReportTable } from '../charts/ReportTable';
import { ReportToggle } from '../charts/ReportToggle';
import { clientColumns } from './clientColumns';
import { REPORTS_QUERY_KEY } from '../../shared/appScreens';

/** The call's default page size (10, back-office.md 7) and larger ones. */
const PAGE_SIZES = [10, 25, 50];

/**
 * The range's new clients (first order in the range) or, toggled, its returning ones, a page at a
 * time from the server; the CSV holds every one of them (fetchAll), not only the page shown.
 */
export const NewClientsTable = ({ range }: { range: ReportRange }) => {
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
      emptyText={
        returning
          ? 'saluni.reports.clients.list.emptyReturning'
          : 'saluni.reports.clients.list.emptyNew'
      }
      csvName={returning ? 'returning-clients.csv' : 'new-clients.csv'}
      exportRows={async () => (await api.listNewClients({ ...query, fetchAll: true })).docs}
      loading={isPending}
      controls={
        <ReportToggle
          label="saluni.reports.clients.list.show"
          texts="saluni.reports.clients.list"
          choices={['new', 'returning']}
          value={returning ? 'returning' : 'new'}
          onChange={(next) => show(next === 'returning')}
        />
      }
      footer={
        <ServerPageControls
          paging={{ page, setPage, perPage, setPerPage }}
          total={data?.total ?? 0}
          sizes={PAGE_SIZES}
        />
      }
    />
  );
};
