import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { idOf } from '../../shared/PagedTable';
import { TableStatusRows } from '../../shared/TableStatusRows';
import { useBusyCall } from '../../shared/useBusyCall';
import { csvText, saveCsv, type CsvCell } from '../csv';
import '../viewTexts';

export interface ReportColumn<Row> {
  /** The header's i18n key, also the CSV header. */
  label: string;
  cell: (row: Row) => ReactNode;
  /** The CSV cell: amounts as plain numbers, not as the screen writes them. */
  csv: (row: Row) => CsvCell;
  numeric?: boolean;
  /** Of little use on a phone: hidden below the sm breakpoint, so the table fits 390 px; still exported. */
  wideOnly?: boolean;
}

interface ReportTableProps<Row> {
  /** The section heading's i18n key; it names the table and its region. */
  title: string;
  columns: ReportColumn<Row>[];
  rows: readonly Row[] | undefined;
  /** What tells the rows apart: the server's `_id` unless said otherwise. */
  rowKey?: (row: Row) => Identifier;
  emptyText: string;
  /** The CSV's file name, e.g. sales-report-by-staff.csv. */
  csvName: string;
  /** The rows to export when they are more than those shown (every page of a paged list). */
  exportRows?: () => Promise<readonly Row[]>;
  caption?: string;
  loading?: boolean;
  /** Beside the title: toggles of what the table shows. */
  controls?: ReactNode;
  /** Below the table: its pagination. */
  footer?: ReactNode;
  rowSx?: (row: Row) => SxProps<Theme> | undefined;
}

const hiddenOnPhones = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * One titled table of a report with its CSV export: the columns both draw the cells and write the
 * file, so the export holds what the table shows. Long names wrap rather than widen the page.
 */
export const ReportTable = <Row,>({
  title,
  columns,
  rows,
  rowKey = idOf,
  emptyText,
  csvName,
  exportRows,
  caption,
  loading,
  controls,
  footer,
  rowSx,
}: ReportTableProps<Row>) => {
  const translate = useTranslate();
  const titleId = useId();
  const { busy: exporting, run } = useBusyCall();
  const exportCsv = () =>
    run(async () => {
      const exported = exportRows ? await exportRows() : (rows ?? []);
      saveCsv(
        csvName,
        csvText(
          columns.map((column) => ({ header: translate(column.label), value: column.csv })),
          exported,
        ),
      );
    });
  const cellSx = (column: ReportColumn<Row>): SxProps<Theme> => ({
    px: { xs: 1, sm: 2 },
    overflowWrap: 'anywhere',
    ...(column.numeric ? { whiteSpace: 'nowrap' } : {}),
    ...(column.wideOnly ? hiddenOnPhones : {}),
  });
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 3, minWidth: 0 }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}
      >
        <Typography id={titleId} variant="h6" component="h3" sx={{ flexGrow: 1 }}>
          {translate(title)}
        </Typography>
        {controls}
        <Button
          size="small"
          variant="outlined"
          onClick={() => void exportCsv()}
          disabled={exporting || !rows?.length}
        >
          {translate('saluni.reports.sales.exportCsv')}
        </Button>
      </Stack>
      {/* Numbers never wrap: a table wider than a phone (Swahili's longer headers) scrolls in its own box, not the page. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={titleId}>
          {caption && (
            <Box
              component="caption"
              sx={{
                captionSide: 'bottom',
                textAlign: 'start',
                color: 'text.secondary',
                typography: 'body2',
                px: { xs: 1, sm: 2 },
              }}
            >
              {translate(caption)}
            </Box>
          )}
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.label}
                  align={column.numeric ? 'right' : undefined}
                  sx={cellSx(column)}
                >
                  {translate(column.label)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStatusRows
              columns={columns.length}
              loading={!!loading && !rows}
              empty={!!rows && rows.length === 0}
              emptyText={emptyText}
            />
            {rows?.map((row) => (
              <TableRow key={rowKey(row)} sx={rowSx?.(row)}>
                {columns.map((column) => (
                  <TableCell
                    key={column.label}
                    align={column.numeric ? 'right' : undefined}
                    sx={cellSx(column)}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {footer}
    </Box>
  );
};
