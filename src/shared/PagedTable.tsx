import { Typography } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';
import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  DataTable,
  DataTableBody,
  DataTableRow,
  ListContextProvider,
  Pagination,
  useList,
  useRecordContext,
  useTranslate,
  type DataTableBodyProps,
  type DataTableRowProps,
  type Identifier,
  type ListControllerResult,
  type RaRecord,
} from 'react-admin';

type CellStyle = SystemStyleObject;

/** One column of a paged table: its heading (an i18n key) and what each row shows in it. */
export interface TableColumn<TRow> {
  label: string;
  render: (row: TRow) => ReactNode;
  /** What the heading shows instead of the label's text (a sort button). */
  heading?: ReactNode;
  /** Right-aligned heading and cells (the actions column). */
  alignRight?: boolean;
  /** Style of the heading and of the cells (a column the narrowest screens leave out). */
  sx?: CellStyle;
  /** The cells' own style (wrapping). */
  cellSx?: CellStyle;
  /** A cell style that depends on the row (a colour). */
  rowSx?: (row: TRow) => CellStyle;
}

/** The page a server-paged table shows, zero-based as MUI counts, and its size. */
export interface Paging {
  page: number;
  setPage: (page: number) => void;
  perPage: number;
  setPerPage: (perPage: number) => void;
}

/** A screen's own paging, from the first page; ten rows to start with. */
export const usePaging = (firstPerPage = 10): Paging => {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(firstPerPage);
  return { page, setPage, perPage, setPerPage };
};

/** The stock, receipt, warehouse and ledger page sizes of inventory.md section 9. */
const INVENTORY_PAGE_SIZES = [5, 10, 25, 50];

const TABLE_RESOURCE = 'paged-table';

/** A row as react-admin's table reads it: the caller's row with the `id` its key gives. */
type TableRecord<TRow> = TRow & { id: Identifier };

/** The attributes a table gives a row's `<tr>` (`data-unread`), read by `MarkedRow`. */
type RowMarks = (row: never) => Record<`data-${string}`, string | boolean | undefined>;
const RowMarksContext = createContext<RowMarks | undefined>(undefined);

const MarkedRow = (props: DataTableRowProps) => {
  const marks = useContext(RowMarksContext);
  const record = useRecordContext();
  return <DataTableRow {...props} {...(marks && record ? marks(record as never) : {})} />;
};
const MarkedBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={MarkedRow} />;

/** The list context's paging, one-based as react-admin counts, over the screen's zero-based page. */
const serverPaging = (paging: Paging, total: number) => {
  const page = paging.page + 1;
  return {
    page,
    perPage: paging.perPage,
    total,
    hasPreviousPage: page > 1,
    hasNextPage: page * paging.perPage < total,
    setPage: (next: number) => paging.setPage(next - 1),
    setPerPage: (perPage: number) => {
      paging.setPerPage(Number(perPage));
      paging.setPage(0);
    },
  };
};

/** A server document's key, which most tables' rows are. */
export const idOf = (row: unknown) => (row as { _id: Identifier })._id;

/**
 * The paging of a server-paged table drawn by other means (a report's table): react-admin's
 * Pagination over the screen's page, as a PagedTable shows it under its rows.
 */
export const ServerPageControls = ({
  paging,
  total,
  sizes = INVENTORY_PAGE_SIZES,
}: {
  paging: Paging;
  /** The server's total of matching rows. */
  total: number;
  sizes?: number[];
}) => {
  const list = {
    ...useList<RaRecord>({ data: [] }),
    ...serverPaging(paging, total),
  } as ListControllerResult;
  return (
    <ListContextProvider value={list}>
      <Pagination rowsPerPageOptions={sizes} />
    </ListContextProvider>
  );
};

interface PagedTableProps<TRow> {
  columns: TableColumn<TRow>[];
  rows: TRow[];
  /** What tells the rows apart: the server's `_id` unless said otherwise. */
  rowKey?: (row: TRow) => Identifier;
  /** Until the first page arrives nothing stands in for the rows. */
  loading: boolean;
  /** The i18n key shown, instead of the table, when the page holds no row. */
  emptyText: string;
  /** The page shown, when the server pages the rows (a client's holdings come whole). */
  paging?: Paging;
  /** The server's total of matching rows. */
  total?: number;
  /** The page sizes offered; the inventory's by default. */
  sizes?: number[];
  /** A whole row's style (an unread order's tint). */
  rowSx?: (row: TRow) => CellStyle;
  /** Attributes of a row's `<tr>` that say its state (`data-unread`). */
  rowMarks?: (row: TRow) => Record<`data-${string}`, string | boolean | undefined>;
  /** The table's accessible name (an i18n key), where a screen has more than one. */
  label?: string;
}

/**
 * The table every server-paged list of the back office shows (the inventory hub's tabs, the
 * sales ledger, orders): react-admin's DataTable and Pagination over a list context fed by the
 * page the screen's own data provider call brought, so a new page or page size goes back to the
 * screen's query (a new page size starts again at the first page).
 */
export const PagedTable = <TRow,>({
  columns,
  rows,
  rowKey = idOf,
  loading,
  emptyText,
  paging,
  total,
  sizes = INVENTORY_PAGE_SIZES,
  rowSx,
  rowMarks,
  label,
}: PagedTableProps<TRow>) => {
  const translate = useTranslate();
  const records: TableRecord<TRow>[] = rows.map((row) => ({ ...row, id: rowKey(row) }));
  // useList gives the rest of a list context (selection, filters); the paging is the server's.
  const list = {
    ...useList({ data: records, isPending: loading }),
    ...(paging && serverPaging(paging, total ?? 0)),
  } as ListControllerResult<TableRecord<TRow>>;
  return (
    <ListContextProvider value={list}>
      <RowMarksContext.Provider value={rowMarks as RowMarks | undefined}>
        <DataTable<TableRecord<TRow>>
          // The rows are no react-admin resource's; DataTable asks for one name all the same.
          resource={TABLE_RESOURCE}
          bulkActionButtons={false}
          rowClick={false}
          hover={false}
          rowSx={rowSx}
          aria-label={label && translate(label)}
          body={rowMarks ? MarkedBody : undefined}
          // A wide table scrolls inside the page on phones rather than the page scrolling sideways.
          sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
          empty={
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {translate(emptyText)}
            </Typography>
          }
        >
          {columns.map((column) => (
            <DataTable.Col<TableRecord<TRow>>
              key={column.label}
              label={column.heading ?? column.label}
              align={column.alignRight ? 'right' : undefined}
              sx={column.sx}
              cellSx={(row) => ({ ...column.cellSx, ...column.rowSx?.(row) })}
              render={column.render}
            />
          ))}
        </DataTable>
      </RowMarksContext.Provider>
      {paging && <Pagination rowsPerPageOptions={sizes} />}
    </ListContextProvider>
  );
};
