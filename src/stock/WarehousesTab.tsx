import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
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
} from '@mui/material';
import { Confirm, useTranslate, type RaRecord } from 'react-admin';
import { WarehouseDialog } from './WarehouseDialog';
import { ServerPagination } from '../shared/ServerPagination';
import './texts';
import { TableStatusRows } from '../shared/TableStatusRows';
import { useDialogList } from '../shared/useDialogList';
import { warehouse } from '../../registry';

type WarehouseRecord = RaRecord & { _id: string; name: string; location: string | null };

/**
 * The Warehouses tab of the inventory hub (inventory.md 2): searchable table of Name, Location
 * (N/A when empty) and Actions, an Add/Edit dialog and the Confirm Deletion dialog.
 */
export const WarehousesTab = () => {
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
  } = useDialogList<WarehouseRecord, { name: string; location: string | null }>(warehouse);

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <TextField
          size="small"
          label={translate('saluni.stock.ui.search')}
          value={q}
          onChange={(event) => search(event.target.value)}
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
            <TableStatusRows
              columns={3}
              loading={isPending}
              empty={!isPending && data.length === 0}
              emptyText="saluni.stock.ui.noWarehouses"
            />
            {data.map((warehouse) => (
              <TableRow key={warehouse.id}>
                <TableCell>{warehouse.name}</TableCell>
                <TableCell>{warehouse.location || translate('saluni.common.na')}</TableCell>
                <TableCell align="right">
                  {canEdit && (
                    <IconButton
                      aria-label={`${translate('saluni.stock.ui.edit')} ${warehouse.name}`}
                      onClick={() => setEditing(warehouse)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  )}
                  {canDelete && (
                    <IconButton
                      aria-label={`${translate('saluni.stock.ui.delete')} ${warehouse.name}`}
                      onClick={() => setDeleting(warehouse)}
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
        <WarehouseDialog
          warehouse={editing === 'new' ? undefined : editing}
          saving={saving}
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
