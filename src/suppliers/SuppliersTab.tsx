import AddIcon from '@mui/icons-material/Add';
import CategoryIcon from '@mui/icons-material/Category';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Box,
  Button,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, useCanAccess, useTranslate } from 'react-admin';
import { useBusinessFormat } from '../format';
import { ServerPagination } from '../shared/ServerPagination';
import { SupplierCategoriesDialog } from './SupplierCategoriesDialog';
import { SupplierDialog } from './SupplierDialog';
import { SupplierViewDialog } from './SupplierViewDialog';
import type { SupplierRecord, SupplierValues } from './types';
import './texts';
import { TableStatusRows } from '../shared/TableStatusRows';
import { useDialogList } from '../shared/useDialogList';
import { supplier } from '../../registry';

/** Columns the narrowest screens leave out (the view dialog shows them): the table fits 390 px. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };

/**
 * The Suppliers tab of the inventory hub (inventory.md 2): a searchable list of name and
 * e-mail, phone and category, with view, add, edit and delete dialogs and Manage Categories.
 */
export const SuppliersTab = () => {
  const translate = useTranslate();
  const {
    q,
    search,
    page,
    setPage,
    perPage,
    setPerPage,
    data,
    total,
    isPending,
    editing,
    setEditing,
    deleting,
    setDeleting,
    saving,
    save,
    confirmDelete,
    canCreate,
    canEdit,
    canDelete,
  } = useDialogList<SupplierRecord, SupplierValues>(supplier);
  const format = useBusinessFormat();
  const [viewing, setViewing] = useState<SupplierRecord>();
  const [managing, setManaging] = useState(false);
  const { canAccess: canManage } = useCanAccess({ resource: 'supplier-category', action: 'list' });

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <TextField
          size="small"
          label={translate('saluni.suppliers.ui.search')}
          value={q}
          onChange={(event) => search(event.target.value)}
        />
        <Box sx={{ flexGrow: 1 }} />
        {canManage && (
          <Button variant="outlined" startIcon={<CategoryIcon />} onClick={() => setManaging(true)}>
            {translate('saluni.suppliers.categories.manage')}
          </Button>
        )}
        {canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {translate('saluni.suppliers.ui.addSupplier')}
          </Button>
        )}
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('saluni.suppliers.ui.name')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{translate('saluni.suppliers.ui.phone')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{translate('saluni.suppliers.ui.category')}</TableCell>
              <TableCell align="right">{translate('saluni.suppliers.ui.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStatusRows
              columns={4}
              loading={isPending}
              empty={!isPending && data.length === 0}
              emptyText="saluni.suppliers.ui.noSuppliers"
            />
            {data.map((supplier) => (
              <TableRow key={supplier.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Typography variant="body2">{supplier.fullName}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {supplier.email}
                  </Typography>
                </TableCell>
                <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
                  {format.phone(supplier.phone)}
                </TableCell>
                <TableCell sx={WIDE_ONLY}>{supplier.category?.name}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    aria-label={`${translate('saluni.suppliers.ui.view')} ${supplier.fullName}`}
                    onClick={() => setViewing(supplier)}
                  >
                    <VisibilityIcon fontSize="small" />
                  </IconButton>
                  {canEdit && (
                    <IconButton
                      aria-label={`${translate('saluni.suppliers.ui.edit')} ${supplier.fullName}`}
                      onClick={() => setEditing(supplier)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  )}
                  {canDelete && (
                    <IconButton
                      aria-label={`${translate('saluni.suppliers.ui.delete')} ${supplier.fullName}`}
                      onClick={() => setDeleting(supplier)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <ServerPagination
        total={total}
        page={page}
        perPage={perPage}
        onPageChange={setPage}
        onPerPageChange={setPerPage}
      />
      {editing && (
        <SupplierDialog
          supplier={editing === 'new' ? undefined : editing}
          saving={saving}
          onSave={save}
          onClose={() => setEditing(undefined)}
        />
      )}
      {viewing && <SupplierViewDialog supplier={viewing} onClose={() => setViewing(undefined)} />}
      {managing && <SupplierCategoriesDialog onClose={() => setManaging(false)} />}
      <Confirm
        isOpen={!!deleting}
        title="saluni.spec.confirm.confirmDeletion"
        content="saluni.suppliers.ui.confirmDelete"
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
};
