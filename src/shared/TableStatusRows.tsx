import { CircularProgress, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The rows a table shows instead of its records: a spinner until the first page arrives, then,
 * when it holds none, the empty state's text (an i18n key) across every column.
 */
export const TableStatusRows = ({
  columns,
  loading,
  empty,
  emptyText,
}: {
  columns: number;
  loading: boolean;
  empty: boolean;
  emptyText: string;
}) => {
  const translate = useTranslate();
  if (loading)
    return (
      <TableRow>
        <TableCell colSpan={columns} align="center">
          <CircularProgress size={24} />
        </TableCell>
      </TableRow>
    );
  if (!empty) return null;
  return (
    <TableRow>
      <TableCell colSpan={columns}>
        <Typography color="text.secondary">{translate(emptyText)}</Typography>
      </TableCell>
    </TableRow>
  );
};
