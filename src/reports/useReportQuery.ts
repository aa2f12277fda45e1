import { useQuery } from '@tanstack/react-query';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider, type SaluniDataProvider } from '../dataProvider';
import type { ReportRange } from '../dataProvider/reports';
import { REPORTS_QUERY_KEY } from '../shared/appScreens';

/** A report call of the current business over `range`, cached per view (`name`), business and range. */
export const useReportQuery = <Reply>(
  name: string,
  range: ReportRange,
  call: (api: SaluniDataProvider, range: ReportRange) => Promise<Reply>,
) => {
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  return useQuery({
    queryKey: [...REPORTS_QUERY_KEY, businessId, name, range],
    queryFn: () => call(api, range),
  });
};
