import { Pagination, useTranslate } from 'react-admin';
import { ALL_ROWS } from '../../dataProvider/registryDataProvider';

/** The spec's page sizes 5, 10, 15 and "all", as on every list. */
export const ListPagination = () => {
  const translate = useTranslate();
  return <Pagination rowsPerPageOptions={[5, 10, 15, { label: translate('saluni.ui.all'), value: ALL_ROWS }]} />;
};
