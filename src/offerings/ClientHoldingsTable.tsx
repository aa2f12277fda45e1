import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { TableStatusRows } from '../shared/TableStatusRows';
import '../orders/texts';

interface ClientHoldingsTableProps<T> {
  rows: T[] | undefined;
  loading: boolean;
  /** i18n keys of the column headers. */
  columns: string[];
  emptyText: string;
  cells: (row: T) => ReactNode[];
}

/** What a client holds (memberships, vouchers) as a table that scrolls inside the page on phones. */
export const ClientHoldingsTable = <T extends { _id: string }>({
  rows,
  loading,
  columns,
  emptyText,
  cells,
}: ClientHoldingsTableProps<T>) => {
  const translate = useTranslate();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{translate(column)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStatusRows
            columns={columns.length}
            loading={loading}
            empty={!!rows && rows.length === 0}
            emptyText={emptyText}
          />
          {rows?.map((row) => (
            <TableRow key={row._id}>
              {cells(row).map((cell, index) => (
                <TableCell key={columns[index]}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
