import { Box, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import type { Receipt } from '../dataProvider/purchases';
import { useBusinessFormat } from '../format';
import { errorMessage } from '../shared/errorMessage';
import { RowMenuButton, useRowMenu } from '../shared/inventoryPagedList';
import { PagedTable, type TableColumn } from '../shared/PagedTable';
import { NewRecordBar } from '../shared/NewRecordBar';
import { ReceiptDialog } from './ReceiptDialog';
import { ReceiptViewDialog } from './ReceiptViewDialog';
import { StatusChip } from '../shared/StatusChip';
import { usePurchasingAccess, usePurchasingPage, useRefreshPurchasing } from './usePurchasingData';
import './texts';

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
  const refresh = useRefreshPurchasing();
  const { money, calendarDate } = useBusinessFormat();
  const may = usePurchasingAccess('products.Purchase Receipts');
  const [dialog, setDialog] = useState<Dialog>();
  const menu = useRowMenu<Receipt>();
  const table = usePurchasingPage('receipts', api.listReceipts, (error) =>
    notify(errorMessage(error, 'saluni.spec.errors.receiptsLoad'), { type: 'error' }),
  );

  /** Receive or Cancel from the row menu, with the spec's toast and fallback. */
  const act = async (call: () => Promise<Receipt>, success: string, fallback: string) => {
    menu.close();
    try {
      await call();
      notify(success, { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error, fallback), { type: 'error' });
    }
  };
  const open = (kind: 'edit' | 'view') => {
    if (menu.row) setDialog({ kind, receipt: menu.row });
    menu.close();
  };

  /** The row menu's moves of a pending receipt, each with the spec's toast and fallback. */
  const stateChanges = [
    {
      label: 'saluni.purchases.receipts.receive',
      call: api.receiveReceipt,
      success: 'saluni.spec.toast.purchaseReceipt.received',
      fallback: 'saluni.spec.errors.receiptReceive',
    },
    {
      label: 'saluni.purchases.ui.cancel',
      call: api.cancelReceipt,
      success: 'saluni.spec.toast.purchaseReceipt.cancelled',
      fallback: 'saluni.spec.errors.receiptCancel',
    },
  ];
  const chosen = menu.row;
  const columns: TableColumn<Receipt>[] = [
    { label: 'saluni.purchases.receipts.receiptNumber', render: (row) => row.receiptNumber },
    { label: 'saluni.purchases.ui.supplier', render: (row) => row.supplierName },
    { label: 'saluni.purchases.receipts.warehouse', render: (row) => row.warehouseName },
    {
      label: 'saluni.purchases.receipts.receiptDate',
      cellSx: { whiteSpace: 'nowrap' },
      render: (row) => calendarDate(row.receiptDate),
    },
    {
      label: 'saluni.purchases.ui.status',
      render: (row) => (
        <StatusChip status={row.status} labels="saluni.purchases.receipts.statuses" />
      ),
    },
    {
      label: 'saluni.purchases.receipts.totalAmount',
      cellSx: { whiteSpace: 'nowrap' },
      render: (row) => money(row.totalAmount, 'inventory'),
    },
    {
      label: 'saluni.purchases.ui.actions',
      alignRight: true,
      render: (receipt) => (
        <RowMenuButton
          label={`${translate('saluni.purchases.receipts.rowActions')} ${receipt.receiptNumber}`}
          onClick={menu.open(receipt)}
        />
      ),
    },
  ];
  return (
    <Box>
      <NewRecordBar
        label="saluni.purchases.receipts.newReceipt"
        allowed={may.create}
        onClick={() => setDialog({ kind: 'create' })}
      />
      <PagedTable columns={columns} emptyText="saluni.purchases.receipts.noReceipts" {...table} />
      <Menu {...menu.menuProps}>
        <MenuItem onClick={() => open('view')}>{translate('saluni.purchases.ui.view')}</MenuItem>
        {may.update && (
          <MenuItem disabled={chosen?.status !== 'pending'} onClick={() => open('edit')}>
            {translate('saluni.purchases.receipts.edit')}
          </MenuItem>
        )}
        {may.update &&
          stateChanges.map(({ label, call, success, fallback }) => (
            <MenuItem
              key={label}
              disabled={chosen?.status !== 'pending'}
              onClick={() => chosen && act(() => call(chosen._id), success, fallback)}
            >
              {translate(label)}
            </MenuItem>
          ))}
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
