import { Box } from '@mui/material';
import { Confirm, useTranslate, type RaRecord } from 'react-admin';
import { WarehouseDialog } from './WarehouseDialog';
import '../products/texts';
import { DialogListToolbar } from '../shared/DialogListToolbar';
import { PagedTable, type TableColumn } from '../shared/PagedTable';
import { RowActionButton } from '../shared/RowActionButton';
import { useDialogList } from '../shared/useDialogList';
import { warehouse } from '../../registry';

type WarehouseRecord = RaRecord & { _id: string; name: string; location: string | null };

/**
 * The Warehouses tab of the inventory hub (inventory.md 2): searchable table of Name, Location
 * (N/A when empty) and Actions, an Add/Edit dialog and the Confirm Deletion dialog.
 */
export const WarehousesTab = () => {
  const translate = useTranslate();
  const list = useDialogList<WarehouseRecord, { name: string; location: string | null }>(warehouse);
  const columns: TableColumn<WarehouseRecord>[] = [
    { label: 'saluni.stock.ui.name', render: (row) => row.name },
    {
      label: 'saluni.stock.ui.location',
      render: (row) => row.location || translate('saluni.common.na'),
    },
    {
      label: 'saluni.stock.ui.actions',
      alignRight: true,
      render: (row) => (
        <>
          {list.canEdit && (
            <RowActionButton
              icon="edit"
              label="saluni.stock.ui.edit"
              name={row.name}
              onClick={() => list.setEditing(row)}
            />
          )}
          {list.canDelete && (
            <RowActionButton
              icon="delete"
              label="saluni.stock.ui.delete"
              name={row.name}
              onClick={() => list.setDeleting(row)}
            />
          )}
        </>
      ),
    },
  ];

  return (
    <Box>
      <DialogListToolbar
        searchLabel="saluni.stock.ui.search"
        q={list.q}
        onSearch={list.search}
        addLabel="saluni.stock.ui.addWarehouse"
        onAdd={list.canCreate ? () => list.setEditing('new') : undefined}
      />
      <PagedTable
        columns={columns}
        rows={list.data}
        rowKey={(row) => row.id}
        loading={list.isPending}
        empty={!list.isPending && list.data.length === 0}
        emptyText="saluni.stock.ui.noWarehouses"
        paging={list.paging}
        total={list.total}
      />
      {list.editing && (
        <WarehouseDialog
          warehouse={list.editing === 'new' ? undefined : list.editing}
          saving={list.saving}
          onSave={list.save}
          onClose={() => list.setEditing(undefined)}
        />
      )}
      <Confirm
        isOpen={!!list.deleting}
        title="saluni.spec.confirm.confirmDeletion"
        content="saluni.spec.confirm.deleteWarehouse"
        onConfirm={list.confirmDelete}
        onClose={() => list.setDeleting(undefined)}
      />
    </Box>
  );
};
