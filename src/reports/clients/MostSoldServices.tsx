import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCurrentBusinessId } from '../../business/currentBusiness';
import { useSaluniDataProvider } from '../../dataProvider';
import type { ReportRange } from '../../dataProvider/reports';
import { useBusinessFormat } from '../../format';
import { ReportTable } from '../charts/ReportTable';
import { mostSoldColumns } from './clientColumns';
import { REPORTS_QUERY_KEY } from '../../shared/appScreens';

type Ranking = 'amount' | 'count';

/** The most sold services of the range, ranked by the server by amount (the default) or by count. */
export const MostSoldServices = ({ range }: { range: ReportRange }) => {
  const translate = useTranslate();
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
      rowKey={(row) => row._id}
      emptyText="saluni.reports.clients.mostSold.empty"
      csvName={`most-sold-services-by-${type}.csv`}
      loading={isPending}
      controls={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={type}
          onChange={(_event, next: Ranking | null) => next && setType(next)}
          aria-label={translate('saluni.reports.clients.mostSold.by')}
        >
          <ToggleButton value="amount">
            {translate('saluni.reports.clients.mostSold.amount')}
          </ToggleButton>
          <ToggleButton value="count">
            {translate('saluni.reports.clients.mostSold.count')}
          </ToggleButton>
        </ToggleButtonGroup>
      }
    />
  );
};
