import { Table, TableBody, TableCell, TableHead, TableRow, type TableProps } from '@mui/material';
import type { ReactNode } from 'react';

/** A column of a `HeadedTable`: its heading (already in words) and, for amounts or ticks, its side. */
export interface HeadedColumn {
  label: ReactNode;
  align?: 'right' | 'center';
}

/**
 * A small table whose rows the caller draws itself (rows holding inputs, totals under the
 * lines): the header row from `columns`, then `children` as the body. Lists of records fetched
 * page by page use `PagedTable` instead.
 */
export const HeadedTable = ({
  columns,
  children,
  ...table
}: Omit<TableProps, 'children'> & { columns: HeadedColumn[]; children: ReactNode }) => (
  <Table size="small" {...table}>
    <TableHead>
      <TableRow>
        {columns.map((column, index) => (
          <TableCell key={index} align={column.align}>
            {column.label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>{children}</TableBody>
  </Table>
);
