import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useBusinessFormat } from '../format';
import type { StockEntry } from '../dataProvider/stock';
import { variantLabel } from './stockText';
import { errorMessage } from '../shared/errorMessage';
import { ReconcileStockDialog } from './ReconcileStockDialog';
import { TransferStockDialog } from './TransferStockDialog';
import { useSaluniDataProvider } from '../dataProvider';
import { usePickerData } from './useStockData';
import { useModuleAccess } from '../auth/useModuleAccess';
import { PagedTable, type TableColumn } from '../shared/PagedTable';
import { filtersInUse, useFilteredServerPage } from '../shared/useServerPage';
import { RowMenuButton, useRowMenu, RowMenu } from '../shared/RowMenu';
import { useConfirmedDeleteCall } from '../shared/useDeleteConfirm';
import './texts';
import { FilteredListBar } from '../shared/FilteredListBar';
import '../shared/specScreensTexts';

const EMPTY_FILTERS = { q: '', transactionType: '', warehouseId: '' };

/** The spec's refresh spinner shows at least this long (inventory.md 9). */
const REFRESH_SPINNER_MS = 500;

/** Only manual and reconciliation entries nobody reversed can be deleted (the server says the same). */
const deletable = (entry: StockEntry) =>
  !entry.reversedBy && (entry.referenceType === null || entry.referenceType === 'Reconciliation');

/**
 * The Stock tab of the inventory hub (inventory.md 2): Refresh, Reconcile Stock, Transfer Stock,
 * filters with clear, the ledger table and a row menu with Edit and Delete.
 */
export const StockEntriesTab = () => {
  const translate = useTranslate();
  const { dateTime } = useBusinessFormat();
  const notify = useNotify();
  const api = useSaluniDataProvider();
  const { warehouses } = usePickerData();
  const canCreate = useModuleAccess('products.Stock', 'create').allowed;
  const canEdit = useModuleAccess('products.Stock', 'update').allowed;
  const canDelete = useModuleAccess('products.Stock', 'delete').allowed;
  const [refreshing, setRefreshing] = useState(false);
  const [dialog, setDialog] = useState<'reconcile' | 'transfer'>();
  const menu = useRowMenu<StockEntry>();

  const list = useFilteredServerPage({
    area: 'stock',
    list: 'entries',
    filters: EMPTY_FILTERS,
    query: (page, filters) => ({ ...page, ...filtersInUse(filters) }),
    fetchPage: api.listStockEntries,
    failed: (error) => notify(errorMessage(error), { type: 'error' }),
  });

  const refresh = async () => {
    setRefreshing(true);
    list.reload();
    await new Promise((resolve) => setTimeout(resolve, REFRESH_SPINNER_MS));
    setRefreshing(false);
  };
  const deletion = useConfirmedDeleteCall<StockEntry>({
    content: 'saluni.stock.ui.confirmDeleteEntry',
    call: api.deleteStockEntry,
    success: 'saluni.spec.toast.stockEntryDeleted',
    fallback: 'saluni.spec.errors.stockEntryDelete',
    done: list.reload,
  });

  const transactionTypes = [
    { _id: 'IN', name: translate('saluni.stock.ui.stockIn') },
    { _id: 'OUT', name: translate('saluni.stock.ui.stockOut') },
  ];
  const heading = (key: string) => `saluni.stock.ui.${key}`;
  const columns: TableColumn<StockEntry>[] = [
    { label: heading('item'), render: (row) => row.itemCode.title },
    { label: heading('variant'), render: (row) => variantLabel(translate, row.variant) },
    { label: heading('warehouse'), render: (row) => row.warehouse.name },
    {
      label: heading('type'),
      rowSx: (row) => ({ color: row.transactionType === 'IN' ? 'success.main' : 'error.main' }),
      render: (row) => row.transactionType,
    },
    { label: heading('quantity'), render: (row) => row.quantity },
    { label: heading('reference'), render: (row) => row.reference },
    {
      label: heading('referenceType'),
      render: (row) => (
        <>
          {row.referenceType ?? translate('saluni.stock.ui.manual')}
          {row.reversedBy && ` (${translate('saluni.stock.ui.reversed')})`}
        </>
      ),
    },
    { label: heading('date'), render: (row) => dateTime(row.createdAt) },
    {
      label: heading('actions'),
      alignRight: true,
      render: (entry) =>
        (canEdit || canDelete) && (
          <RowMenuButton
            label={translate('saluni.stock.ui.rowActions')}
            onClick={menu.open(entry)}
          />
        ),
    },
  ];
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Button
          startIcon={refreshing ? <CircularProgress size={16} /> : <RefreshIcon />}
          onClick={refresh}
          disabled={refreshing}
        >
          {translate('saluni.stock.ui.refresh')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {canCreate && (
          <>
            <Button variant="outlined" onClick={() => setDialog('transfer')}>
              {translate('saluni.stock.ui.transfer')}
            </Button>
            <Button variant="contained" onClick={() => setDialog('reconcile')}>
              {translate('saluni.stock.ui.reconcile')}
            </Button>
          </>
        )}
      </Box>
      <FilteredListBar
        texts="saluni.stock.ui"
        list={list}
        choices={[
          {
            name: 'transactionType',
            label: 'saluni.stock.ui.transactionType',
            options: transactionTypes,
            sx: { minWidth: 170 },
          },
          {
            name: 'warehouseId',
            label: 'saluni.stock.ui.warehouse',
            options: warehouses,
            sx: { minWidth: 170 },
          },
        ]}
      />
      <PagedTable columns={columns} emptyText="saluni.stock.ui.noEntries" {...list.table} />
      <RowMenu
        menu={menu}
        entries={[
          {
            label: 'saluni.stock.ui.edit',
            allowed: canEdit,
            to: (entry) => `/stock-entry/edit/${entry._id}`,
          },
          {
            label: 'saluni.stock.ui.delete',
            allowed: canDelete,
            disabledFor: (entry) => !deletable(entry),
            onChoose: deletion.ask,
          },
        ]}
      />
      {deletion.dialog}
      {dialog === 'reconcile' && (
        <ReconcileStockDialog onClose={() => setDialog(undefined)} onPosted={list.reload} />
      )}
      {dialog === 'transfer' && (
        <TransferStockDialog onClose={() => setDialog(undefined)} onPosted={list.reload} />
      )}
    </Box>
  );
};
