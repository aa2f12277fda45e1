import { TablePagination } from '@mui/material';
import { useTablePaginationTexts } from '../shared/useTablePaginationTexts';

/** The stock, receipt, warehouse and ledger page sizes of inventory.md section 9. */
const PAGE_SIZES = [5, 10, 25, 50];

interface StockPaginationProps {
  total: number;
  /** Zero-based, as MUI counts pages. */
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

/** Paging of the stock tabs' tables; a new page size starts again at the first page. */
export const StockPagination = ({ total, page, perPage, onPageChange, onPerPageChange }: StockPaginationProps) => (
  <TablePagination
    {...useTablePaginationTexts()}
    component="div"
    count={total}
    page={page}
    rowsPerPage={perPage}
    rowsPerPageOptions={PAGE_SIZES}
    onPageChange={(_event, next) => onPageChange(next)}
    onRowsPerPageChange={(event) => {
      onPerPageChange(Number(event.target.value));
      onPageChange(0);
    }}
  />
);
