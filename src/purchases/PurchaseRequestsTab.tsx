import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useSaluniDataProvider } from '../dataProvider';
import type { Purchase } from '../dataProvider/purchases';
import { formatCalendarDate, useBusinessFormat } from '../format';
import { errorMessage } from '../shared/errorMessage';
import { PagedTable, type TableColumn } from '../shared/PagedTable';
import { RowActionButton } from '../shared/RowActionButton';
import { NewRecordBar } from '../shared/NewRecordBar';
import { useConfirmedDeleteCall } from '../shared/useDeleteConfirm';
import { NewRequestDialog } from './NewRequestDialog';
import { DUE_DATE_FORMAT, RequestDialog } from './RequestDialog';
import { StatusChip } from '../shared/StatusChip';
import { usePurchasingAccess, usePurchasingPage, useRefreshPurchasing } from './usePurchasingData';
import './texts';
import '../shared/specScreensTexts';

/**
 * The Purchase Requests tab of the inventory hub (inventory.md 2): Supplier (name and e-mail),
 * Due Date, Status, Total (the real sum of the lines, in the business currency) and actions
 * view and delete; New Request.
 */
export const PurchaseRequestsTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useSaluniDataProvider();
  const refresh = useRefreshPurchasing();
  const { dates, money } = useBusinessFormat();
  const may = usePurchasingAccess('products.Purchases');
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<Purchase>();
  const table = usePurchasingPage('requests', api.listPurchases, (error) =>
    notify(errorMessage(error), { type: 'error' }),
  );

  const deletion = useConfirmedDeleteCall<Purchase>({
    content: 'saluni.purchases.ui.confirmDelete',
    call: api.deletePurchase,
    success: 'saluni.spec.toast.purchase.deleted',
    done: refresh,
  });

  const supplierName = (row: Purchase) => row.supplier?.fullName ?? '';
  const columns: TableColumn<Purchase>[] = [
    {
      label: 'saluni.purchases.ui.supplier',
      render: (row) => (
        <>
          <Typography variant="body2">{row.supplier?.fullName}</Typography>
          <Typography variant="caption" color="text.secondary">
            {row.supplier?.email}
          </Typography>
        </>
      ),
    },
    {
      label: 'saluni.purchases.ui.dueDate',
      cellSx: { whiteSpace: 'nowrap' },
      render: (row) =>
        row.required_by
          ? formatCalendarDate(row.required_by, dates, DUE_DATE_FORMAT)
          : translate('saluni.purchases.ui.noDueDate'),
    },
    {
      label: 'saluni.purchases.ui.status',
      render: (row) => (
        <StatusChip status={row.purchase_status} labels="saluni.purchases.statuses" />
      ),
    },
    {
      label: 'saluni.purchases.ui.total',
      cellSx: { whiteSpace: 'nowrap' },
      render: (row) => money(row.total, 'inventory'),
    },
    {
      label: 'saluni.purchases.ui.actions',
      alignRight: true,
      cellSx: { whiteSpace: 'nowrap' },
      render: (row) => (
        <>
          <RowActionButton
            icon="view"
            label="saluni.purchases.ui.view"
            name={supplierName(row)}
            onClick={() => setViewing(row)}
          />
          {may.delete && (
            <RowActionButton
              icon="delete"
              label="saluni.purchases.ui.delete"
              name={supplierName(row)}
              disabled={row.purchase_status === 'RECEIVED'}
              onClick={() => deletion.ask(row)}
            />
          )}
        </>
      ),
    },
  ];
  return (
    <Box>
      <NewRecordBar
        label="saluni.purchases.ui.newRequest"
        allowed={may.create}
        onClick={() => setCreating(true)}
      />
      <PagedTable columns={columns} emptyText="saluni.purchases.ui.noRequests" {...table} />
      {creating && <NewRequestDialog onClose={() => setCreating(false)} />}
      {viewing && <RequestDialog purchase={viewing} onClose={() => setViewing(undefined)} />}
      {deletion.dialog}
    </Box>
  );
};
