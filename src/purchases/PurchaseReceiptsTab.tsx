import AddIcon from '@mui/icons-material/Add';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  Box,
  Button,
  IconButton,
  Menu,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useCurrentBusinessId } from '../business/currentBusiness';
import { useSaluniDataProvider } from '../dataProvider';
import type { Receipt } from '../dataProvider/purchases';
import { useBusinessFormat } from '../format';
import { ServerPagination } from '../shared/ServerPagination';
import { errorMessage } from '../shared/errorMessage';
import { ReceiptDialog } from './ReceiptDialog';
import { ReceiptViewDialog } from './ReceiptViewDialog';
import { StatusChip } from '../shared/StatusChip';
import { usePurchasingAccess, useRefreshPurchasing } from './usePurchasingData';
import './texts';
import { TableStatusRows } from '../shared/TableStatusRows';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'view'; receipt: Receipt };

/**
 * The Purchase Receipts tab of the inventory hub (inventory.md 2 and 4): the table with status
 * chips, New Receipt, and a row menu View, Edit, Receive (pending only) and Cancel (Edit and
 * Cancel disabled once received).
 */
export const PurchaseReceiptsTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useSaluniDataProvider();
  const businessId = useCurrentBusinessId();
  const refresh = useRefreshPurchasing();
  const { money, calendarDate } = useBusinessFormat();
  const may = usePurchasingAccess('products.Purchase Receipts');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const [dialog, setDialog] = useState<Dialog>();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; receipt: Receipt }>();
  const { data: result, isFetching } = useQuery({
    queryKey: ['purchasing', businessId, 'receipts', page, perPage],
    queryFn: () =>
      api.listReceipts({ page: page + 1, limit: perPage }).catch((error: unknown) => {
        notify(errorMessage(error, 'saluni.spec.errors.receiptsLoad'), { type: 'error' });
        throw error;
      }),
    placeholderData: keepPreviousData,
  });

  /** Receive or Cancel from the row menu, with the spec's toast and fallback. */
  const act = async (call: () => Promise<Receipt>, success: string, fallback: string) => {
    setMenu(undefined);
    try {
      await call();
      notify(success, { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error, fallback), { type: 'error' });
    }
  };
  const open = (kind: 'edit' | 'view') => {
    if (menu) setDialog({ kind, receipt: menu.receipt });
    setMenu(undefined);
  };

  const receipts = result?.docs ?? [];
  const chosen = menu?.receipt;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        {may.create && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'create' })}
          >
            {translate('saluni.purchases.receipts.newReceipt')}
          </Button>
        )}
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {[
                'receipts.receiptNumber',
                'ui.supplier',
                'receipts.warehouse',
                'receipts.receiptDate',
                'ui.status',
                'receipts.totalAmount',
              ].map((key) => (
                <TableCell key={key}>{translate(`saluni.purchases.${key}`)}</TableCell>
              ))}
              <TableCell align="right">{translate('saluni.purchases.ui.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStatusRows
              columns={7}
              loading={isFetching && !result}
              empty={!!result && receipts.length === 0}
              emptyText="saluni.purchases.receipts.noReceipts"
            />
            {receipts.map((receipt) => (
              <TableRow key={receipt._id}>
                <TableCell>{receipt.receiptNumber}</TableCell>
                <TableCell>{receipt.supplierName}</TableCell>
                <TableCell>{receipt.warehouseName}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {calendarDate(receipt.receiptDate)}
                </TableCell>
                <TableCell>
                  <StatusChip status={receipt.status} labels="saluni.purchases.receipts.statuses" />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {money(receipt.totalAmount, 'inventory')}
                </TableCell>
                <TableCell align="right">
                  <IconButton
                    aria-label={`${translate('saluni.purchases.receipts.rowActions')} ${receipt.receiptNumber}`}
                    onClick={(event) => setMenu({ anchor: event.currentTarget, receipt })}
                  >
                    <MoreVertIcon fontSize="small" />
                  </IconButton>
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
      <Menu anchorEl={menu?.anchor} open={!!menu} onClose={() => setMenu(undefined)}>
        <MenuItem onClick={() => open('view')}>{translate('saluni.purchases.ui.view')}</MenuItem>
        {may.update && (
          <MenuItem disabled={chosen?.status !== 'pending'} onClick={() => open('edit')}>
            {translate('saluni.purchases.receipts.edit')}
          </MenuItem>
        )}
        {may.update && (
          <MenuItem
            disabled={chosen?.status !== 'pending'}
            onClick={() =>
              chosen &&
              act(
                () => api.receiveReceipt(chosen._id),
                'saluni.spec.toast.purchaseReceipt.received',
                'saluni.spec.errors.receiptReceive',
              )
            }
          >
            {translate('saluni.purchases.receipts.receive')}
          </MenuItem>
        )}
        {may.update && (
          <MenuItem
            disabled={chosen?.status !== 'pending'}
            onClick={() =>
              chosen &&
              act(
                () => api.cancelReceipt(chosen._id),
                'saluni.spec.toast.purchaseReceipt.cancelled',
                'saluni.spec.errors.receiptCancel',
              )
            }
          >
            {translate('saluni.purchases.ui.cancel')}
          </MenuItem>
        )}
      </Menu>
      {dialog?.kind === 'create' && <ReceiptDialog onClose={() => setDialog(undefined)} />}
      {dialog?.kind === 'edit' && (
        <ReceiptDialog receipt={dialog.receipt} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === 'view' && (
        <ReceiptViewDialog receipt={dialog.receipt} onClose={() => setDialog(undefined)} />
      )}
    </Box>
  );
};
