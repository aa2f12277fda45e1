import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
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
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import type { Purchase } from '../dataProvider/purchases';
import { formatCalendarDate, useBusinessFormat } from '../format';
import { ServerPagination } from '../shared/ServerPagination';
import { errorMessage } from '../shared/errorMessage';
import { NewRequestDialog } from './NewRequestDialog';
import { DUE_DATE_FORMAT, RequestDialog } from './RequestDialog';
import { StatusChip } from '../shared/StatusChip';
import { usePurchasingAccess, useRefreshPurchasing } from './usePurchasingData';
import './texts';
import { TableStatusRows } from '../shared/TableStatusRows';

/**
 * The Purchase Requests tab of the inventory hub (inventory.md 2): Supplier (name and e-mail),
 * Due Date, Status, Total (the real sum of the lines, in the business currency) and actions
 * view and delete; New Request.
 */
export const PurchaseRequestsTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const refresh = useRefreshPurchasing();
  const { dates, money } = useBusinessFormat();
  const may = usePurchasingAccess('products.Purchases');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<Purchase>();
  const [deleting, setDeleting] = useState<Purchase>();
  const { data: result, isFetching } = useQuery({
    queryKey: ['purchasing', businessId, 'requests', page, perPage],
    queryFn: () =>
      api.listPurchases({ page: page + 1, limit: perPage }).catch((error: unknown) => {
        notify(errorMessage(error), { type: 'error' });
        throw error;
      }),
    placeholderData: keepPreviousData,
  });

  const confirmDelete = async () => {
    const purchase = deleting;
    setDeleting(undefined);
    if (!purchase) return;
    try {
      await api.deletePurchase(purchase._id);
      notify('saluni.spec.toast.purchase.deleted', { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };

  const purchases = result?.docs ?? [];
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        {may.create && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate('saluni.purchases.ui.newRequest')}
          </Button>
        )}
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {['supplier', 'dueDate', 'status', 'total'].map((key) => (
                <TableCell key={key}>{translate(`saluni.purchases.ui.${key}`)}</TableCell>
              ))}
              <TableCell align="right">{translate('saluni.purchases.ui.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStatusRows
              columns={5}
              loading={isFetching && !result}
              empty={!!result && purchases.length === 0}
              emptyText="saluni.purchases.ui.noRequests"
            />
            {purchases.map((purchase) => (
              <TableRow key={purchase._id}>
                <TableCell>
                  <Typography variant="body2">{purchase.supplier?.fullName}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {purchase.supplier?.email}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {purchase.required_by
                    ? formatCalendarDate(purchase.required_by, dates, DUE_DATE_FORMAT)
                    : translate('saluni.purchases.ui.noDueDate')}
                </TableCell>
                <TableCell>
                  <StatusChip
                    status={purchase.purchase_status}
                    labels="saluni.purchases.statuses"
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {money(purchase.total, 'inventory')}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    aria-label={`${translate('saluni.purchases.ui.view')} ${purchase.supplier?.fullName ?? ''}`}
                    onClick={() => setViewing(purchase)}
                  >
                    <VisibilityIcon fontSize="small" />
                  </IconButton>
                  {may.delete && (
                    <IconButton
                      aria-label={`${translate('saluni.purchases.ui.delete')} ${purchase.supplier?.fullName ?? ''}`}
                      disabled={purchase.purchase_status === 'RECEIVED'}
                      onClick={() => setDeleting(purchase)}
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
        total={result?.total ?? 0}
        page={page}
        perPage={perPage}
        onPageChange={setPage}
        onPerPageChange={setPerPage}
      />
      {creating && <NewRequestDialog onClose={() => setCreating(false)} />}
      {viewing && <RequestDialog purchase={viewing} onClose={() => setViewing(undefined)} />}
      <Confirm
        isOpen={!!deleting}
        title="saluni.spec.confirm.confirmDeletion"
        content="saluni.purchases.ui.confirmDelete"
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
};
