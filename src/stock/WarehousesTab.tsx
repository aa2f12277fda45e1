import { Box } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { WarehouseDialog } from './WarehouseDialog';
import './texts';
import { DialogListRowButtons, DialogListTable, DialogListToolbar } from '../shared/DialogList';
import type { TableColumn } from '../shared/PagedTable';
import { useDialogList } from '../shared/useDialogList';
import { DialogListDialogs } from '../shared/DialogListDialogs';
import { warehouse } from '../../registry';
import '../shared/specScreensTexts';

type WarehouseRecord = RaRecord & { _id: string; name: string; location: string | null };

/**
 * The Warehouses tab of the inventory hub (inventory.md 2): searchable table of Name, Location
 * (N/A when empty) and Actions, an Add/Edit dialog and the Confirm Deletion dialog.
 */
export const WarehousesTab = () => {
  const translate = useTranslate();
  const list = useDialogList<WarehouseRecord, { name: string; location: string | null }>(
    warehouse,
    'saluni.spec.confirm.deleteWarehouse',
  );
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
          <DialogListRowButtons list={list} row={row} name={row.name} labels="saluni.stock.ui" />
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
      <DialogListTable list={list} columns={columns} emptyText="saluni.stock.ui.noWarehouses" />
      <DialogListDialogs
        list={list}
        editor={(record, dialog) => <WarehouseDialog warehouse={record} {...dialog} />}
      />
    </Box>
  );
};
