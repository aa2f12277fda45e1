import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * One page of a server-paged table: the previous page stays on screen while the next one loads,
 * and a failure goes to the screen's own handler (its toast) before the query fails.
 */
export const usePagedQuery = <TPage>(
  queryKey: QueryKey,
  fetchPage: () => Promise<TPage>,
  failed: (error: unknown) => void,
) =>
  useQuery({
    queryKey,
    queryFn: () =>
      fetchPage().catch((error: unknown) => {
        failed(error);
        throw error;
      }),
    placeholderData: keepPreviousData,
  });
