import { TablePagination } from '@mui/material';
import { useTablePaginationTexts } from './useTablePaginationTexts';

/** The stock, receipt, warehouse and ledger page sizes of inventory.md section 9. */
const INVENTORY_PAGE_SIZES = [5, 10, 25, 50];

interface ServerPaginationProps {
  /** The server's total of matching rows. */
  total: number;
  /** Zero-based, as MUI counts pages. */
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  /** The page sizes offered; the inventory's by default. */
  sizes?: number[];
}

/** Paging of a table whose rows the server pages; a new page size starts again at the first page. */
export const ServerPagination = ({
  total,
  page,
  perPage,
  onPageChange,
  onPerPageChange,
  sizes = INVENTORY_PAGE_SIZES,
}: ServerPaginationProps) => (
  <TablePagination
    {...useTablePaginationTexts()}
    component="div"
    count={total}
    page={page}
    rowsPerPage={perPage}
    rowsPerPageOptions={sizes}
    onPageChange={(_event, next) => onPageChange(next)}
    onRowsPerPageChange={(event) => {
      onPerPageChange(Number(event.target.value));
      onPageChange(0);
    }}
  />
);
