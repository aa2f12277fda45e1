import AddIcon from '@mui/icons-material/Add';
import { Box, Button, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { PagedTable, type Paging, type TableColumn } from './PagedTable';
import { RowActionButton } from './RowActionButton';

/**
 * The bar above a dialog-kept list (warehouses, suppliers): the search box, then at the right
 * any extra buttons and the add button the role may use (texts are i18n keys).
 */
export const DialogListToolbar = ({
  searchLabel,
  q,
  onSearch,
  addLabel,
  onAdd,
  children,
}: {
  searchLabel: string;
  q: string;
  onSearch: (q: string) => void;
  addLabel: string;
  /** Absent when the role may not add. */
  onAdd?: () => void;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <TextField
        size="small"
        label={translate(searchLabel)}
        value={q}
        onChange={(event) => onSearch(event.target.value)}
      />
      <Box sx={{ flexGrow: 1 }} />
      {children}
      {onAdd && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {translate(addLabel)}
        </Button>
      )}
    </Box>
  );
};

/** What the table and the row buttons read of `useDialogList`. */
interface DialogList<TRecord> {
  data: TRecord[];
  isPending: boolean;
  paging: Paging;
  total: number;
  canEdit?: boolean;
  canDelete?: boolean;
  setEditing: (record: TRecord) => void;
  askDelete: (record: TRecord) => void;
}

/** A dialog-kept list's paged table; `emptyText` is the i18n key shown when nothing matches. */
export const DialogListTable = <TRecord extends RaRecord>({
  list,
  columns,
  emptyText,
}: {
  list: DialogList<TRecord>;
  columns: TableColumn<TRecord>[];
  emptyText: string;
}) => (
  <PagedTable
    columns={columns}
    rows={list.data}
    rowKey={(row) => row.id}
    loading={list.isPending}
    emptyText={emptyText}
    paging={list.paging}
    total={list.total}
  />
);

/** A row's Edit and Delete buttons, as the role allows; `labels` is the i18n prefix of both. */
export const DialogListRowButtons = <TRecord extends RaRecord>({
  list,
  row,
  name,
  labels,
}: {
  list: DialogList<TRecord>;
  row: TRecord;
  name: string;
  labels: string;
}) => {
  // Each button opens its dialog for the row; a role without the right sees no button.
  const actions = [
    { icon: 'edit', allowed: list.canEdit, open: list.setEditing },
    { icon: 'delete', allowed: list.canDelete, open: list.askDelete },
  ] as const;
  return (
    <>
      {actions
        .filter((action) => action.allowed)
        .map((action) => (
          <RowActionButton
            key={action.icon}
            icon={action.icon}
            label={`${labels}.${action.icon}`}
            name={name}
            onClick={() => action.open(row)}
          />
        ))}
    </>
  );
};
