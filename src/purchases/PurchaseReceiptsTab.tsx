import { Box } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import type { Receipt } from '../dataProvider/purchases';
import { useBusinessFormat } from '../format';
import { errorMessage } from '../shared/errorMessage';

import { RowMenuButton, useRowMenu, RowMenu, type RowMenuEntry } from '../shared/RowMenu';
import { useSaveCall } from '../shared/useSaveCall';
import { PagedTable, type TableColumn } from '../shared/PagedTable';
import { NewRecordBar } from '../shared/NewRecordBar';
import { ReceiptDialog } from './ReceiptDialog';
import { ReceiptViewDialog } from './ReceiptViewDialog';
import { StatusChip } from '../shared/StatusChip';
import { usePurchasingAccess, usePurchasingPage, useRefreshPurchasing } from './usePurchasingData';
import './texts';
import '../shared/specScreensTexts';

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

  const { save } = useSaveCall();
  const pending = (receipt: Receipt) => receipt.status !== 'pending';
  /** Receive or Cancel, a pending receipt's moves, each with the spec's toast and fallback. */
  const stateChange = (
    label: string,
    call: (id: string) => Promise<Receipt>,
    success: string,
    fallback: string,
  ): RowMenuEntry<Receipt> => ({
    label,
    allowed: may.update,
    disabledFor: pending,
    onChoose: (receipt) => void save(() => call(receipt._id), { success, fallback, done: refresh }),
  });
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
      <RowMenu
        menu={menu}
        entries={[
          {
            label: 'saluni.purchases.ui.view',
            onChoose: (receipt) => setDialog({ kind: 'view', receipt }),
          },
          {
            label: 'saluni.purchases.receipts.edit',
            allowed: may.update,
            disabledFor: pending,
            onChoose: (receipt) => setDialog({ kind: 'edit', receipt }),
          },
          stateChange(
            'saluni.purchases.receipts.receive',
            api.receiveReceipt,
            'saluni.spec.toast.purchaseReceipt.received',
            'saluni.spec.errors.receiptReceive',
          ),
          stateChange(
            'saluni.purchases.ui.cancel',
            api.cancelReceipt,
            'saluni.spec.toast.purchaseReceipt.cancelled',
            'saluni.spec.errors.receiptCancel',
          ),
        ]}
      />
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
