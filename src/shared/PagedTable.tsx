import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ServerPagination } from './ServerPagination';
import { TableStatusRows } from './TableStatusRows';

/** One column of a paged table: its heading (an i18n key) and what each row shows in it. */
export interface TableColumn<TRow> {
  label: string;
  render: (row: TRow) => ReactNode;
  /** Right-aligned heading and cells (the actions column). */
  alignRight?: boolean;
  /** Style of the heading, and of the cells unless they have their own. */
  sx?: SxProps<Theme>;
  /** The cells' own style (wrapping, or a column the narrowest screens leave out). */
  cellSx?: SxProps<Theme>;
  /** A cell style that depends on the row (a colour). */
  rowSx?: (row: TRow) => SxProps<Theme>;
}

/** The page a server-paged table shows, zero-based as MUI counts; ten rows to start with. */
export const usePaging = () => {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  return { page, setPage, perPage, setPerPage };
};
export type Paging = ReturnType<typeof usePaging>;

interface PagedTableProps<TRow> {
  columns: TableColumn<TRow>[];
  rows: TRow[];
  rowKey: (row: TRow) => string | number;
  /** Until the first page arrives a spinner stands in for the rows. */
  loading: boolean;
  /** The first page arrived and holds no row: the empty state's text (an i18n key) shows. */
  empty: boolean;
  emptyText: string;
  paging: Paging;
  /** The server's total of matching rows. */
  total: number;
}

const cellStyle = <TRow,>(column: TableColumn<TRow>, row: TRow) =>
  column.rowSx?.(row) ?? column.cellSx ?? column.sx;

/**
 * The table every server-paged list of the back office shows (the inventory hub's tabs, the
 * sales ledger, orders): headings, a spinner or empty row, the rows, and the pagination below.
 */
export const PagedTable = <TRow,>({
  columns,
  rows,
  rowKey,
  loading,
  empty,
  emptyText,
  paging,
  total,
}: PagedTableProps<TRow>) => {
  const translate = useTranslate();
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.label}
                  align={column.alignRight ? 'right' : undefined}
                  sx={column.sx}
                >
                  {translate(column.label)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStatusRows
              columns={columns.length}
              loading={loading}
              empty={empty}
              emptyText={emptyText}
            />
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell
                    key={column.label}
                    align={column.alignRight ? 'right' : undefined}
                    sx={cellStyle(column, row)}
                  >
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <ServerPagination
        total={total}
        page={paging.page}
        perPage={paging.perPage}
        onPageChange={paging.setPage}
        onPerPageChange={paging.setPerPage}
      />
    </>
  );
};
