import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, CircularProgress, IconButton, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useCanAccess, useCreate, useDelete, useGetList, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { errorMessage } from './stockText';
import { WarehouseDialog } from './WarehouseDialog';
import { StockPagination } from './StockPagination';
import '../products/texts';

type WarehouseRecord = RaRecord & { _id: string; name: string; location: string | null };

/**
 * The Warehouses tab of the inventory hub (inventory.md 2): searchable table of Name, Location
 * (N/A when empty) and Actions, an Add/Edit dialog and the Confirm Deletion dialog.
 */
export const WarehousesTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const [editing, setEditing] = useState<WarehouseRecord | 'new'>();
  const [deleting, setDeleting] = useState<WarehouseRecord>();
  const { canAccess: canCreate } = useCanAccess({ resource: 'warehouse', action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'warehouse', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'warehouse', action: 'delete' });
  const {
    data = [],
    total = 0,
    isPending,
  } = useGetList<WarehouseRecord>('warehouse', {
    pagination: { page: page + 1, perPage },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: q.trim() ? { q: q.trim() } : {},
  });
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const [remove] = useDelete();
  const failed = (error: unknown) => notify(errorMessage(error), { type: 'error' });

  const save = (values: { name: string; location: string | null }) => {
    const onSuccess = (key: string) => () => {
      notify(key, { type: 'success' });
      setEditing(undefined);
    };
    if (editing === 'new') {
      create('warehouse', { data: values }, { onSuccess: onSuccess('saluni.spec.toast.warehouse.created'), onError: failed });
    } else if (editing) {
      update(
        'warehouse',
        { id: editing.id, data: values, previousData: editing },
        { onSuccess: onSuccess('saluni.spec.toast.warehouse.updated'), onError: failed },
      );
    }
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove(
      'warehouse',
      { id: deleting.id, previousData: deleting },
      {
        onSuccess: () => notify('saluni.spec.toast.warehouse.deleted', { type: 'success' }),
        onError: failed,
      },
    );
    setDeleting(undefined);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <TextField
          size="small"
          label={translate('saluni.stock.ui.search')}
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setPage(0);
          }}
        />
        <Box sx={{ flexGrow: 1 }} />
        {canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {translate('saluni.stock.ui.addWarehouse')}
          </Button>
        )}
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('saluni.stock.ui.name')}</TableCell>
              <TableCell>{translate('saluni.stock.ui.location')}</TableCell>
              <TableCell align="right">{translate('saluni.stock.ui.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {isPending && (
              <TableRow>
                <TableCell colSpan={3} align="center">
                  <CircularProgress size={24} />
                </TableCell>
              </TableRow>
            )}
            {!isPending && data.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>
                  <Typography color="text.secondary">{translate('saluni.stock.ui.noWarehouses')}</Typography>
                </TableCell>
              </TableRow>
            )}
            {data.map((warehouse) => (
              <TableRow key={warehouse.id}>
                <TableCell>{warehouse.name}</TableCell>
                <TableCell>{warehouse.location || translate('saluni.common.na')}</TableCell>
                <TableCell align="right">
                  {canEdit && (
                    <IconButton aria-label={`${translate('saluni.stock.ui.edit')} ${warehouse.name}`} onClick={() => setEditing(warehouse)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  )}
                  {canDelete && (
                    <IconButton aria-label={`${translate('saluni.stock.ui.delete')} ${warehouse.name}`} onClick={() => setDeleting(warehouse)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <StockPagination total={total} page={page} perPage={perPage} onPageChange={setPage} onPerPageChange={setPerPage} />
      {editing && (
        <WarehouseDialog
          warehouse={editing === 'new' ? undefined : editing}
          saving={creating || updating}
          onSave={save}
          onClose={() => setEditing(undefined)}
        />
      )}
      <Confirm
        isOpen={!!deleting}
        title="saluni.spec.confirm.confirmDeletion"
        content="saluni.spec.confirm.deleteWarehouse"
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
};
