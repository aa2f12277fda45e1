import type { TablePaginationProps } from '@mui/material';
import { useTranslate } from 'react-admin';

type PaginationTexts = Pick<
  TablePaginationProps,
  'labelRowsPerPage' | 'labelDisplayedRows' | 'getItemAriaLabel'
>;

/** MUI's table pagination speaks English on its own: these are react-admin's texts for it, in the reader's language. */
export const useTablePaginationTexts = (): PaginationTexts => {
  const translate = useTranslate();
  return {
    labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
    labelDisplayedRows: ({ from, to, count }) =>
      translate('ra.navigation.page_range_info', {
        offsetBegin: from,
        offsetEnd: to,
        total: count,
      }),
    getItemAriaLabel: (type) => translate(`ra.navigation.${type}`),
  };
};
