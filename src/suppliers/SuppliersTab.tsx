import CategoryIcon from '@mui/icons-material/Category';
import { formatPhone } from '../format/phone';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { SupplierCategoriesDialog } from './SupplierCategoriesDialog';
import { SupplierDialog } from './SupplierDialog';
import { SupplierViewDialog } from './SupplierViewDialog';
import type { SupplierRecord, SupplierValues } from './types';
import './texts';
import { DialogListRowButtons, DialogListTable, DialogListToolbar } from '../shared/DialogList';
import type { TableColumn } from '../shared/PagedTable';
import { RowActionButton } from '../shared/RowActionButton';
import { useDialogList } from '../shared/useDialogList';
import { DialogListDialogs } from '../shared/DialogListDialogs';
import { supplier } from '../../registry';

/** Columns the narrowest screens leave out (the view dialog shows them): the table fits 390 px. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };

/**
 * The Suppliers tab of the inventory hub (inventory.md 2): a searchable list of name and
 * e-mail, phone and category, with view, add, edit and delete dialogs and Manage Categories.
 */
export const SuppliersTab = () => {
  const translate = useTranslate();
  const list = useDialogList<SupplierRecord, SupplierValues>(
    supplier,
    'saluni.suppliers.ui.confirmDelete',
  );
  const [viewing, setViewing] = useState<SupplierRecord>();
  const [managing, setManaging] = useState(false);
  const { canAccess: canManage } = useCanAccess({ resource: 'supplier-category', action: 'list' });
  const columns: TableColumn<SupplierRecord>[] = [
    {
      label: 'saluni.suppliers.ui.name',
      cellSx: { overflowWrap: 'anywhere' },
      render: (row) => (
        <>
          <Typography variant="body2">{row.fullName}</Typography>
          <Typography variant="caption" color="text.secondary">
            {row.email}
          </Typography>
        </>
      ),
    },
    {
      label: 'saluni.suppliers.ui.phone',
      sx: WIDE_ONLY,
      cellSx: { ...WIDE_ONLY, whiteSpace: 'nowrap' },
      render: (row) => formatPhone(row.phone),
    },
    { label: 'saluni.suppliers.ui.category', sx: WIDE_ONLY, render: (row) => row.category?.name },
    {
      label: 'saluni.suppliers.ui.actions',
      alignRight: true,
      cellSx: { whiteSpace: 'nowrap' },
      render: (row) => (
        <>
          <RowActionButton
            icon="view"
            label="saluni.suppliers.ui.view"
            name={row.fullName}
            onClick={() => setViewing(row)}
          />
          <DialogListRowButtons
            list={list}
            row={row}
            name={row.fullName}
            labels="saluni.suppliers.ui"
          />
        </>
      ),
    },
  ];

  return (
    <Box>
      <DialogListToolbar
        searchLabel="saluni.suppliers.ui.search"
        q={list.q}
        onSearch={list.search}
        addLabel="saluni.suppliers.ui.addSupplier"
        onAdd={list.canCreate ? () => list.setEditing('new') : undefined}
      >
        {canManage && (
          <Button variant="outlined" startIcon={<CategoryIcon />} onClick={() => setManaging(true)}>
            {translate('saluni.suppliers.categories.manage')}
          </Button>
        )}
      </DialogListToolbar>
      <DialogListTable list={list} columns={columns} emptyText="saluni.suppliers.ui.noSuppliers" />
      <DialogListDialogs
        list={list}
        editor={(record, dialog) => <SupplierDialog supplier={record} {...dialog} />}
      />
      {viewing && <SupplierViewDialog supplier={viewing} onClose={() => setViewing(undefined)} />}
      {managing && <SupplierCategoriesDialog onClose={() => setManaging(false)} />}
    </Box>
  );
};
