import { Box, TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { HeadedTable } from './HeadedTable';

/** One fact of a record: the i18n key of its label, and its value as shown. */
export type Fact = [label: string, value: ReactNode];

/**
 * A record's facts, read only, as a definition list: the labels in one column, the values
 * beside them (a long value wraps rather than widening the sheet).
 */
export const FactList = ({ facts }: { facts: Fact[] }) => {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        alignItems: 'center',
        m: 0,
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {translate(label)}
          </Typography>
          <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
};

/** A column of a document's lines: the i18n key of its header; money columns do not wrap. */
export interface LineColumn<TLine> {
  label: string;
  value: (line: TLine) => ReactNode;
  noWrap?: boolean;
}

/** A document's lines (a receipt's items, a usage's products), read only, scrolling sideways on a phone. */
export const LinesTable = <TLine extends { _id: string }>({
  columns,
  lines,
}: {
  columns: LineColumn<TLine>[];
  lines: TLine[];
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ overflowX: 'auto', my: 1 }}>
      <HeadedTable columns={columns.map((column) => ({ label: translate(column.label) }))}>
        {lines.map((line) => (
          <TableRow key={line._id}>
            {columns.map((column) => (
              <TableCell
                key={column.label}
                sx={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}
              >
                {column.value(line)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </HeadedTable>
    </Box>
  );
};
