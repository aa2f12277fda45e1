import { Pagination, useTranslate } from 'react-admin';
import { ALL_ROWS } from '../dataProvider/registryDataProvider';

// Apart from GenericList: a list screen of its own pages and sorts without loading the generic
// list's columns (reference fields, money and date fields).

/** 'name' -> ascending, '-createdAt' -> descending, as the server's sort parameter reads. */
export const parseSort = (sort: string) =>
  sort.startsWith('-')
    ? { field: sort.slice(1), order: 'DESC' as const }
    : { field: sort, order: 'ASC' as const };

export const ListPagination = () => {
  const translate = useTranslate();
  // The spec's page sizes 5, 10, 15 and "all"; the dataProvider turns ALL_ROWS into limit=0.
  return (
    <Pagination
      rowsPerPageOptions={[5, 10, 15, { label: translate('saluni.ui.all'), value: ALL_ROWS }]}
    />
  );
};
