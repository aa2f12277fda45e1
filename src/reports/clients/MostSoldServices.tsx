import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentBusinessId } from '../../business/currentBusiness';
import { useSaluniDataProvider } from '../../dataProvider';
import type { ReportRange } from '../../dataProvider/reports';
import { useBusinessFormat } from '../../format';
import { ReportTable } from '../charts/ReportTable';
import { ReportToggle } from '../charts/ReportToggle';
import { mostSoldColumns } from './clientColumns';
import { REPORTS_QUERY_KEY } from '../../shared/appScreens';

const RANKINGS = ['amount', 'count'] as const;
type Ranking = (typeof RANKINGS)[number];

/** The most sold services of the range, ranked by the server by amount (the default) or by count. */
export const MostSoldServices = ({ range }: { range: ReportRange }) => {
  const api = useSaluniDataProvider();
  const format = useBusinessFormat();
  const businessId = useCurrentBusinessId();
  const [type, setType] = useState<Ranking>('amount');
  const { data, isPending } = useQuery({
    queryKey: [...REPORTS_QUERY_KEY, businessId, 'mostSoldServices', range, type],
    queryFn: () => api.listMostSoldServices({ ...range, type }),
    placeholderData: keepPreviousData,
  });
  return (
    <ReportTable
      title="saluni.reports.clients.mostSold.title"
      columns={mostSoldColumns(format)}
      rows={data}
      emptyText="saluni.reports.clients.mostSold.empty"
      csvName={`most-sold-services-by-${type}.csv`}
      loading={isPending}
      controls={
        <ReportToggle
          label="saluni.reports.clients.mostSold.by"
          texts="saluni.reports.clients.mostSold"
          choices={RANKINGS}
          value={type}
          onChange={setType}
        />
      }
    />
  );
};
